-- A ticket's mail is a job now (issue 69, pg-boss): queued in the sign-up's transaction, sent after the fan's
-- answer, retried until it goes. When it went, so a job run twice (an API that died after sending) sends it once.
-- The tickets made before were mailed, or their mail is past saving.
ALTER TABLE event_tickets ADD COLUMN mailed_at timestamptz;
UPDATE event_tickets SET mailed_at = issued_at;
