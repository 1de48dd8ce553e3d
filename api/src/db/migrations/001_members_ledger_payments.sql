-- Members, the double-entry coin ledger, coin purchases and notifications.

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  full_name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  avatar text,
  birth_date date,
  gender text NOT NULL DEFAULT 'Wanita' CHECK (gender IN ('Wanita', 'Pria', 'Lainnya')),
  phone text NOT NULL,
  referal_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_email_key ON members (lower(email));

-- Ledger: coins only ever move by a transfer, which writes two entries that sum to zero.
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('mint', 'member', 'voting_project', 'campaign', 'event')),
  owner_id text NOT NULL,
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, owner_id),
  CONSTRAINT balance_never_negative_except_mint CHECK (kind = 'mint' OR balance >= 0)
);

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  from_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  to_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  reason text NOT NULL CHECK (
    reason IN ('top_up', 'top_up_reversal', 'welcome_grant', 'vote', 'campaign_support', 'event_ticket')
  ),
  reference text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account_id <> to_account_id)
);
CREATE INDEX ledger_transfers_reference_idx ON ledger_transfers (reference);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id);

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only; correct a transfer with a new transfer';
END;
$$;
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- The one account coins are minted from when a payment settles; its balance is minus all coins sold.
INSERT INTO ledger_accounts (kind, owner_id) VALUES ('mint', 'system');

CREATE TABLE pricing_packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  coin integer NOT NULL CHECK (coin > 0),
  price bigint NOT NULL CHECK (price > 0),
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_orders (
  id text PRIMARY KEY,
  member_id uuid NOT NULL REFERENCES members (id),
  package_id uuid NOT NULL REFERENCES pricing_packages (id),
  coins integer NOT NULL CHECK (coins > 0),
  gross_amount bigint NOT NULL CHECK (gross_amount > 0),
  provider text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  provider_status text,
  snap_token text UNIQUE,
  redirect_url text,
  credit_transfer_id bigint REFERENCES ledger_transfers (id),
  reversal_transfer_id bigint REFERENCES ledger_transfers (id),
  reversal_shortfall bigint NOT NULL DEFAULT 0,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_orders_member_idx ON payment_orders (member_id, created_at DESC);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL, -- write order, for notifications written within the same instant
  member_id uuid NOT NULL REFERENCES members (id),
  title text NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_member_idx ON notifications (member_id, created_at DESC, seq DESC);
