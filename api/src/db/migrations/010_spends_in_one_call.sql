-- A fan's spend in one call: a vote, a campaign support or a paid event sign-up is one statement from the API,
-- its own transaction, instead of a dozen round trips between BEGIN and COMMIT while the fan's account row stays
-- locked. Each function claims the request's Idempotency-Key, checks what the fan spends on, moves the coins
-- (ledger_spend), records the spend, notifies the fan and keeps the answer with the key. Refusals are raised as
-- 'FANHUB:<CODE>' (or 'FANHUB:<CODE>:<detail>') like ledger_transfer's: the whole statement rolls back, the
-- key's claim with it, so a refused spend keeps nothing. The wording stays in the API, which passes the
-- notification's title and a format() template of its content.

-- The answer an earlier request with this Idempotency-Key got (a replay), or NULL when this request claims the
-- key now (or has none). A second request with the key at the same moment waits on the first's claim until it
-- commits, then gets its answer; if the first is refused, the second claims the key and runs.
CREATE FUNCTION spend_claim(p_member uuid, p_key text, p_fingerprint text) RETURNS jsonb
LANGUAGE plpgsql AS $$
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
    RAISE EXCEPTION 'FANHUB:REQUEST_KEY_REUSED';
  END IF;
  RETURN v_earlier.answer;
END;
$$;

-- Keeps the answer of the spend that claimed the key.
CREATE FUNCTION spend_keep(p_member uuid, p_key text, p_answer jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NOT NULL THEN
    UPDATE idempotent_requests SET answer = p_answer WHERE member_id = p_member AND key = p_key;
  END IF;
  RETURN p_answer;
END;
$$;

-- p_note_content: format() template of (coins, project title). Answers the project's summary too, this vote
-- included (a replay: as it is now).
CREATE FUNCTION cast_vote(
  p_member uuid, p_project uuid, p_coins bigint, p_message text,
  p_note_title text, p_note_content text, p_key text, p_fingerprint text
) RETURNS TABLE (answer jsonb, replayed boolean, project jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_earlier jsonb;
  v_project voting_projects%ROWTYPE;
  v_open boolean;
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
    RAISE EXCEPTION 'FANHUB:NOT_FOUND';
  END IF;
  -- No lock on the voting: a vote counts when its voting was open as the vote began.
  SELECT voting_open(status, duration_time) INTO v_open FROM votings WHERE id = v_project.voting_id;
  IF NOT v_open THEN
    RAISE EXCEPTION 'FANHUB:VOTING_ENDED';
  END IF;
  SELECT * INTO v_spend FROM ledger_spend(p_member::text, 'voting_project', p_project::text, p_coins, 'vote');
  INSERT INTO votes (project_id, member_id, transfer_id, message)
  VALUES (p_project, p_member, v_spend.transfer_id, p_message) RETURNING id INTO v_vote;
  INSERT INTO notifications (member_id, title, content)
  VALUES (p_member, p_note_title, format(p_note_content, p_coins, v_project.title));
  RETURN QUERY SELECT spend_keep(p_member, p_key,
    jsonb_build_object('voteId', v_vote, 'balance', v_spend.from_balance)), false,
    voting_project_summary(v_project, t.balance, t.credits)
  FROM ledger_account_totals t WHERE t.id = v_spend.to_account;
END;
$$;

-- p_note_content: format() template of (coins, campaign title). Answers the campaign's card too, this support
-- included (a replay: as it is now).
CREATE FUNCTION support_campaign(
  p_member uuid, p_campaign uuid, p_coins bigint, p_message text,
  p_note_title text, p_note_content text, p_key text, p_fingerprint text
) RETURNS TABLE (answer jsonb, replayed boolean, campaign jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_earlier jsonb;
  v_title text;
  v_open boolean;
  v_spend record;
  v_support uuid;
BEGIN
  v_earlier := spend_claim(p_member, p_key, p_fingerprint);
  IF v_earlier IS NOT NULL THEN
    RETURN QUERY SELECT v_earlier, true, to_jsonb(c) FROM campaign_cards c WHERE c."_id" = p_campaign;
    RETURN;
  END IF;
  SELECT c.title, c.target_date > now() INTO v_title, v_open FROM campaigns c WHERE c.id = p_campaign;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'FANHUB:NOT_FOUND';
  END IF;
  IF NOT v_open THEN
    RAISE EXCEPTION 'FANHUB:CAMPAIGN_COMPLETED';
  END IF;
  SELECT * INTO v_spend FROM ledger_spend(p_member::text, 'campaign', p_campaign::text, p_coins, 'campaign_support');
  INSERT INTO campaign_supports (campaign_id, member_id, transfer_id, message)
  VALUES (p_campaign, p_member, v_spend.transfer_id, p_message) RETURNING id INTO v_support;
  INSERT INTO campaign_supporters AS s (campaign_id, member_id, last_supported_at)
  VALUES (p_campaign, p_member, clock_timestamp())
  ON CONFLICT (campaign_id, member_id) DO UPDATE SET last_supported_at = EXCLUDED.last_supported_at;
  INSERT INTO notifications (member_id, title, content)
  VALUES (p_member, p_note_title, format(p_note_content, p_coins, v_title));
  RETURN QUERY SELECT spend_keep(p_member, p_key,
    jsonb_build_object('supportId', v_support, 'balance', v_spend.from_balance)), false, to_jsonb(c)
  FROM campaign_cards c WHERE c."_id" = p_campaign;
END;
$$;

-- p_note_contents: by sign-up type (free, paid, partner), a format() template of (event title, price).
-- Answers the event's card too, this sign-up included (a replay: as it is now).
CREATE FUNCTION sign_up_for_event(
  p_member uuid, p_event uuid, p_type text,
  p_note_title text, p_note_contents jsonb, p_key text, p_fingerprint text
) RETURNS TABLE (answer jsonb, replayed boolean, event jsonb)
LANGUAGE plpgsql AS $$
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
  IF NOT FOUND THEN
    RAISE EXCEPTION 'FANHUB:NOT_FOUND';
  END IF;
  IF v_event.capacity IS NOT NULL THEN
    -- Sign-ups for an event with a seat limit run one at a time, so its last seat is sold once.
    SELECT * INTO v_event FROM events WHERE id = p_event FOR UPDATE;
  END IF;
  IF v_event.event_date < today_in_jakarta() THEN
    RAISE EXCEPTION 'FANHUB:EVENT_ENDED';
  END IF;
  v_expected := event_sign_up_type(v_event.price, v_event.partner_sign_up_link);
  IF p_type <> v_expected THEN
    RAISE EXCEPTION 'FANHUB:SIGN_UP_TYPE_MISMATCH:%', v_expected;
  END IF;
  -- A statement of its own after the lock: its snapshot sees every sign-up of whoever held the lock before.
  IF EXISTS (SELECT 1 FROM event_sign_ups WHERE event_id = p_event AND member_id = p_member) THEN
    RAISE EXCEPTION 'FANHUB:ALREADY_SIGNED_UP';
  END IF;
  IF v_event.capacity IS NOT NULL
     AND (SELECT COUNT(*) FROM event_sign_ups WHERE event_id = p_event) >= v_event.capacity THEN
    RAISE EXCEPTION 'FANHUB:SOLD_OUT';
  END IF;
  IF v_expected = 'paid' THEN
    SELECT s.transfer_id, s.from_balance INTO v_transfer_id, v_balance
    FROM ledger_spend(p_member::text, 'event', p_event::text, v_event.price, 'event_ticket') s;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts WHERE kind = 'member' AND owner_id = p_member::text;
  END IF;
  INSERT INTO event_sign_ups (event_id, member_id, type, transfer_id)
  VALUES (p_event, p_member, v_expected, v_transfer_id);
  v_message := format(p_note_contents ->> v_expected, v_event.title, v_event.price);
  INSERT INTO notifications (member_id, title, content) VALUES (p_member, p_note_title, v_message);
  RETURN QUERY SELECT spend_keep(p_member, p_key, jsonb_build_object(
    'balance', COALESCE(v_balance, 0),
    'partnerSignUpLink', v_event.partner_sign_up_link,
    'message', v_message)), false, to_jsonb(e)
  FROM event_cards e WHERE e."_id" = p_event;
END;
$$;
