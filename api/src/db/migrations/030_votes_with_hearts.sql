-- Votings that take hearts (docs/product.md, Hearts): each voting's rules say whether it takes coins, hearts or
-- both, and how many vote points each is worth; fixed once a vote exists, as the other rules are. A voting takes
-- coins at 1 point each unless its rules say otherwise; it takes hearts only when they say so.
ALTER TABLE votings
  ADD COLUMN coin_weight integer DEFAULT 1 CHECK (coin_weight BETWEEN 1 AND 1000),
  ADD COLUMN heart_weight integer CHECK (heart_weight BETWEEN 1 AND 1000),
  ADD CONSTRAINT votings_take_coins_or_hearts CHECK (coin_weight IS NOT NULL OR heart_weight IS NOT NULL);

-- A vote with coins for a voting that takes none is refused, by the vote's own row (cast_vote inserts it in the
-- statement that spends, so the spend is undone with it).
CREATE FUNCTION votes_refuse_coins_not_taken() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT v.coin_weight FROM voting_projects p JOIN votings v ON v.id = p.voting_id WHERE p.id = NEW.project_id)
     IS NULL THEN
    PERFORM fanhub_refuse('COINS_NOT_TAKEN');
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER votes_coins_taken BEFORE INSERT ON votes
  FOR EACH ROW EXECUTE FUNCTION votes_refuse_coins_not_taken();

-- A vote with hearts: who gave how many to which project, and the transfer that moved them.
CREATE TABLE heart_votes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL,
  member_id uuid NOT NULL,
  transfer_id bigint NOT NULL UNIQUE,
  hearts bigint NOT NULL CHECK (hearts > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX heart_votes_project ON heart_votes (project_id);
CREATE INDEX heart_votes_member ON heart_votes (member_id, created_at DESC);

-- A vote with hearts at `p_at`, in one statement: the voting's window, that it takes hearts, the fan's unexpired
-- hearts (closest to expiry first), the project's hearts account (striped) and the vote's row; a retried request
-- with the same key answers the first vote.
CREATE FUNCTION cast_heart_vote(p_member uuid, p_project uuid, p_hearts bigint, p_at timestamptz, p_key text, p_fingerprint text)
RETURNS TABLE(answer jsonb, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_earlier jsonb;
  v_voting votings%ROWTYPE;
  v_spend record;
  v_vote uuid;
BEGIN
  v_earlier := spend_claim(p_member, p_key, p_fingerprint);
  IF v_earlier IS NOT NULL THEN
    RETURN QUERY SELECT v_earlier, true;
    RETURN;
  END IF;
  SELECT v.* INTO v_voting FROM voting_projects p JOIN votings v ON v.id = p.voting_id WHERE p.id = p_project;
  IF NOT FOUND OR NOT fan_visible(v_voting.publication, v_voting.publish_at) THEN
    PERFORM fanhub_refuse('NOT_FOUND');
  END IF;
  IF NOT voting_open(v_voting.status, v_voting.duration_time) OR v_voting.publication = 'closed' THEN
    PERFORM fanhub_refuse('VOTING_ENDED');
  END IF;
  IF v_voting.opens_at > p_at THEN
    PERFORM fanhub_refuse('VOTING_NOT_OPEN', jsonb_build_object('opensAt', iso_time(v_voting.opens_at)));
  END IF;
  IF v_voting.heart_weight IS NULL THEN
    PERFORM fanhub_refuse('HEARTS_NOT_TAKEN');
  END IF;
  SELECT * INTO v_spend FROM heart_spend(p_member, 'voting_project_hearts', p_project::text, p_hearts, 'heart_vote', p_at);
  INSERT INTO heart_votes (project_id, member_id, transfer_id, hearts)
  VALUES (p_project, p_member, v_spend.transfer_id, p_hearts) RETURNING id INTO v_vote;
  RETURN QUERY SELECT spend_keep(p_member, p_key, jsonb_build_object(
    'voteId', v_vote, 'hearts', heart_available(p_member, p_at),
    'projectHearts', (SELECT t.balance FROM ledger_account_totals t WHERE t.id = v_spend.to_account))), false;
END;
$$;
