-- Money in the studio (docs/finance.md): refunds, coin adjustments under four eyes, campaign payouts,
-- all-or-nothing campaigns and each order's provider history. No coin moves outside a ledger transfer.

-- Two system accounts: `promotions`, what was given away (it goes below zero as the mint does), and `settled`,
-- campaign coins paid out to their organisers.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('mint', 'member', 'voting_project', 'campaign', 'event', 'promotions', 'settled'));
ALTER TABLE ledger_accounts DROP CONSTRAINT balance_never_negative_except_mint;
ALTER TABLE ledger_accounts ADD CONSTRAINT balance_never_negative_except_issuers
  CHECK (kind IN ('mint', 'promotions') OR balance >= 0);

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_reason_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_reason_check CHECK (reason IN (
  'top_up', 'top_up_reversal', 'welcome_grant', 'vote', 'campaign_support', 'event_ticket', 'account_closure',
  'promotion_grant', 'promotion_deduction', 'campaign_refund', 'campaign_settlement'
));

-- The issuers (the mint, promotions) may go below zero; every other account only spends what it holds.
CREATE OR REPLACE FUNCTION ledger_transfer(p_from bigint, p_to bigint, p_amount bigint, p_reason text, p_reference text, p_idempotency_key text, p_spend boolean)
RETURNS TABLE(transfer_id bigint, from_balance bigint, to_balance bigint, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_from ledger_accounts%ROWTYPE;
  v_to_balance bigint;
  v_earlier ledger_transfers%ROWTYPE;
  v_id bigint;
BEGIN
  -- Locked in id order, so two transfers never wait on each other in a cycle.
  FOR v_id IN SELECT id FROM ledger_accounts WHERE id IN (p_from, p_to) ORDER BY id LOOP
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
      RETURN QUERY SELECT v_earlier.id, v_from.balance, t.balance, true FROM ledger_account_totals t WHERE t.id = p_to;
      RETURN;
    END IF;
  END IF;
  IF p_spend AND v_from.held_since IS NOT NULL THEN
    RAISE EXCEPTION 'FANHUB:ACCOUNT_ON_HOLD';
  END IF;
  IF v_from.kind NOT IN ('mint', 'promotions') AND v_from.balance < p_amount THEN
    RAISE EXCEPTION 'FANHUB:INSUFFICIENT_COINS';
  END IF;

  INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason, reference, idempotency_key)
  VALUES (p_from, p_to, p_amount, p_reason, p_reference, p_idempotency_key)
  RETURNING id INTO v_id;
  INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (v_id, p_from, -p_amount), (v_id, p_to, p_amount);
  UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = p_from RETURNING balance INTO v_from.balance;
  UPDATE ledger_accounts SET balance = balance + p_amount, credits = credits + 1 WHERE id = p_to
  RETURNING balance INTO v_to_balance;
  RETURN QUERY SELECT v_id, v_from.balance, v_to_balance, false;
END;
$$;

-- Folds one account's pending credits now (the folder does all accounts, in the background): coins leaving a
-- campaign's account (a refund, a payout) must first be in its balance. Answers the balance.
CREATE FUNCTION ledger_fold_account(p_account bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  WITH taken AS (
    UPDATE ledger_credit_stripes s SET amount = 0, credits = 0, pending_since = NULL
    FROM (
      SELECT stripe, amount, credits FROM ledger_credit_stripes
      WHERE account_id = p_account AND credits > 0 FOR UPDATE
    ) held
    WHERE s.account_id = p_account AND s.stripe = held.stripe
    RETURNING held.amount, held.credits
  )
  UPDATE ledger_accounts a
  SET balance = a.balance + COALESCE((SELECT SUM(amount) FROM taken), 0),
      credits = a.credits + COALESCE((SELECT SUM(credits) FROM taken), 0)
  WHERE a.id = p_account
  RETURNING balance INTO v_balance;
  RETURN v_balance;
END;
$$;

-- Everything the payment provider told us about an order, as it came: each notification, each answer of its
-- status API and of its refund API. Written apart from the order's changes, so a refused notification is kept.
CREATE TABLE payment_order_events (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  source text NOT NULL CHECK (source IN ('notification', 'status_api', 'refund_api')),
  transaction_status text,
  gross_amount text,
  outcome text,
  payload jsonb NOT NULL
);
CREATE INDEX payment_order_events_order ON payment_order_events (order_id, id);

-- Refunds made from the studio. A refund is recorded (requested) before the provider is asked, with the key the
-- provider refunds once by; its coins are reversed in the transaction that marks it completed. A refund the API
-- did not finish (a crash, a timeout) is finished by the next replica once its lease has run out.
CREATE TABLE order_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id text NOT NULL REFERENCES payment_orders (id),
  refund_key text NOT NULL UNIQUE,
  -- The studio request's Idempotency-Key: the same request again is the same refund.
  request_key text UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'completed', 'failed')),
  requested_by uuid NOT NULL REFERENCES staff (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  completed_at timestamptz,
  coins bigint CHECK (coins >= 0),
  shortfall bigint CHECK (shortfall >= 0),
  reversal_transfer_id bigint,
  failure text
);
CREATE INDEX order_refunds_order ON order_refunds (order_id);
CREATE INDEX order_refunds_unfinished ON order_refunds (lease_until) WHERE status = 'requested';

-- Coins granted or deducted by hand, proposed by one finance person and executed by another (four eyes). A
-- change to a proposal raises its version: an approval names the version it saw.
CREATE TABLE coin_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES members (id),
  direction text NOT NULL CHECK (direction IN ('grant', 'deduct')),
  coins bigint NOT NULL CHECK (coins > 0),
  reason_code text NOT NULL,
  note text NOT NULL,
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'executed', 'rejected')),
  version integer NOT NULL DEFAULT 1,
  proposed_by uuid NOT NULL REFERENCES staff (id),
  proposed_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid REFERENCES staff (id),
  decided_at timestamptz,
  decision_note text,
  transfer_id bigint,
  CONSTRAINT coin_adjustments_four_eyes CHECK (status <> 'executed' OR decided_by <> proposed_by)
);
CREATE INDEX coin_adjustments_member ON coin_adjustments (member_id, proposed_at DESC);

-- All or nothing: a campaign that says so returns every supporter's coins when it closes short of its target.
ALTER TABLE campaigns ADD COLUMN refund_if_short boolean NOT NULL DEFAULT false;
ALTER TABLE campaigns ADD COLUMN refunded_at timestamptz;
-- The transfer that gave a support's coins back (all or nothing).
ALTER TABLE campaign_supports ADD COLUMN refund_transfer_id bigint;

-- A completed campaign's coins paid out to its organiser. Requested, approved by another finance person,
-- processing at the bank, then paid (the campaign's coins move to `settled` in one transfer), or rejected or
-- failed (the coins never left the campaign). One open and one paid payout per campaign at most.
CREATE TABLE campaign_payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id),
  coins bigint NOT NULL CHECK (coins > 0),
  idr_per_coin bigint NOT NULL CHECK (idr_per_coin > 0),
  idr_amount bigint NOT NULL,
  fee_idr bigint NOT NULL CHECK (fee_idr >= 0),
  net_idr bigint NOT NULL CHECK (net_idr >= 0),
  organiser_name text NOT NULL,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  account_holder text NOT NULL,
  bank_reference text,
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'processing', 'paid', 'rejected', 'failed')),
  status_reason text,
  version integer NOT NULL DEFAULT 1,
  requested_by uuid NOT NULL REFERENCES staff (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  changed_by uuid NOT NULL REFERENCES staff (id),
  approved_by uuid REFERENCES staff (id),
  approved_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  settlement_transfer_id bigint,
  CONSTRAINT campaign_payouts_four_eyes CHECK (approved_by IS NULL OR (approved_by <> requested_by AND approved_by <> changed_by)),
  CONSTRAINT campaign_payouts_amounts CHECK (idr_amount = coins * idr_per_coin AND net_idr = idr_amount - fee_idr)
);
CREATE UNIQUE INDEX campaign_payouts_one_open ON campaign_payouts (campaign_id)
  WHERE status IN ('requested', 'approved', 'processing');
CREATE UNIQUE INDEX campaign_payouts_one_paid ON campaign_payouts (campaign_id) WHERE status = 'paid';

-- A campaign's card: what fans gave stays its collected coins after a payout took them to `settled`; a paid
-- payout says when and how much; an all-or-nothing campaign says so.
CREATE OR REPLACE VIEW campaign_cards AS
 SELECT c.id AS _id,
    c.title,
    c.image,
    c.description,
    c.target_coins AS "targetCoins",
    COALESCE(a.balance, 0::bigint) + COALESCE(p.coins, 0::bigint) AS "collectedCoins",
    round((COALESCE(a.balance, 0::bigint) + COALESCE(p.coins, 0::bigint))::numeric * 100.0 / c.target_coins::numeric, 2)::double precision AS progress,
    iso_time(c.target_date) AS "targetDate",
    iso_time(c.created_at) AS "createdAt",
    ( SELECT count(*) AS count FROM campaign_supporters s WHERE s.campaign_id = c.id) AS participants,
        CASE
            WHEN c.target_date <= now() OR c.publication = 'closed'::text THEN 'completed'::text
            WHEN ( SELECT count(*) AS count
               FROM ( SELECT 1 FROM campaign_supporters s
                      WHERE s.campaign_id = c.id AND s.last_supported_at > (now() - '7 days'::interval)
                     LIMIT 3) recent) >= 3 THEN 'trending'::text
            ELSE 'active'::text
        END AS status,
    c.refund_if_short AS "refundIfShort",
    iso_time(c.refunded_at) AS "refundedAt",
    CASE WHEN p.id IS NULL THEN NULL
         ELSE jsonb_build_object('settledAt', iso_time(p.paid_at), 'coins', p.coins) END AS settlement
   FROM campaigns c
     LEFT JOIN ledger_account_totals a ON a.kind = 'campaign'::text AND a.owner_id = c.id::text
     LEFT JOIN campaign_payouts p ON p.campaign_id = c.id AND p.status = 'paid';
