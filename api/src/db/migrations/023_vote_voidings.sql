-- Voiding votes for fraud (docs/fair-play.md): moderators void the votes of accounts they found to be a fraud,
-- by transfers that reverse them (nothing is deleted: the sealed chain still shows the votes and their reversal),
-- and the voting and its verify page say so.

-- Coins of voided votes that the voting's rules forfeit: a system account of their own.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('mint', 'member', 'voting_project', 'campaign', 'event', 'promotions', 'settled', 'forfeited'));

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_reason_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_reason_check CHECK (reason IN (
  'top_up', 'top_up_reversal', 'welcome_grant', 'vote', 'campaign_support', 'event_ticket', 'account_closure',
  'promotion_grant', 'promotion_deduction', 'campaign_refund', 'campaign_settlement', 'vote_voided'
));

-- One decision of the moderators: which voting, why (in both languages), whose votes, and what it moved.
CREATE TABLE vote_voidings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voting_id uuid NOT NULL REFERENCES votings (id),
  reason_id text NOT NULL,
  reason_en text NOT NULL,
  -- The voting's rule when it was voided: the coins went back to the fans, or to the forfeited account.
  destination text NOT NULL CHECK (destination IN ('returned', 'forfeited')),
  member_ids uuid[] NOT NULL,
  votes integer NOT NULL CHECK (votes > 0),
  coins bigint NOT NULL CHECK (coins > 0),
  voided_by uuid NOT NULL REFERENCES staff (id),
  voided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vote_voidings_voting ON vote_voidings (voting_id, voided_at DESC);

-- A voided vote keeps its row, and points at the decision and the transfer that reversed it.
ALTER TABLE votes
  ADD COLUMN voiding_id uuid REFERENCES vote_voidings (id),
  ADD COLUMN void_transfer_id bigint UNIQUE REFERENCES ledger_transfers (id),
  ADD CONSTRAINT votes_voided_together CHECK ((voiding_id IS NULL) = (void_transfer_id IS NULL));
