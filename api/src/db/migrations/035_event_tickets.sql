-- Event tickets (issue 48, ADR-248): each free or paid sign-up gets a ticket whose secret (its QR code) is signed
-- with Ed25519, so a door verifies it offline; doors send their scans, each applied once by its nonce.

ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check
  CHECK (role IN ('admin', 'editor', 'moderator', 'finance', 'viewer', 'door'));

-- The signing key made once when configuration (TICKET_SIGNING_KEYS) names none.
CREATE TABLE ticket_signing_keys (
  id text PRIMARY KEY,
  private_key text NOT NULL,
  public_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE event_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sign_up_id uuid NOT NULL UNIQUE REFERENCES event_sign_ups (id),
  event_id uuid NOT NULL REFERENCES events (id),
  member_id uuid NOT NULL REFERENCES members (id),
  key_id text NOT NULL,
  secret text NOT NULL,
  valid_until timestamptz NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  -- A revoked ticket (a cancelled or refunded sign-up, a replaced ticket) is on every door's revocation list.
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX event_tickets_event ON event_tickets (event_id);
CREATE INDEX event_tickets_member ON event_tickets (member_id);

-- Every scan a door sent, applied once by its nonce (a retried upload changes nothing): what the server decided,
-- and whether the door had let the fan in while offline. Such a scan the server refuses (one ticket let in at two
-- doors) is a conflict staff see, never hidden.
CREATE TABLE ticket_scans (
  nonce uuid PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES events (id),
  ticket_id uuid REFERENCES event_tickets (id),
  door text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('entry', 'exit')),
  scanned_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  staff_id uuid NOT NULL REFERENCES staff (id),
  result text NOT NULL
    CHECK (result IN ('ok', 'already_redeemed', 'not_inside', 'revoked', 'invalid_time', 'other_event', 'invalid')),
  admitted_offline boolean NOT NULL DEFAULT false,
  conflict boolean GENERATED ALWAYS AS (admitted_offline AND result <> 'ok') STORED
);
CREATE INDEX ticket_scans_ticket ON ticket_scans (ticket_id, received_at);
CREATE INDEX ticket_scans_conflicts ON ticket_scans (event_id) WHERE conflict;

-- Whether a ticket's holder is inside: their last accepted scan was an entry.
CREATE FUNCTION ticket_inside(p_ticket uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(
    (SELECT sc.direction = 'entry' FROM ticket_scans sc WHERE sc.ticket_id = p_ticket AND sc.result = 'ok'
     ORDER BY sc.received_at DESC, sc.scanned_at DESC LIMIT 1),
    false)
$$;
