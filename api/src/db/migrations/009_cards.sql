-- What lists, details and a spend's answer show of a project, a campaign and an event, defined once: the
-- repositories read these views, and the spend functions (migration 010) answer from them in the same call.

-- Today's date where the events happen: an event is over once its date is before it.
CREATE FUNCTION today_in_jakarta() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Asia/Jakarta')::date $$;

-- A voting takes votes while it is not closed by hand and not past its end.
CREATE FUNCTION voting_open(p_status text, p_duration_time timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$ SELECT p_status <> 'completed' AND p_duration_time > now() $$;

-- A timestamp as the API writes every one: ISO 8601 in UTC with milliseconds (JavaScript's toISOString).
CREATE FUNCTION iso_time(p_time timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT to_char(p_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- How a fan signs up for an event: at the partner's site when it has a partner link, else paid when it costs
-- coins, else free.
CREATE FUNCTION event_sign_up_type(p_price integer, p_partner_sign_up_link text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN COALESCE(p_partner_sign_up_link, '') <> '' THEN 'partner' WHEN p_price > 0 THEN 'paid' ELSE 'free' END
$$;

-- The fans who supported each campaign and when they last did: participants and trending are read from it
-- instead of going over every support.
CREATE TABLE campaign_supporters (
  campaign_id uuid NOT NULL REFERENCES campaigns (id),
  member_id uuid NOT NULL REFERENCES members (id),
  last_supported_at timestamptz NOT NULL,
  PRIMARY KEY (campaign_id, member_id)
);
INSERT INTO campaign_supporters (campaign_id, member_id, last_supported_at)
SELECT campaign_id, member_id, MAX(created_at) FROM campaign_supports GROUP BY campaign_id, member_id;

-- A campaign as lists, details and a support's answer show it; every figure from the ledger (collectedCoins is
-- the campaign account's balance) and its supporters. Trending: at least TRENDING_MIN_SUPPORTERS (3) different
-- fans within TRENDING_WINDOW_DAYS (7) days (contract/src/campaign.ts).
CREATE VIEW campaign_cards AS
  SELECT c.id AS "_id", c.title, c.image, c.description, c.target_coins AS "targetCoins",
         COALESCE(a.balance, 0)::bigint AS "collectedCoins",
         ROUND(COALESCE(a.balance, 0) * 100.0 / c.target_coins, 2)::float8 AS progress,
         iso_time(c.target_date) AS "targetDate", iso_time(c.created_at) AS "createdAt",
         (SELECT COUNT(*) FROM campaign_supporters s WHERE s.campaign_id = c.id)::bigint AS participants,
         CASE
           WHEN c.target_date <= now() THEN 'completed'
           WHEN (SELECT COUNT(*) FROM (
                   SELECT 1 FROM campaign_supporters s
                   WHERE s.campaign_id = c.id AND s.last_supported_at > now() - interval '7 days' LIMIT 3
                 ) recent) >= 3 THEN 'trending'
           ELSE 'active'
         END AS status
  FROM campaigns c
  LEFT JOIN ledger_account_totals a ON a.kind = 'campaign' AND a.owner_id = c.id::text;

-- An event as lists, details and a sign-up's answer show it, with its participants (the latest 10 shown).
CREATE VIEW event_cards AS
  SELECT e.id AS "_id", e.title, e.image, e.description, e.category,
         to_char(e.event_date, 'YYYY-MM-DD') AS date, e.event_time AS time, e.location, e.price,
         e.partner_sign_up_link AS "partnerSignUpLink",
         event_sign_up_type(e.price, e.partner_sign_up_link) AS "signUpType",
         CASE WHEN e.capacity IS NOT NULL AND p.count >= e.capacity THEN 'sold-out' ELSE e.highlight END AS status,
         e.event_date < today_in_jakarta() AS ended,
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
-- The latest participants of an event without sorting all of them.
CREATE INDEX event_sign_ups_latest_idx ON event_sign_ups (event_id, created_at DESC);

-- Each project's figures, from the ledger: coins voted (its account's balance, pending credits included) and the
-- number of votes (the transfers that credited it). 1 coin is 1 vote.
CREATE VIEW voting_project_totals AS
  SELECT p.id AS project_id, p.voting_id, COALESCE(a.balance, 0)::bigint AS coins, COALESCE(a.credits, 0)::bigint AS votes
  FROM voting_projects p
  LEFT JOIN ledger_account_totals a ON a.kind = 'voting_project' AND a.owner_id = p.id::text;

-- A project as lists, details and a vote's answer show it.
CREATE FUNCTION voting_project_summary(p voting_projects, p_coins bigint, p_votes bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    '_id', p.id, 'votingId', p.voting_id, 'title', p.title, 'image', p.image, 'description', p.description,
    'targetVotes', p.target_votes, 'coinsCollected', p_coins, 'totalVotes', p_coins, 'supporterCount', p_votes,
    'progress', ROUND(p_coins * 100.0 / p.target_votes, 2)::float8)
$$;
