-- A ticket's mail going out (mailed_at, set by the job queue after the sign-up) changes nothing a door holds:
-- it no longer marks the ticket changed, which sent every ticket mailed since a door's last pack in its next one.
CREATE OR REPLACE FUNCTION event_ticket_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'mailed_at' - 'changed_at' = to_jsonb(OLD) - 'mailed_at' - 'changed_at' THEN
    RETURN NEW;
  END IF;
  -- An update that names the time itself (a backfill, a test's past) keeps it.
  IF NEW.changed_at IS NOT DISTINCT FROM OLD.changed_at THEN
    NEW.changed_at := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$;
