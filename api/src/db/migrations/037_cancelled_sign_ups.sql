-- Cancelled sign-ups (issue 48): a fan cancels where the event allows it, or finance refunds a sign-up. The sign-up
-- moves, in the transaction that returns its coins and revokes its ticket, to cancelled_event_sign_ups: every count
-- of an event's sign-ups (seats, participants, reminders, missions) reads event_sign_ups alone, and the fan may
-- sign up again.

ALTER TABLE events ADD COLUMN fans_may_cancel boolean NOT NULL DEFAULT false;

CREATE TABLE cancelled_event_sign_ups (
  id uuid PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES events (id),
  member_id uuid NOT NULL REFERENCES members (id),
  type text NOT NULL,
  transfer_id bigint UNIQUE REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz NOT NULL DEFAULT now(),
  -- The staff member who refunded it; null when the fan cancelled.
  cancelled_by uuid REFERENCES staff (id),
  reason text NOT NULL,
  -- The coins of a paid sign-up going back (reason event_refund); null for a free one.
  refund_transfer_id bigint UNIQUE REFERENCES ledger_transfers (id),
  CHECK ((transfer_id IS NULL) = (refund_transfer_id IS NULL))
);
CREATE INDEX cancelled_event_sign_ups_member ON cancelled_event_sign_ups (member_id);

-- A ticket outlives its sign-up's move: it stays, revoked, on every door's list.
ALTER TABLE event_tickets DROP CONSTRAINT event_tickets_sign_up_id_fkey;

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_reason_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_reason_check CHECK (reason IN (
  'top_up', 'top_up_reversal', 'welcome_grant', 'vote', 'campaign_support', 'event_ticket', 'account_closure',
  'promotion_grant', 'promotion_deduction', 'campaign_refund', 'campaign_settlement', 'vote_voided',
  'heart_check_in', 'heart_mission', 'heart_vote', 'heart_expiry', 'event_refund'
));

-- Every sign-up ever made, in force or cancelled: what the daily reconciliation holds the tickets' transfers to.
CREATE VIEW every_event_sign_up AS
  SELECT id, event_id, member_id, type, transfer_id, created_at FROM event_sign_ups
  UNION ALL
  SELECT id, event_id, member_id, type, transfer_id, created_at FROM cancelled_event_sign_ups;
