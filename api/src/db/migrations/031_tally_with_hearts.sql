-- The tally counts hearts (docs/product.md, Hearts): a project's vote points are its coins times the voting's coin
-- weight plus its hearts times the heart weight; coins and hearts stay apart beside them. For a voting that takes
-- coins at a point each and no hearts (every voting before migration 030), the points are its coins, as before.
CREATE OR REPLACE VIEW voting_project_totals AS
  SELECT p.id AS project_id, p.voting_id, COALESCE(a.balance, 0)::bigint AS coins, COALESCE(a.credits, 0)::bigint AS votes,
         COALESCE(h.balance, 0)::bigint AS hearts, COALESCE(h.credits, 0)::bigint AS heart_votes,
         (COALESCE(a.balance, 0) * COALESCE(v.coin_weight, 0) + COALESCE(h.balance, 0) * COALESCE(v.heart_weight, 0))::bigint
           AS points
  FROM voting_projects p
  JOIN votings v ON v.id = p.voting_id
  LEFT JOIN ledger_account_totals a ON a.kind = 'voting_project' AND a.owner_id = p.id::text
  LEFT JOIN ledger_account_totals h ON h.kind = 'voting_project_hearts' AND h.owner_id = p.id::text;

-- A project as lists, details and a vote's answer show it: `p_coins` and `p_votes` as the caller read them (a vote
-- passes the totals it just wrote), its hearts and the voting's weights read here.
CREATE OR REPLACE FUNCTION voting_project_summary(p voting_projects, p_coins bigint, p_votes bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    '_id', p.id, 'votingId', p.voting_id, 'title', p.title, 'image', p.image, 'description', p.description,
    'targetVotes', p.target_votes, 'coinsCollected', p_coins, 'heartsCollected', hearts.balance,
    'totalVotes', points.total, 'supporterCount', p_votes + hearts.credits,
    'progress', ROUND(points.total * 100.0 / p.target_votes, 2)::float8)
  FROM (
    SELECT COALESCE(SUM(t.balance), 0)::bigint AS balance, COALESCE(SUM(t.credits), 0)::bigint AS credits
    FROM ledger_account_totals t WHERE t.kind = 'voting_project_hearts' AND t.owner_id = p.id::text
  ) hearts,
  LATERAL (
    SELECT (p_coins * COALESCE(v.coin_weight, 0) + hearts.balance * COALESCE(v.heart_weight, 0))::bigint AS total
    FROM votings v WHERE v.id = p.voting_id
  ) points
$$;
