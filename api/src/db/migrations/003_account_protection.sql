-- Account protection: sessions that can be ended, emailed reset codes, holds on coin accounts,
-- replayable spends, upload quotas and the full order life cycle.

-- Every access token carries the member's token version; a password reset or change raises it, which ends
-- every session signed before.
ALTER TABLE members ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- One pending reset code per member: 6 digits (stored as a keyed hash), 15 minutes, 5 attempts, single use.
CREATE TABLE password_reset_codes (
  member_id uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A held account spends nothing until an operator releases it (a reversal found its coins already spent).
ALTER TABLE ledger_accounts ADD COLUMN held_since timestamptz, ADD COLUMN hold_reason text;

-- The first answer to a spend sent with an Idempotency-Key; a retry with the same key gets it again.
CREATE TABLE idempotent_requests (
  member_id uuid NOT NULL REFERENCES members (id),
  key text NOT NULL,
  fingerprint text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, key)
);

-- Who uploaded what, for the per-member daily quota.
CREATE TABLE uploads (
  name text PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_member_idx ON uploads (member_id, created_at DESC);

-- Orders follow one life cycle: pending -> paid -> refunded | charged_back; pending -> failed | expired |
-- denied | cancelled; challenge while the provider's fraud review runs. needs_review: an operator decides.
ALTER TABLE payment_orders ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check CHECK (
  status IN ('pending', 'challenge', 'paid', 'failed', 'denied', 'cancelled', 'expired', 'refunded', 'charged_back')
);
