-- Hearts (Hati, docs/product.md): free votes a fan earns, a second asset in the same ledger as coins, under the
-- same append-only transfers and entries, seals and verification, and never convertible to or from coins.
--
-- Hearts live in accounts of their own kinds (a fan's `member_hearts`, a project's `voting_project_hearts`, the
-- `heart_issuer` that grants them and may go below zero as the mint does, and `expired_hearts` where expired
-- hearts go): every query about coins, which names coin kinds, is untouched. Each account's asset follows from its
-- kind, and a transfer between two assets is refused by the table itself.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'mint', 'member', 'voting_project', 'campaign', 'event', 'promotions', 'settled', 'forfeited',
  'heart_issuer', 'member_hearts', 'voting_project_hearts', 'expired_hearts'
));
ALTER TABLE ledger_accounts DROP CONSTRAINT balance_never_negative_except_issuers;
ALTER TABLE ledger_accounts ADD CONSTRAINT balance_never_negative_except_issuers
  CHECK (kind IN ('mint', 'promotions', 'heart_issuer') OR balance >= 0);
ALTER TABLE ledger_accounts ADD COLUMN asset text NOT NULL GENERATED ALWAYS AS (
  CASE WHEN kind IN ('heart_issuer', 'member_hearts', 'voting_project_hearts', 'expired_hearts') THEN 'heart' ELSE 'coin' END
) STORED;

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_reason_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_reason_check CHECK (reason IN (
  'top_up', 'top_up_reversal', 'welcome_grant', 'vote', 'campaign_support', 'event_ticket', 'account_closure',
  'promotion_grant', 'promotion_deduction', 'campaign_refund', 'campaign_settlement', 'vote_voided',
  'heart_check_in', 'heart_mission', 'heart_vote', 'heart_expiry'
));

CREATE FUNCTION ledger_refuse_mixed_assets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT asset FROM ledger_accounts WHERE id = NEW.from_account_id)
     IS DISTINCT FROM (SELECT asset FROM ledger_accounts WHERE id = NEW.to_account_id) THEN
    RAISE EXCEPTION 'a transfer moves one asset: hearts never become coins, nor coins hearts';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_transfers_one_asset BEFORE INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_mixed_assets();

-- Each grant of hearts is a lot with its expiry: spending takes the lots closest to expiry first, and what a lot
-- still holds at its expiry leaves through a transfer of its own (heart_expire). A fan's hearts account always
-- holds the sum of their lots' `remaining` (the ledger's invariants check it).
CREATE TABLE heart_lots (
  transfer_id bigint PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  granted bigint NOT NULL CHECK (granted > 0),
  remaining bigint NOT NULL CHECK (remaining >= 0 AND remaining <= granted),
  expires_at timestamptz NOT NULL
);
CREATE INDEX heart_lots_to_spend ON heart_lots (member_id, expires_at, transfer_id) WHERE remaining > 0;
CREATE INDEX heart_lots_to_expire ON heart_lots (expires_at) WHERE remaining > 0;

-- Grants `p_amount` hearts to a fan, expiring at `p_expires_at`; a repeated key answers the first grant.
CREATE FUNCTION heart_grant(p_member uuid, p_amount bigint, p_reason text, p_reference text, p_expires_at timestamptz, p_key text)
RETURNS TABLE(transfer_id bigint, balance bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_issuer bigint := ledger_account('heart_issuer', 'system');
  v_account bigint := ledger_account('member_hearts', p_member::text);
  v_id bigint;
  v_balance bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts WHERE id = v_account FOR UPDATE;
  IF p_key IS NOT NULL THEN
    SELECT t.id INTO v_id FROM ledger_transfers t WHERE t.idempotency_key = p_key;
    IF v_id IS NOT NULL THEN
      RETURN QUERY SELECT v_id, a.balance, true FROM ledger_accounts a WHERE a.id = v_account;
      RETURN;
    END IF;
  END IF;
  INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference, idempotency_key)
  VALUES (v_issuer, v_account, p_amount, p_reason, p_reference, p_key)
  RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, v_issuer, -p_amount), (v_id, v_account, p_amount);
  UPDATE ledger_accounts SET balance = ledger_accounts.balance - p_amount WHERE id = v_issuer;
  UPDATE ledger_accounts SET balance = ledger_accounts.balance + p_amount, credits = credits + 1 WHERE id = v_account
  RETURNING ledger_accounts.balance INTO v_balance;
  INSERT INTO heart_lots (transfer_id, member_id, granted, remaining, expires_at)
  VALUES (v_id, p_member, p_amount, p_amount, p_expires_at);
  RETURN QUERY SELECT v_id, v_balance, false;
END;
$$;

-- The hearts a fan can spend at `p_at`: what their lots hold that has not expired by then.
CREATE FUNCTION heart_available(p_member uuid, p_at timestamptz) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(SUM(remaining), 0)::bigint FROM heart_lots
  WHERE member_id = p_member AND remaining > 0 AND expires_at > p_at
$$;

-- A credit to a busy account (a project's) kept in one of its 32 stripes until the folder adds it to the balance
-- (migration 008), so spends at once do not queue on one row. What ledger_spend does for coins.
CREATE FUNCTION ledger_credit_striped(p_account bigint, p_amount bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO ledger_credit_stripes AS s (account_id, stripe, amount, credits, pending_since)
  VALUES (p_account, pg_backend_pid() % 32, p_amount, 1, now())
  ON CONFLICT (account_id, stripe) DO UPDATE
    SET amount = s.amount + p_amount, credits = s.credits + 1, pending_since = COALESCE(s.pending_since, now())
$$;

-- Spends `p_amount` of a fan's hearts at `p_at` into the account of `p_kind` owned by `p_owner` (a project's
-- hearts), taking the lots closest to expiry first. The receiving account is credited through its stripes, as a
-- coin vote's project is, so a hot project is not one locked row.
CREATE FUNCTION heart_spend(p_member uuid, p_kind text, p_owner text, p_amount bigint, p_reason text, p_at timestamptz)
RETURNS TABLE(transfer_id bigint, from_balance bigint, to_account bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_from bigint;
  v_to bigint := ledger_account(p_kind, p_owner);
  v_lot heart_lots%ROWTYPE;
  v_left bigint := p_amount;
  v_taken bigint;
  v_id bigint;
  v_balance bigint;
BEGIN
  IF (SELECT asset FROM ledger_accounts WHERE id = v_to) <> 'heart' THEN
    RAISE EXCEPTION 'hearts go only to hearts accounts, not %', p_kind;
  END IF;
  SELECT id INTO v_from FROM ledger_accounts WHERE kind = 'member_hearts' AND owner_id = p_member::text FOR UPDATE;
  IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member AND m.email_confirmed_at IS NOT NULL) THEN
    PERFORM fanhub_refuse('EMAIL_NOT_CONFIRMED');
  END IF;
  IF v_from IS NULL OR heart_available(p_member, p_at) < p_amount THEN
    PERFORM fanhub_refuse('INSUFFICIENT_HEARTS', jsonb_build_object('available', COALESCE(heart_available(p_member, p_at), 0)));
  END IF;
  FOR v_lot IN
    SELECT * FROM heart_lots l
    WHERE l.member_id = p_member AND l.remaining > 0 AND l.expires_at > p_at
    ORDER BY l.expires_at, l.transfer_id
    FOR UPDATE
  LOOP
    EXIT WHEN v_left = 0;
    v_taken := LEAST(v_left, v_lot.remaining);
    UPDATE heart_lots SET remaining = remaining - v_taken WHERE heart_lots.transfer_id = v_lot.transfer_id;
    v_left := v_left - v_taken;
  END LOOP;
  INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference)
  VALUES (v_from, v_to, p_amount, p_reason, p_owner)
  RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, v_from, -p_amount), (v_id, v_to, p_amount);
  UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_from RETURNING balance INTO v_balance;
  PERFORM ledger_credit_striped(v_to, p_amount);
  RETURN QUERY SELECT v_id, v_balance, v_to;
END;
$$;

-- Every lot that has expired by `p_at` and still holds hearts: what it holds leaves the fan's account for
-- `expired_hearts` in one transfer per fan (reason heart_expiry), and the lots are emptied. Answers the number
-- of transfers made. Run by the API's jobs; a second run at once finds nothing (the fans' accounts are locked).
CREATE FUNCTION heart_expire(p_at timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_member uuid;
  v_account bigint;
  v_expired bigint;
  v_sink bigint := ledger_account('expired_hearts', 'system');
  v_id bigint;
  v_transfers integer := 0;
BEGIN
  FOR v_member IN
    SELECT DISTINCT member_id FROM heart_lots WHERE remaining > 0 AND expires_at <= p_at ORDER BY member_id
  LOOP
    -- The fan's account first, as a spend locks it: their lots cannot change under this.
    SELECT id INTO v_account FROM ledger_accounts
    WHERE kind = 'member_hearts' AND owner_id = v_member::text FOR UPDATE;
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
    v_transfers := v_transfers + 1;
  END LOOP;
  RETURN v_transfers;
END;
$$;

-- The daily attendance check-in: once per fan per Jakarta day (the primary key decides between requests at once),
-- with the streak of consecutive days; every `p_bonus_every`th day of a streak adds `p_bonus`. Its hearts expire
-- `p_lifetime_days` Jakarta days after the day they were earned, at midnight.
CREATE TABLE heart_check_ins (
  member_id uuid NOT NULL REFERENCES members (id),
  day date NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  hearts bigint NOT NULL CHECK (hearts > 0),
  transfer_id bigint NOT NULL,
  checked_in_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE FUNCTION heart_check_in(p_member uuid, p_at timestamptz, p_daily bigint, p_bonus bigint, p_bonus_every integer, p_lifetime_days integer)
RETURNS TABLE(day date, streak integer, hearts bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_day date := jakarta_day(p_at);
  v_streak integer;
  v_hearts bigint;
  v_grant record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member AND m.email_confirmed_at IS NOT NULL) THEN
    PERFORM fanhub_refuse('EMAIL_NOT_CONFIRMED');
  END IF;
  -- One check-in of a fan at a time (the grant locks the same account): the streak is read after the one before
  -- has committed, even across midnight.
  PERFORM 1 FROM ledger_accounts WHERE id = ledger_account('member_hearts', p_member::text) FOR UPDATE;
  v_streak := COALESCE(
    (SELECT c.streak FROM heart_check_ins c WHERE c.member_id = p_member AND c.day = v_day - 1), 0
  ) + 1;
  v_hearts := p_daily + CASE WHEN v_streak % p_bonus_every = 0 THEN p_bonus ELSE 0 END;
  -- A second request of the same day, once the first has committed, inserts nothing.
  INSERT INTO heart_check_ins (member_id, day, streak, hearts, transfer_id, checked_in_at)
  VALUES (p_member, v_day, v_streak, v_hearts, 0, p_at)
  ON CONFLICT ON CONSTRAINT heart_check_ins_pkey DO NOTHING;
  IF NOT FOUND THEN
    PERFORM fanhub_refuse('ALREADY_CHECKED_IN', jsonb_build_object('nextAt', iso_time(jakarta_midnight_after(v_day))));
  END IF;
  SELECT * INTO v_grant FROM heart_grant(
    p_member, v_hearts, 'heart_check_in', v_day::text,
    jakarta_midnight_after(v_day + p_lifetime_days), 'heart-check-in:' || p_member || ':' || v_day
  );
  UPDATE heart_check_ins c SET transfer_id = v_grant.transfer_id WHERE c.member_id = p_member AND c.day = v_day;
  RETURN QUERY SELECT v_day, v_streak, v_hearts, v_grant.balance;
END;
$$;
