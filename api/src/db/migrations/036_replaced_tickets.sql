-- A revoked ticket can be replaced (ADR-248): a sign-up holds at most one ticket that is not revoked, and any number
-- of revoked ones, which stay on every door's revocation list.
ALTER TABLE event_tickets DROP CONSTRAINT event_tickets_sign_up_id_key;
CREATE UNIQUE INDEX event_tickets_current ON event_tickets (sign_up_id) WHERE revoked_at IS NULL;
CREATE INDEX event_tickets_sign_up ON event_tickets (sign_up_id);
