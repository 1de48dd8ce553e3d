-- Who is inside follows the order the doors scanned in, not the order their scans reached the server (issue 68):
-- an offline entry uploaded late no longer overrides a later exit at another door. Each ticket keeps whether its
-- holder is inside (kept by a trigger on every accepted scan), so the door's pack and its count read a column
-- instead of every ticket's scans at each scan.
DROP INDEX ticket_scans_ticket;
CREATE INDEX ticket_scans_ticket ON ticket_scans (ticket_id, scanned_at) WHERE result = 'ok';

CREATE OR REPLACE FUNCTION ticket_inside(p_ticket uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT sc.direction = 'entry' FROM ticket_scans sc WHERE sc.ticket_id = p_ticket AND sc.result = 'ok'
     ORDER BY sc.scanned_at DESC, sc.received_at DESC LIMIT 1),
    false)
$$;

ALTER TABLE event_tickets ADD COLUMN inside boolean NOT NULL DEFAULT false;
UPDATE event_tickets SET inside = true WHERE ticket_inside(id);
CREATE INDEX event_tickets_inside ON event_tickets (event_id) WHERE inside;

-- The scan's ticket is locked by the scan's transaction (lockedTicket), so two doors' scans update it in turn.
CREATE FUNCTION ticket_scan_moves_holder() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_tickets SET inside = ticket_inside(NEW.ticket_id) WHERE id = NEW.ticket_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ticket_scans_move_holder AFTER INSERT ON ticket_scans
  FOR EACH ROW WHEN (NEW.result = 'ok' AND NEW.ticket_id IS NOT NULL) EXECUTE FUNCTION ticket_scan_moves_holder();
