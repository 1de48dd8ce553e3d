-- Fair play for accounts (docs/product.md, "Fair play"): an account proves its email before it spends, where it
-- was registered from is kept for moderators, and proof-of-work solutions are spent once.

-- Until the fan types the code mailed to their address, they may browse and top up but not spend. Accounts made
-- before confirmation existed are taken as confirmed: they signed up under the rules of their day.
ALTER TABLE members
  ADD COLUMN email_confirmed_at timestamptz,
  -- Where the account was registered from (the client address the gateway saw, and the browser's device id):
  -- evidence for moderators' signals, never a reason to block on its own.
  ADD COLUMN registered_from inet,
  ADD COLUMN registration_device text;
UPDATE members SET email_confirmed_at = created_at;
CREATE INDEX members_registered_from ON members (registered_from, created_at) WHERE registered_from IS NOT NULL;
CREATE INDEX members_registration_device ON members (registration_device, created_at)
  WHERE registration_device IS NOT NULL;

-- The code that confirms a member's address: one at a time, replaced by a resend, limited in attempts, and sent
-- at most so often (`sends` counts the sends since `window_started_at`).
CREATE TABLE email_confirmations (
  member_id uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  last_sent_at timestamptz NOT NULL DEFAULT now(),
  window_started_at timestamptz NOT NULL DEFAULT now(),
  sends integer NOT NULL DEFAULT 1
);

-- A proof-of-work challenge, once solved and accepted, cannot be used again (kept until it expires anyway).
CREATE TABLE spent_challenges (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_challenges_expiry ON spent_challenges (expires_at);

-- Sign-in failures per account address, so that sign-in asks for a proof of work after a few of them.
CREATE TABLE sign_in_failures (
  email_key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL
);

-- How hard the proof of work is: operators raise it during an attack (the studio), the API reads it per challenge.
CREATE TABLE fair_play_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  proof_of_work_cost integer NOT NULL CHECK (proof_of_work_cost BETWEEN 1 AND 10000000),
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by uuid
);

-- ledger_spend as in 017, refusing an account whose email is not confirmed ('FANHUB:EMAIL_NOT_CONFIRMED'). The check
-- is part of the statement that debits, so no spend slips in between a check and the debit.
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
    AND EXISTS (SELECT 1 FROM members m WHERE m.id = p_member::uuid AND m.email_confirmed_at IS NOT NULL)
  RETURNING id, balance INTO v_from, v_balance;
  IF v_from IS NULL THEN
    SELECT held_since INTO v_held FROM ledger_accounts WHERE kind = 'member' AND owner_id = p_member;
    IF v_held IS NOT NULL THEN
      RAISE EXCEPTION 'FANHUB:ACCOUNT_ON_HOLD';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM members m WHERE m.id = p_member::uuid AND m.email_confirmed_at IS NOT NULL) THEN
      RAISE EXCEPTION 'FANHUB:EMAIL_NOT_CONFIRMED';
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
