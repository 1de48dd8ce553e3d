-- What fans see of votings, campaigns and events is the studio's to decide. Each has a life cycle: a draft,
-- in review, then scheduled (live from publish_at) or live, then closed; fans see live and closed ones, and
-- scheduled ones from their time. Who drafted, submitted and published each is kept (four eyes: the publisher is
-- neither of the others). Rows from before the studio are live.

CREATE FUNCTION fan_visible(p_publication text, p_publish_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT p_publication IN ('live', 'closed') OR (p_publication = 'scheduled' AND p_publish_at <= now())
$$;

ALTER TABLE votings
  ADD COLUMN publication text NOT NULL DEFAULT 'live'
    CHECK (publication IN ('draft', 'in_review', 'scheduled', 'live', 'closed')),
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN drafted_by uuid REFERENCES staff (id),
  ADD COLUMN submitted_by uuid REFERENCES staff (id),
  ADD COLUMN published_by uuid REFERENCES staff (id),
  ADD CONSTRAINT votings_scheduled_at CHECK (publication <> 'scheduled' OR publish_at IS NOT NULL);

ALTER TABLE campaigns
  ADD COLUMN publication text NOT NULL DEFAULT 'live'
    CHECK (publication IN ('draft', 'in_review', 'scheduled', 'live', 'closed')),
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN drafted_by uuid REFERENCES staff (id),
  ADD COLUMN submitted_by uuid REFERENCES staff (id),
  ADD COLUMN published_by uuid REFERENCES staff (id),
  ADD CONSTRAINT campaigns_scheduled_at CHECK (publication <> 'scheduled' OR publish_at IS NOT NULL);

ALTER TABLE events
  ADD COLUMN publication text NOT NULL DEFAULT 'live'
    CHECK (publication IN ('draft', 'in_review', 'scheduled', 'live', 'closed')),
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN drafted_by uuid REFERENCES staff (id),
  ADD COLUMN submitted_by uuid REFERENCES staff (id),
  ADD COLUMN published_by uuid REFERENCES staff (id),
  ADD CONSTRAINT events_scheduled_at CHECK (publication <> 'scheduled' OR publish_at IS NOT NULL);

-- A closed campaign is completed, and a closed event over, whatever their dates say.
CREATE OR REPLACE VIEW campaign_cards AS
  SELECT c.id AS "_id", c.title, c.image, c.description, c.target_coins AS "targetCoins",
         COALESCE(a.balance, 0)::bigint AS "collectedCoins",
         ROUND(COALESCE(a.balance, 0) * 100.0 / c.target_coins, 2)::float8 AS progress,
         iso_time(c.target_date) AS "targetDate", iso_time(c.created_at) AS "createdAt",
         (SELECT COUNT(*) FROM campaign_supporters s WHERE s.campaign_id = c.id)::bigint AS participants,
         CASE
           WHEN c.target_date <= now() OR c.publication = 'closed' THEN 'completed'
           WHEN (SELECT COUNT(*) FROM (
                   SELECT 1 FROM campaign_supporters s
                   WHERE s.campaign_id = c.id AND s.last_supported_at > now() - interval '7 days' LIMIT 3
                 ) recent) >= 3 THEN 'trending'
           ELSE 'active'
         END AS status
  FROM campaigns c
  LEFT JOIN ledger_account_totals a ON a.kind = 'campaign' AND a.owner_id = c.id::text;

CREATE OR REPLACE VIEW event_cards AS
  SELECT e.id AS "_id", e.title, e.image, e.description, e.category,
         to_char(e.event_date, 'YYYY-MM-DD') AS date, e.event_time AS time, e.location, e.price,
         e.partner_sign_up_link AS "partnerSignUpLink",
         event_sign_up_type(e.price, e.partner_sign_up_link) AS "signUpType",
         CASE WHEN e.capacity IS NOT NULL AND p.count >= e.capacity THEN 'sold-out' ELSE e.highlight END AS status,
         e.event_date < today_in_jakarta() OR e.publication = 'closed' AS ended,
         e.capacity, e.shares, p.count AS "participantsCount", p.latest AS participants,
         iso_time(e.created_at) AS "createdAt"
  FROM events e
  CROSS JOIN LATERAL (
    SELECT (SELECT COUNT(*) FROM event_sign_ups s WHERE s.event_id = e.id)::bigint AS count,
           COALESCE((
             SELECT json_agg(json_build_object('userId', m.id, 'fullName', m.full_name, 'avatar', m.avatar)
                             ORDER BY s.created_at DESC)
             FROM (SELECT member_id, created_at FROM event_sign_ups WHERE event_id = e.id
                   ORDER BY created_at DESC LIMIT 10) s
             CROSS JOIN LATERAL (SELECT id, full_name, avatar FROM members WHERE id = s.member_id) m
           ), '[]'::json) AS latest
  ) p;

-- The spends refuse what fans cannot see (as if it did not exist) and what is closed.
CREATE OR REPLACE FUNCTION cast_vote(
  p_member uuid, p_project uuid, p_coins bigint, p_message text,
  p_note_title text, p_note_content text, p_key text, p_fingerprint text
) RETURNS TABLE (answer jsonb, replayed boolean, project jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_earlier jsonb;
  v_project voting_projects%ROWTYPE;
  v_visible boolean;
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
  SELECT fan_visible(publication, publish_at), voting_open(status, duration_time) AND publication <> 'closed'
  INTO v_visible, v_open FROM votings WHERE id = v_project.voting_id;
  IF NOT v_visible THEN
    RAISE EXCEPTION 'FANHUB:NOT_FOUND';
  END IF;
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
  VALUES (p_member, p_note_title, format(p_note_content, p_coins, v_title));
  RETURN QUERY SELECT spend_keep(p_member, p_key,
    jsonb_build_object('supportId', v_support, 'balance', v_spend.from_balance)), false, to_jsonb(c)
  FROM campaign_cards c WHERE c."_id" = p_campaign;
END;
$$;

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
  v_message := format(p_note_contents ->> v_expected, v_event.title, v_event.price);
  INSERT INTO notifications (member_id, title, content) VALUES (p_member, p_note_title, v_message);
  RETURN QUERY SELECT spend_keep(p_member, p_key, jsonb_build_object(
    'balance', COALESCE(v_balance, 0),
    'partnerSignUpLink', v_event.partner_sign_up_link,
    'message', v_message)), false, to_jsonb(e)
  FROM event_cards e WHERE e."_id" = p_event;
END;
$$;
