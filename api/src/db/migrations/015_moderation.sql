-- Moderation. Fans report a vote's or a support's message (once per fan and message); a message reported by
-- enough different fans (the studio setting auto_hide_reports) is hidden until a moderator decides; a moderator
-- hides or restores a message, and suspends or restores a fan. Coins, totals and the ledger never change.
CREATE TABLE studio_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO studio_settings (key, value) VALUES ('auto_hide_reports', '10');

-- NULL: shown. 'reports': hidden by fans' reports, waiting for a moderator. 'moderator': hidden by one.
-- message_reviewed: a moderator has decided, so reports no longer hide it.
ALTER TABLE votes
  ADD COLUMN message_hidden text CHECK (message_hidden IN ('reports', 'moderator')),
  ADD COLUMN message_reviewed boolean NOT NULL DEFAULT false;
ALTER TABLE campaign_supports
  ADD COLUMN message_hidden text CHECK (message_hidden IN ('reports', 'moderator')),
  ADD COLUMN message_reviewed boolean NOT NULL DEFAULT false;

CREATE TABLE message_reports (
  kind text NOT NULL CHECK (kind IN ('vote', 'support')),
  message_id uuid NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, message_id, member_id)
);

-- A suspended fan cannot sign in (their sessions end with a new token version) nor spend; their coins stay.
ALTER TABLE members ADD COLUMN suspended_at timestamptz;
