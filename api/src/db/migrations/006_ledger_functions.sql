-- The coin movement itself, one call per transfer: a spend costs one round trip instead of six.
-- Refusals are raised as 'FANHUB:<CODE>' (SQLSTATE P0001); ledger/transfer.ts turns them into bilingual errors.

CREATE FUNCTION ledger_transfer(
  p_from bigint,
  p_to bigint,
  p_amount bigint,
  p_reason text,
  p_reference text,
  p_idempotency_key text,
  -- A spend: refused while the paying account is on hold.
  p_spend boolean,
  -- The credited account is only ever credited: it is not locked, and its balance is left to the caller,
  -- who raises it just before COMMIT.
  p_credit_last boolean
) RETURNS TABLE (transfer_id bigint, to_account_id bigint, from_balance bigint, to_balance bigint, replayed boolean)
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
    WHERE id = p_from OR (id = p_to AND NOT p_credit_last) ORDER BY id
  LOOP
    PERFORM 1 FROM ledger_accounts WHERE id = v_id FOR UPDATE;
  END LOOP;
  SELECT * INTO v_from FROM ledger_accounts WHERE id = p_from;
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
      RETURN QUERY SELECT v_earlier.id, p_to, v_from.balance, v_to_balance, true;
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
  IF p_credit_last THEN
    v_to_balance := NULL;
  ELSE
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = p_to RETURNING balance INTO v_to_balance;
  END IF;
  RETURN QUERY SELECT v_id, p_to, v_from.balance, v_to_balance, false;
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
