-- Missions (issue 47): staff offer hearts for something a fan does (vote, support a campaign, sign up for an
-- event), up to a daily limit. A fan claims a completion; the claim counts only the API's own rows of that action
-- today, so a client can never claim what it did not do. Missions are never deleted (completions point at them):
-- staff end one by setting its end.
CREATE TABLE heart_missions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  action text NOT NULL CHECK (action IN ('vote', 'support_campaign', 'join_event')),
  title text NOT NULL,
  reward bigint NOT NULL CHECK (reward > 0),
  daily_limit integer NOT NULL CHECK (daily_limit > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX heart_missions_open ON heart_missions (ends_at, starts_at);

CREATE TABLE heart_mission_completions (
  mission_id uuid NOT NULL REFERENCES heart_missions (id),
  member_id uuid NOT NULL REFERENCES members (id),
  day date NOT NULL,
  -- The completion's number that Jakarta day, 1 to the mission's daily limit.
  nth integer NOT NULL CHECK (nth > 0),
  hearts bigint NOT NULL CHECK (hearts > 0),
  transfer_id bigint NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (mission_id, member_id, day, nth)
);
CREATE INDEX heart_mission_completions_day ON heart_mission_completions (member_id, day);

-- How many times the fan did `p_action` from `p_from` to `p_to`, from the API's own rows: votes with coins or
-- hearts, campaign supports, event sign-ups.
CREATE FUNCTION heart_mission_facts(p_action text, p_member uuid, p_from timestamptz, p_to timestamptz) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE p_action
    WHEN 'vote' THEN
      (SELECT count(*) FROM votes WHERE member_id = p_member AND created_at >= p_from AND created_at <= p_to)
      + (SELECT count(*) FROM heart_votes WHERE member_id = p_member AND created_at >= p_from AND created_at <= p_to)
    WHEN 'support_campaign' THEN
      (SELECT count(*) FROM campaign_supports WHERE member_id = p_member AND created_at >= p_from AND created_at <= p_to)
    WHEN 'join_event' THEN
      (SELECT count(*) FROM event_sign_ups WHERE member_id = p_member AND created_at >= p_from AND created_at <= p_to)
  END::integer
$$;

-- Hearts a fan earned on a Jakarta day: their check-in and their missions' completions.
CREATE FUNCTION hearts_earned_on(p_member uuid, p_day date) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT hearts FROM heart_check_ins WHERE member_id = p_member AND day = p_day), 0)
       + COALESCE((SELECT SUM(hearts) FROM heart_mission_completions WHERE member_id = p_member AND day = p_day), 0)
$$;

-- Claims one completion of a mission at `p_at`: the mission open, the fan's email confirmed, fewer claims today than
-- its daily limit and than the times the fan did its action today (within the mission's window), and the fan's
-- hearts today under `p_daily_cap`. The grant expires like a check-in's.
CREATE FUNCTION heart_mission_claim(p_member uuid, p_mission uuid, p_at timestamptz, p_daily_cap bigint, p_lifetime_days integer)
RETURNS TABLE(claimed integer, hearts bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_day date := jakarta_day(p_at);
  v_mission heart_missions;
  v_claimed integer;
  v_grant record;
BEGIN
  SELECT * INTO v_mission FROM heart_missions m WHERE m.id = p_mission AND m.starts_at <= p_at AND m.ends_at > p_at;
  IF NOT FOUND THEN
    PERFORM fanhub_refuse('NOT_FOUND');
  END IF;
  IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member AND m.email_confirmed_at IS NOT NULL) THEN
    PERFORM fanhub_refuse('EMAIL_NOT_CONFIRMED');
  END IF;
  -- One claim of a fan at a time (check-ins and grants lock the same account): the counts below are read after
  -- the claim before has committed.
  PERFORM 1 FROM ledger_accounts WHERE id = ledger_account('member_hearts', p_member::text) FOR UPDATE;
  SELECT count(*) INTO v_claimed FROM heart_mission_completions c
  WHERE c.mission_id = p_mission AND c.member_id = p_member AND c.day = v_day;
  IF v_claimed >= v_mission.daily_limit THEN
    PERFORM fanhub_refuse('MISSION_DONE_TODAY', jsonb_build_object('nextAt', iso_time(jakarta_midnight_after(v_day))));
  END IF;
  IF heart_mission_facts(v_mission.action, p_member,
       GREATEST(jakarta_midnight_after(v_day - 1), v_mission.starts_at), p_at) <= v_claimed THEN
    PERFORM fanhub_refuse('MISSION_NOT_DONE');
  END IF;
  IF hearts_earned_on(p_member, v_day) + v_mission.reward > p_daily_cap THEN
    PERFORM fanhub_refuse('DAILY_HEARTS_CAP', jsonb_build_object('cap', p_daily_cap));
  END IF;
  SELECT * INTO v_grant FROM heart_grant(
    p_member, v_mission.reward, 'heart_mission', p_mission::text,
    jakarta_midnight_after(v_day + p_lifetime_days),
    'heart-mission:' || p_mission || ':' || p_member || ':' || v_day || ':' || (v_claimed + 1)
  );
  INSERT INTO heart_mission_completions (mission_id, member_id, day, nth, hearts, transfer_id, completed_at)
  VALUES (p_mission, p_member, v_day, v_claimed + 1, v_mission.reward, v_grant.transfer_id, p_at);
  RETURN QUERY SELECT v_claimed + 1, v_mission.reward, v_grant.balance;
END;
$$;
