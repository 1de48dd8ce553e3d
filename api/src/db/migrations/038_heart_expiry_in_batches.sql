-- Hearts leave in bounded batches, one replica at a time (issue 68). Every grant expires at a Jakarta midnight, so
-- the whole day's expiries come due at once: taken in one transaction, they held every such fan's account until
-- the end and could time out every turn, on every replica at once. Now a call takes at most p_batch fans, skips a
-- fan whose account a spend holds (the next turn takes them), and returns at once when another replica is at it.
DROP FUNCTION heart_expire(timestamptz);

CREATE FUNCTION heart_expire(p_at timestamptz, p_batch integer)
RETURNS TABLE (fans integer, transfers integer) LANGUAGE plpgsql AS $$
DECLARE
  v_member uuid;
  v_account bigint;
  v_expired bigint;
  v_sink bigint := ledger_account('expired_hearts', 'system');
  v_id bigint;
BEGIN
  fans := 0;
  transfers := 0;
  IF NOT pg_try_advisory_xact_lock(7302021) THEN
    RETURN NEXT;
    RETURN;
  END IF;
  FOR v_account, v_member IN
    SELECT a.id, due.member_id
    FROM (SELECT DISTINCT member_id FROM heart_lots WHERE remaining > 0 AND expires_at <= p_at) due
    JOIN ledger_accounts a ON a.kind = 'member_hearts' AND a.owner_id = due.member_id::text
    ORDER BY a.id
    LIMIT p_batch
    -- The fan's account first, as a spend locks it: their lots cannot change under this.
    FOR UPDATE OF a SKIP LOCKED
  LOOP
    fans := fans + 1;
    SELECT COALESCE(SUM(remaining), 0) INTO v_expired FROM heart_lots
    WHERE member_id = v_member AND remaining > 0 AND expires_at <= p_at;
    CONTINUE WHEN v_expired = 0;
    UPDATE heart_lots SET remaining = 0 WHERE member_id = v_member AND remaining > 0 AND expires_at <= p_at;
    INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference)
    VALUES (v_account, v_sink, v_expired, 'heart_expiry', v_member::text)
    RETURNING id INTO v_id;
    INSERT INTO ledger_entries (transfer_id, account_id, amount)
    VALUES (v_id, v_account, -v_expired), (v_id, v_sink, v_expired);
    UPDATE ledger_accounts SET balance = balance - v_expired WHERE id = v_account;
    UPDATE ledger_accounts SET balance = balance + v_expired, credits = credits + 1 WHERE id = v_sink;
    transfers := transfers + 1;
  END LOOP;
  RETURN NEXT;
END;
$$;
