-- The member area: statements that name what coins paid for, receipts, and deleting an account.

-- How the fan paid (the provider's payment type: bank_transfer, gopay, ...), shown on the receipt.
ALTER TABLE payment_orders ADD COLUMN payment_type text;

-- A deleted account keeps its row (its ledger account, votes and orders refer to it), anonymised.
ALTER TABLE members ADD COLUMN deleted_at timestamptz;

-- Closing an account forfeits the coins left in it to the mint, by a transfer like any other.
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_reason_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_reason_check CHECK (
  reason IN ('top_up', 'top_up_reversal', 'welcome_grant', 'vote', 'campaign_support', 'event_ticket', 'account_closure')
);

-- The bell's unread count, read on every page.
CREATE INDEX notifications_unread_idx ON notifications (member_id) WHERE status = 'unread';
-- A member's own votes, supports and sign-ups.
CREATE INDEX votes_member_idx ON votes (member_id, created_at DESC);
CREATE INDEX campaign_supports_member_idx ON campaign_supports (member_id, created_at DESC);
CREATE INDEX event_sign_ups_member_idx ON event_sign_ups (member_id);
