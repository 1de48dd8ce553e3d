-- How far the ledger folder is behind, for metrics and alerts: each stripe of pending credits remembers since
-- when it has held coins (the oldest credit not yet folded into its account's balance); folding clears it.
ALTER TABLE ledger_credit_stripes ADD COLUMN pending_since timestamptz;
UPDATE ledger_credit_stripes SET pending_since = now() WHERE credits > 0;

CREATE OR REPLACE FUNCTION ledger_spend(p_member text, p_kind text, p_owner text, p_amount bigint, p_reason text)
RETURNS TABLE(transfer_id bigint, from_balance bigint, to_account bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_from bigint;
  v_balance bigint;
  v_held timestamptz;
  v_to bigint := ledger_account(p_kind, p_owner);
  v_id bigint;
BEGIN
  UPDATE ledger_accounts SET balance = balance - p_amount
  WHERE kind = 'member' AND owner_id = p_member AND balance >= p_amount AND held_since IS NULL
  RETURNING id, balance INTO v_from, v_balance;
  IF v_from IS NULL THEN
    SELECT held_since INTO v_held FROM ledger_accounts WHERE kind = 'member' AND owner_id = p_member;
    IF v_held IS NOT NULL THEN
      RAISE EXCEPTION 'FANHUB:ACCOUNT_ON_HOLD';
    END IF;
    RAISE EXCEPTION 'FANHUB:INSUFFICIENT_COINS';
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

CREATE OR REPLACE FUNCTION ledger_fold_credits() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_folded bigint;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7302020) THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    UPDATE ledger_credit_stripes s SET amount = 0, credits = 0, pending_since = NULL
    FROM (
      SELECT account_id, stripe, amount, credits FROM ledger_credit_stripes WHERE credits > 0
      FOR UPDATE SKIP LOCKED
    ) held
    WHERE s.account_id = held.account_id AND s.stripe = held.stripe
    RETURNING held.account_id, held.amount, held.credits
  ), sums AS (
    SELECT account_id, SUM(amount) AS amount, SUM(credits) AS credits FROM taken GROUP BY account_id
  ), folded AS (
    UPDATE ledger_accounts a SET balance = a.balance + s.amount, credits = a.credits + s.credits
    FROM sums s WHERE a.id = s.account_id
    RETURNING s.credits
  )
  SELECT COALESCE(SUM(credits), 0) INTO v_folded FROM folded;
  RETURN v_folded;
END;
$$;
