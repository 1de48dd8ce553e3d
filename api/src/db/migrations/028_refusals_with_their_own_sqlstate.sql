-- The ledger's functions refuse with a SQLSTATE of their own and the refusal's details as JSON, not a message
-- the API parses: fanhub_refuse raises SQLSTATE FH001 (class FH, fanhub's own) with the refusal's code as its
-- message and its details (a daily cap's cap, what is left and when it resets) as its DETAIL. The API maps each
-- code to its bilingual error in one place (api/src/ledger/refusals.ts). The functions are as before but for that.

CREATE FUNCTION fanhub_refuse(p_code text, p_detail jsonb DEFAULT '{}') RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'FH001', MESSAGE = p_code, DETAIL = p_detail::text;
END;
$$;

-- cast_vote as before, refusing through fanhub_refuse.
CREATE OR REPLACE FUNCTION cast_vote(p_member uuid, p_project uuid, p_coins bigint, p_message text, p_note_title text, p_note_content text, p_key text, p_fingerprint text) RETURNS TABLE(answer jsonb, replayed boolean, project jsonb)
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_earlier jsonb;
  v_project voting_projects%ROWTYPE;
  v_voting votings%ROWTYPE;
  v_spend record;
  v_vote uuid;
BEGIN
  v_earlier := spend_claim(p_member, p_key, p_fingerprint);
  IF v_earlier IS NOT NULL THEN
    RETURN QUERY SELECT v_earlier, true, voting_project_summary(p, t.coins, t.votes)
    FROM voting_projects p JOIN voting_project_totals t ON t.project_id = p.id WHERE p.id = p_project;
    RETURN;
  END IF;
  SELECT * INTO v_project FROM voting_projects WHERE id = p_project;
  IF NOT FOUND THEN
    PERFORM fanhub_refuse('NOT_FOUND');
  END IF;
  -- No lock on the voting: a vote counts when its voting was open as the vote began.
  SELECT * INTO v_voting FROM votings WHERE id = v_project.voting_id;
  IF NOT fan_visible(v_voting.publication, v_voting.publish_at) THEN
    PERFORM fanhub_refuse('NOT_FOUND');
  END IF;
  IF NOT voting_open(v_voting.status, v_voting.duration_time) OR v_voting.publication = 'closed' THEN
    PERFORM fanhub_refuse('VOTING_ENDED');
  END IF;
  IF v_voting.opens_at > now() THEN
    PERFORM fanhub_refuse('VOTING_NOT_OPEN', jsonb_build_object(
      'opensAt', to_char(v_voting.opens_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')));
  END IF;
  IF v_voting.daily_coin_cap IS NOT NULL OR v_voting.voting_coin_cap IS NOT NULL OR v_voting.one_project THEN
    PERFORM voting_allowance_take(v_voting, p_member, p_project, p_coins);
  END IF;
  SELECT * INTO v_spend FROM ledger_spend(p_member::text, 'voting_project', p_project::text, p_coins, 'vote');
  INSERT INTO votes (project_id, member_id, transfer_id, message)
  VALUES (p_project, p_member, v_spend.transfer_id, p_message) RETURNING id INTO v_vote;
  INSERT INTO notifications (member_id, title, content)
  VALUES (p_member, p_note_title, format(p_note_content, p_coins, naming_half(v_project.title, 1), naming_half(v_project.title, 2)));
  RETURN QUERY SELECT spend_keep(p_member, p_key,
    jsonb_build_object('voteId', v_vote, 'balance', v_spend.from_balance)), false,
    voting_project_summary(v_project, t.balance, t.credits)
  FROM ledger_account_totals t WHERE t.id = v_spend.to_account;
END;
$$;

-- ledger_spend as before, refusing through fanhub_refuse.
CREATE OR REPLACE FUNCTION ledger_spend(p_member text, p_kind text, p_owner text, p_amount bigint, p_reason text) RETURNS TABLE(transfer_id bigint, from_balance bigint, to_account bigint)
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_from bigint;
  v_balance bigint;
  v_held timestamptz;
  v_to bigint := ledger_account(p_kind, p_owner);
  v_id bigint;
BEGIN
  UPDATE ledger_accounts SET balance = balance - p_amount
  WHERE kind = 'member' AND owner_id = p_member AND balance >= p_amount AND held_since IS NULL
    AND EXISTS (SELECT 1 FROM members m WHERE m.id = p_member::uuid AND m.email_confirmed_at IS NOT NULL)
  RETURNING id, balance INTO v_from, v_balance;
  IF v_from IS NULL THEN
    SELECT held_since INTO v_held FROM ledger_accounts WHERE kind = 'member' AND owner_id = p_member;
    IF v_held IS NOT NULL THEN
      PERFORM fanhub_refuse('ACCOUNT_ON_HOLD');
    END IF;
    IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member::uuid AND m.email_confirmed_at IS NOT NULL) THEN
      PERFORM fanhub_refuse('EMAIL_NOT_CONFIRMED');
    END IF;
    PERFORM fanhub_refuse('INSUFFICIENT_COINS');
  END IF;
  INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference)
  VALUES (v_from, v_to, p_amount, p_reason, p_owner)
  RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, v_from, -p_amount), (v_id, v_to, p_amount);
  INSERT INTO ledger_credit_stripes AS s (account_id, stripe, amount, credits, pending_since)
  VALUES (v_to, pg_backend_pid() % 32, p_amount, 1, now())
  ON CONFLICT (account_id, stripe) DO UPDATE
    SET amount = s.amount + p_amount, credits = s.credits + 1, pending_since = COALESCE(s.pending_since, now());
  RETURN QUERY SELECT v_id, v_balance, v_to;
END;
$$;

-- ledger_transfer as before, refusing through fanhub_refuse.
CREATE OR REPLACE FUNCTION ledger_transfer(p_from bigint, p_to bigint, p_amount bigint, p_reason text, p_reference text, p_idempotency_key text, p_spend boolean) RETURNS TABLE(transfer_id bigint, from_balance bigint, to_balance bigint, replayed boolean)
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_from ledger_accounts%ROWTYPE;
  v_to_balance bigint;
  v_earlier ledger_transfers%ROWTYPE;
  v_id bigint;
BEGIN
  -- Locked in id order, so two transfers never wait on each other in a cycle.
  FOR v_id IN SELECT id FROM ledger_accounts WHERE id IN (p_from, p_to) ORDER BY id LOOP
    PERFORM 1 FROM ledger_accounts WHERE id = v_id FOR UPDATE;
  END LOOP;
  SELECT * INTO v_from FROM ledger_accounts WHERE id = p_from;
  SELECT balance INTO v_to_balance FROM ledger_accounts WHERE id = p_to;
  IF v_from.id IS NULL OR v_to_balance IS NULL THEN
    RAISE EXCEPTION 'ledger account % or % does not exist', p_from, p_to;
  END IF;

  IF p_idempotency_key IS NOT NULL THEN
    SELECT * INTO v_earlier FROM ledger_transfers WHERE idempotency_key = p_idempotency_key;
    IF v_earlier.id IS NOT NULL THEN
      IF v_earlier.from_account_id <> p_from OR v_earlier.to_account_id <> p_to OR v_earlier.amount <> p_amount THEN
        PERFORM fanhub_refuse('IDEMPOTENCY_KEY_REUSED');
      END IF;
      RETURN QUERY SELECT v_earlier.id, v_from.balance, t.balance, true FROM ledger_account_totals t WHERE t.id = p_to;
      RETURN;
    END IF;
  END IF;
  IF p_spend AND v_from.held_since IS NOT NULL THEN
    PERFORM fanhub_refuse('ACCOUNT_ON_HOLD');
  END IF;
  IF v_from.kind NOT IN ('mint', 'promotions') AND v_from.balance < p_amount THEN
    PERFORM fanhub_refuse('INSUFFICIENT_COINS');
  END IF;

  INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference, idempotency_key)
  VALUES (p_from, p_to, p_amount, p_reason, p_reference, p_idempotency_key)
  RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, p_from, -p_amount), (v_id, p_to, p_amount);
  UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = p_from RETURNING balance INTO v_from.balance;
  UPDATE ledger_accounts SET balance = balance + p_amount, credits = credits + 1 WHERE id = p_to
  RETURNING balance INTO v_to_balance;
  RETURN QUERY SELECT v_id, v_from.balance, v_to_balance, false;
END;
$$;

-- sign_up_for_event as before, refusing through fanhub_refuse.
CREATE OR REPLACE FUNCTION sign_up_for_event(p_member uuid, p_event uuid, p_type text, p_note_title text, p_note_contents jsonb, p_key text, p_fingerprint text) RETURNS TABLE(answer jsonb, replayed boolean, event jsonb)
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_earlier jsonb;
  v_event events%ROWTYPE;
  v_expected text;
  v_transfer_id bigint;
  v_balance bigint;
  v_message text;
BEGIN
  v_earlier := spend_claim(p_member, p_key, p_fingerprint);
  IF v_earlier IS NOT NULL THEN
    RETURN QUERY SELECT v_earlier, true, to_jsonb(e) FROM event_cards e WHERE e."_id" = p_event;
    RETURN;
  END IF;
  SELECT * INTO v_event FROM events WHERE id = p_event;
  IF NOT FOUND OR NOT fan_visible(v_event.publication, v_event.publish_at) THEN
    PERFORM fanhub_refuse('NOT_FOUND');
  END IF;
  IF v_event.capacity IS NOT NULL THEN
    -- Sign-ups for an event with a seat limit run one at a time, so its last seat is sold once.
    SELECT * INTO v_event FROM events WHERE id = p_event FOR UPDATE;
  END IF;
  IF v_event.event_date < today_in_jakarta() OR v_event.publication = 'closed' THEN
    PERFORM fanhub_refuse('EVENT_ENDED');
  END IF;
  v_expected := event_sign_up_type(v_event.price, v_event.partner_sign_up_link);
  IF p_type <> v_expected THEN
    PERFORM fanhub_refuse('SIGN_UP_TYPE_MISMATCH', jsonb_build_object('expected', v_expected));
  END IF;
  -- A statement of its own after the lock: its snapshot sees every sign-up of whoever held the lock before.
  IF EXISTS (SELECT 1 FROM event_sign_ups WHERE event_id = p_event AND member_id = p_member) THEN
    PERFORM fanhub_refuse('ALREADY_SIGNED_UP');
  END IF;
  IF v_event.capacity IS NOT NULL
     AND (SELECT COUNT(*) FROM event_sign_ups WHERE event_id = p_event) >= v_event.capacity THEN
    PERFORM fanhub_refuse('SOLD_OUT');
  END IF;
  IF v_expected = 'paid' THEN
    SELECT s.transfer_id, s.from_balance INTO v_transfer_id, v_balance
    FROM ledger_spend(p_member::text, 'event', p_event::text, v_event.price, 'event_ticket') s;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts WHERE kind = 'member' AND owner_id = p_member::text;
  END IF;
  INSERT INTO event_sign_ups (event_id, member_id, type, transfer_id)
  VALUES (p_event, p_member, v_expected, v_transfer_id);
  v_message := format(p_note_contents ->> v_expected,
    naming_half(v_event.title, 1), naming_half(v_event.title, 2), v_event.price);
  INSERT INTO notifications (member_id, title, content) VALUES (p_member, p_note_title, v_message);
  RETURN QUERY SELECT spend_keep(p_member, p_key, jsonb_build_object(
    'balance', COALESCE(v_balance, 0),
    'partnerSignUpLink', v_event.partner_sign_up_link,
    'message', v_message)), false, to_jsonb(e)
  FROM event_cards e WHERE e."_id" = p_event;
END;
$$;

-- spend_claim as before, refusing through fanhub_refuse.
CREATE OR REPLACE FUNCTION spend_claim(p_member uuid, p_key text, p_fingerprint text) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_earlier idempotent_requests%ROWTYPE;
BEGIN
  IF p_key IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO idempotent_requests (member_id, key, fingerprint) VALUES (p_member, p_key, p_fingerprint)
  ON CONFLICT (member_id, key) DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_earlier FROM idempotent_requests WHERE member_id = p_member AND key = p_key;
  IF v_earlier.fingerprint <> p_fingerprint THEN
    PERFORM fanhub_refuse('REQUEST_KEY_REUSED');
  END IF;
  RETURN v_earlier.answer;
END;
$$;

-- support_campaign as before, refusing through fanhub_refuse.
CREATE OR REPLACE FUNCTION support_campaign(p_member uuid, p_campaign uuid, p_coins bigint, p_message text, p_note_title text, p_note_content text, p_key text, p_fingerprint text) RETURNS TABLE(answer jsonb, replayed boolean, campaign jsonb)
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_earlier jsonb;
  v_title text;
  v_visible boolean;
  v_open boolean;
  v_spend record;
  v_support uuid;
BEGIN
  v_earlier := spend_claim(p_member, p_key, p_fingerprint);
  IF v_earlier IS NOT NULL THEN
    RETURN QUERY SELECT v_earlier, true, to_jsonb(c) FROM campaign_cards c WHERE c."_id" = p_campaign;
    RETURN;
  END IF;
  SELECT c.title, fan_visible(c.publication, c.publish_at), c.target_date > now() AND c.publication <> 'closed'
  INTO v_title, v_visible, v_open FROM campaigns c WHERE c.id = p_campaign;
  IF NOT FOUND OR NOT v_visible THEN
    PERFORM fanhub_refuse('NOT_FOUND');
  END IF;
  IF NOT v_open THEN
    PERFORM fanhub_refuse('CAMPAIGN_COMPLETED');
  END IF;
  SELECT * INTO v_spend FROM ledger_spend(p_member::text, 'campaign', p_campaign::text, p_coins, 'campaign_support');
  INSERT INTO campaign_supports (campaign_id, member_id, transfer_id, message)
  VALUES (p_campaign, p_member, v_spend.transfer_id, p_message) RETURNING id INTO v_support;
  INSERT INTO campaign_supporters AS s (campaign_id, member_id, last_supported_at)
  VALUES (p_campaign, p_member, clock_timestamp())
  ON CONFLICT (campaign_id, member_id) DO UPDATE SET last_supported_at = EXCLUDED.last_supported_at;
  INSERT INTO notifications (member_id, title, content)
  VALUES (p_member, p_note_title, format(p_note_content, p_coins, naming_half(v_title, 1), naming_half(v_title, 2)));
  RETURN QUERY SELECT spend_keep(p_member, p_key,
    jsonb_build_object('supportId', v_support, 'balance', v_spend.from_balance)), false, to_jsonb(c)
  FROM campaign_cards c WHERE c."_id" = p_campaign;
END;
$$;

-- voting_allowance_take as before, refusing through fanhub_refuse.
CREATE OR REPLACE FUNCTION voting_allowance_take(v votings, p_member uuid, p_project uuid, p_coins bigint) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_day date := today_in_jakarta();
  v_first_project uuid;
  v_today bigint;
  v_total bigint;
BEGIN
  INSERT INTO voting_fan_allowances AS a (voting_id, member_id, project_id, day, coins_today, coins_total)
  VALUES (v.id, p_member, p_project, v_day, p_coins, p_coins)
  ON CONFLICT (voting_id, member_id) DO UPDATE SET
    coins_today = CASE WHEN a.day = EXCLUDED.day THEN a.coins_today ELSE 0 END + EXCLUDED.coins_today,
    day = EXCLUDED.day,
    coins_total = a.coins_total + EXCLUDED.coins_total
  RETURNING a.project_id, a.coins_today, a.coins_total INTO v_first_project, v_today, v_total;
  IF v.one_project AND v_first_project <> p_project THEN
    PERFORM fanhub_refuse('ONE_PROJECT');
  END IF;
  IF v_total > v.voting_coin_cap THEN
    PERFORM fanhub_refuse('VOTING_CAP', jsonb_build_object(
      'cap', v.voting_coin_cap, 'left', GREATEST(0, v.voting_coin_cap - (v_total - p_coins))));
  END IF;
  IF v_today > v.daily_coin_cap THEN
    PERFORM fanhub_refuse('DAILY_CAP', jsonb_build_object(
      'cap', v.daily_coin_cap, 'left', GREATEST(0, v.daily_coin_cap - (v_today - p_coins)),
      'resetsAt', to_char(jakarta_midnight_after(v_day) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')));
  END IF;
END;
$$;
