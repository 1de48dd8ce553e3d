-- The coin movement itself, one call per transfer: a spend costs one round trip instead of six.
-- Refusals are raised as 'FANHUB:<CODE>' (SQLSTATE P0001); ledger/transfer.ts turns them into bilingual errors.

-- How many transfers credited each account (a project's number of votes, read without counting its votes),
-- kept by the statement that raises the balance, on the row it already holds.
ALTER TABLE ledger_accounts ADD COLUMN credits bigint NOT NULL DEFAULT 0;
UPDATE ledger_accounts a SET credits = c.count
FROM (SELECT to_account_id, COUNT(*) AS count FROM ledger_transfers GROUP BY to_account_id) c
WHERE c.to_account_id = a.id;

-- Credits to accounts that are only ever credited (projects, campaigns, events), waiting to be folded into
-- their balance. A spend appends one here instead of updating the account's row, so a rush of fans paying one
-- project never queues on that row (each waiting for the one before to commit and flush); the folder adds them
-- up in batches.
CREATE TABLE ledger_pending_credits (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0)
);
CREATE INDEX ledger_pending_credits_account_idx ON ledger_pending_credits (account_id);

-- Every account's balance and credit count, pending credits included: what totals are read from.
CREATE VIEW ledger_account_totals AS
  SELECT a.id, a.kind, a.owner_id,
         a.balance + COALESCE(p.amount, 0) AS balance, a.credits + p.count AS credits
  FROM ledger_accounts a
  CROSS JOIN LATERAL (
    SELECT SUM(amount)::bigint AS amount, COUNT(*)::bigint AS count FROM ledger_pending_credits WHERE account_id = a.id
  ) p;

-- Folds pending credits into their accounts (at most 10,000 at a time), one folder at a time across every
-- replica; answers how many it folded.
CREATE FUNCTION ledger_fold_credits() RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_folded bigint;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7302020) THEN
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM ledger_pending_credits
    WHERE id IN (SELECT id FROM ledger_pending_credits ORDER BY id LIMIT 10000)
    RETURNING account_id, amount
  ), sums AS (
    SELECT account_id, SUM(amount) AS amount, COUNT(*) AS count FROM taken GROUP BY account_id
  ), folded AS (
    UPDATE ledger_accounts a SET balance = a.balance + s.amount, credits = a.credits + s.count
    FROM sums s WHERE a.id = s.account_id
    RETURNING s.count
  )
  SELECT COALESCE(SUM(count), 0) INTO v_folded FROM folded;
  RETURN v_folded;
END;
$$;

CREATE FUNCTION ledger_transfer(
  p_from bigint,
  p_to bigint,
  p_amount bigint,
  p_reason text,
  p_reference text,
  p_idempotency_key text,
  -- A spend: refused while the paying account is on hold.
  p_spend boolean,
  -- The credited account is only ever credited: it is not locked, and the credit waits in
  -- ledger_pending_credits for the folder.
  p_credit_later boolean
) RETURNS TABLE (transfer_id bigint, from_balance bigint, to_balance bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_from ledger_accounts%ROWTYPE;
  v_to_balance bigint;
  v_earlier ledger_transfers%ROWTYPE;
  v_id bigint;
BEGIN
  -- Locked in id order, so two transfers never wait on each other in a cycle.
  FOR v_id IN
    SELECT id FROM ledger_accounts
    WHERE id = p_from OR (id = p_to AND NOT p_credit_later) ORDER BY id
  LOOP
    PERFORM 1 FROM ledger_accounts WHERE id = v_id FOR UPDATE;
  END LOOP;
  SELECT * INTO v_from FROM ledger_accounts WHERE id = p_from;
  -- The cached balance only: adding up a busy project's pending credits on every spend would cost more
  -- than the spend.
  SELECT balance INTO v_to_balance FROM ledger_accounts WHERE id = p_to;
  IF v_from.id IS NULL OR v_to_balance IS NULL THEN
    RAISE EXCEPTION 'ledger account % or % does not exist', p_from, p_to;
  END IF;

  IF p_idempotency_key IS NOT NULL THEN
    SELECT * INTO v_earlier FROM ledger_transfers WHERE idempotency_key = p_idempotency_key;
    IF v_earlier.id IS NOT NULL THEN
      IF v_earlier.from_account_id <> p_from OR v_earlier.to_account_id <> p_to OR v_earlier.amount <> p_amount THEN
        RAISE EXCEPTION 'FANHUB:IDEMPOTENCY_KEY_REUSED';
      END IF;
      RETURN QUERY SELECT v_earlier.id, v_from.balance, t.balance, true FROM ledger_account_totals t WHERE t.id = p_to;
      RETURN;
    END IF;
  END IF;
  IF p_spend AND v_from.held_since IS NOT NULL THEN
    RAISE EXCEPTION 'FANHUB:ACCOUNT_ON_HOLD';
  END IF;
  IF v_from.kind <> 'mint' AND v_from.balance < p_amount THEN
    RAISE EXCEPTION 'FANHUB:INSUFFICIENT_COINS';
  END IF;

  INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference, idempotency_key)
  VALUES (p_from, p_to, p_amount, p_reason, p_reference, p_idempotency_key)
  RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, p_from, -p_amount), (v_id, p_to, p_amount);
  UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = p_from RETURNING balance INTO v_from.balance;
  IF p_credit_later THEN
    INSERT INTO ledger_pending_credits (account_id, amount) VALUES (p_to, p_amount);
    v_to_balance := NULL;
  ELSE
    UPDATE ledger_accounts SET balance = balance + p_amount, credits = credits + 1 WHERE id = p_to
    RETURNING balance INTO v_to_balance;
  END IF;
  RETURN QUERY SELECT v_id, v_from.balance, v_to_balance, false;
END;
$$;

-- The account of a kind and owner, opened with a zero balance the first time, without locking it.
CREATE FUNCTION ledger_account(p_kind text, p_owner_id text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts WHERE kind = p_kind AND owner_id = p_owner_id;
  IF v_id IS NULL THEN
    -- Two first spends at once: the second waits for the first's insert, does nothing, and then (a new
    -- statement, a new snapshot) finds the committed account.
    INSERT INTO ledger_accounts (kind, owner_id) VALUES (p_kind, p_owner_id) ON CONFLICT (kind, owner_id) DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts WHERE kind = p_kind AND owner_id = p_owner_id;
    END IF;
  END IF;
  RETURN v_id;
END;
$$;
