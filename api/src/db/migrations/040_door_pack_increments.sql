-- A door fetches its event's tickets once, then only what changed since (issue 68): each ticket keeps when it last
-- changed (issued, revoked, its holder going in or out). The time is the clock's, not the transaction's start, so
-- a change commits soon after the time it carries; the door asks again with an overlap that covers the rest.
ALTER TABLE event_tickets ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();

CREATE FUNCTION event_ticket_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- An update that names the time itself (a backfill, a test's past) keeps it.
  IF NEW.changed_at IS NOT DISTINCT FROM OLD.changed_at THEN
    NEW.changed_at := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER event_tickets_changed BEFORE UPDATE ON event_tickets
  FOR EACH ROW EXECUTE FUNCTION event_ticket_changed();
