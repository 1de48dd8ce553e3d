-- A fan's notification names what their coins went to once in each half, in that half's language ("15 Koin untuk
-- Billboard Ulang Tahun / 15 coins for Birthday Billboard"), not the bilingual title inside both halves. The
-- templates the API passes take the title's Indonesian and English halves as separate arguments.

-- The Indonesian (1) or English (2) half of a name staff wrote bilingual ("Indonesia / English"); a name without
-- exactly one " / " is the same in both (the contract's halvesOf).
CREATE FUNCTION naming_half(p_name text, p_half integer) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cardinality(string_to_array(p_name, ' / ')) = 2
    THEN (string_to_array(p_name, ' / '))[p_half] ELSE p_name END
$$;

-- cast_vote as in 021: the note's template takes (coins, Indonesian name, English name).
CREATE OR REPLACE FUNCTION cast_vote(
  p_member uuid, p_project uuid, p_coins bigint, p_message text,
  p_note_title text, p_note_content text, p_key text, p_fingerprint text
) RETURNS TABLE (answer jsonb, replayed boolean, project jsonb)
LANGUAGE plpgsql AS $$
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
    RAISE EXCEPTION 'FANHUB:NOT_FOUND';
  END IF;
  -- No lock on the voting: a vote counts when its voting was open as the vote began.
  SELECT * INTO v_voting FROM votings WHERE id = v_project.voting_id;
  IF NOT fan_visible(v_voting.publication, v_voting.publish_at) THEN
    RAISE EXCEPTION 'FANHUB:NOT_FOUND';
  END IF;
  IF NOT voting_open(v_voting.status, v_voting.duration_time) OR v_voting.publication = 'closed' THEN
    RAISE EXCEPTION 'FANHUB:VOTING_ENDED';
  END IF;
  IF v_voting.opens_at > now() THEN
    RAISE EXCEPTION 'FANHUB:VOTING_NOT_OPEN:%',
      to_char(v_voting.opens_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
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

-- support_campaign as in 013: the note's template takes (coins, Indonesian name, English name).
CREATE OR REPLACE FUNCTION support_campaign(
  p_member uuid, p_campaign uuid, p_coins bigint, p_message text,
  p_note_title text, p_note_content text, p_key text, p_fingerprint text
) RETURNS TABLE (answer jsonb, replayed boolean, campaign jsonb)
LANGUAGE plpgsql AS $$
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
  VALUES (p_member, p_note_title, format(p_note_content, p_coins, naming_half(v_title, 1), naming_half(v_title, 2)));
  RETURN QUERY SELECT spend_keep(p_member, p_key,
    jsonb_build_object('supportId', v_support, 'balance', v_spend.from_balance)), false, to_jsonb(c)
  FROM campaign_cards c WHERE c."_id" = p_campaign;
END;
$$;

-- sign_up_for_event as in 013: the note's templates take (Indonesian name, English name, price).
CREATE OR REPLACE FUNCTION sign_up_for_event(
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
  IF NOT FOUND OR NOT fan_visible(v_event.publication, v_event.publish_at) THEN
    RAISE EXCEPTION 'FANHUB:NOT_FOUND';
  END IF;
  IF v_event.capacity IS NOT NULL THEN
    -- Sign-ups for an event with a seat limit run one at a time, so its last seat is sold once.
    SELECT * INTO v_event FROM events WHERE id = p_event FOR UPDATE;
  END IF;
  IF v_event.event_date < today_in_jakarta() OR v_event.publication = 'closed' THEN
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
