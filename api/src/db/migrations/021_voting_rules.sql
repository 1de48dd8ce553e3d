-- Voting rules (docs/product.md, "Fair play"): each voting states how much a fan may give and when, the voting
-- page publishes it, and cast_vote enforces it in the statement that spends, so no rush of requests gets past it.
ALTER TABLE votings
  -- Votes are taken from here (none: from publication) until duration_time.
  ADD COLUMN opens_at timestamptz,
  -- Coins one fan may give the voting per Jakarta day, and over the whole voting; none: no limit.
  ADD COLUMN daily_coin_cap integer CHECK (daily_coin_cap > 0),
  ADD COLUMN voting_coin_cap integer CHECK (voting_coin_cap > 0),
  -- Whether a fan's coins all go to the first project they voted for.
  ADD COLUMN one_project boolean NOT NULL DEFAULT false,
  -- Where the coins of votes voided for fraud go: back to the fans, or to the forfeited account.
  ADD COLUMN voided_coins text NOT NULL DEFAULT 'returned' CHECK (voided_coins IN ('returned', 'forfeited')),
  ADD CONSTRAINT votings_window CHECK (opens_at IS NULL OR opens_at < duration_time),
  ADD CONSTRAINT votings_caps CHECK (daily_coin_cap IS NULL OR voting_coin_cap IS NULL OR daily_coin_cap <= voting_coin_cap);

-- What one fan has given one voting that has a limit: the row the fan's votes on it queue on. A vote updates it
-- (ON CONFLICT takes the row's lock and sees the latest committed version), checks the limits against the new
-- figures and is refused, with everything it did, when one is passed. Votings without limits never touch it.
-- No foreign keys, as in the ledger: a key check would lock the voting's row (FOR KEY SHARE) on every vote.
CREATE TABLE voting_fan_allowances (
  voting_id uuid NOT NULL,
  member_id uuid NOT NULL,
  -- The project of the fan's first vote (the one-project rule).
  project_id uuid NOT NULL,
  -- The Jakarta day coins_today counts.
  day date NOT NULL,
  coins_today bigint NOT NULL,
  coins_total bigint NOT NULL,
  PRIMARY KEY (voting_id, member_id)
) WITH (fillfactor = 50); -- room on each page, so a vote's update stays on its page (HOT): no index write

-- The Jakarta day of an instant (today_in_jakarta() is the day of now()); its midnight is 17:00 UTC.
CREATE FUNCTION jakarta_day(p_at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT (p_at AT TIME ZONE 'Asia/Jakarta')::date $$;

-- When the Jakarta day after p_day begins.
CREATE FUNCTION jakarta_midnight_after(p_day date) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$ SELECT ((p_day + 1)::timestamp AT TIME ZONE 'Asia/Jakarta') $$;

-- Counts a vote against the voting's limits, refusing it (and so the whole vote) when one is passed:
-- 'FANHUB:ONE_PROJECT', 'FANHUB:DAILY_CAP:<cap>:<coins left today>:<when the day resets>',
-- 'FANHUB:VOTING_CAP:<cap>:<coins left>'.
CREATE FUNCTION voting_allowance_take(v votings, p_member uuid, p_project uuid, p_coins bigint) RETURNS void
LANGUAGE plpgsql AS $$
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
    RAISE EXCEPTION 'FANHUB:ONE_PROJECT';
  END IF;
  IF v_total > v.voting_coin_cap THEN
    RAISE EXCEPTION 'FANHUB:VOTING_CAP:%:%', v.voting_coin_cap, GREATEST(0, v.voting_coin_cap - (v_total - p_coins));
  END IF;
  IF v_today > v.daily_coin_cap THEN
    RAISE EXCEPTION 'FANHUB:DAILY_CAP:%:%:%', v.daily_coin_cap, GREATEST(0, v.daily_coin_cap - (v_today - p_coins)),
      to_char(jakarta_midnight_after(v_day) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"');
  END IF;
END;
$$;

-- cast_vote as in 013, with the voting's window and limits.
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
  VALUES (p_member, p_note_title, format(p_note_content, p_coins, v_project.title));
  RETURN QUERY SELECT spend_keep(p_member, p_key,
    jsonb_build_object('voteId', v_vote, 'balance', v_spend.from_balance)), false,
    voting_project_summary(v_project, t.balance, t.credits)
  FROM ledger_account_totals t WHERE t.id = v_spend.to_account;
END;
$$;

-- Today is the Jakarta day of now().
CREATE OR REPLACE FUNCTION today_in_jakarta() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT jakarta_day(now()) $$;
