-- The studio's staff, apart from fans' accounts, and the append-only trail of everything they change.

CREATE TABLE staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  full_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'editor', 'moderator', 'finance', 'viewer')),
  password_hash text NOT NULL,
  -- The TOTP secret, sealed with the API's secret (never stored in clear); set when enrolment starts.
  totp_secret text,
  totp_enrolled_at timestamptz,
  -- The last TOTP time step accepted: a code is never accepted twice.
  totp_last_step bigint NOT NULL DEFAULT 0,
  -- Raised by a sign-out, a role change or disabling: every older token is refused on every replica.
  token_version integer NOT NULL DEFAULT 0,
  failed_sign_ins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_email_key ON staff (lower(email));

CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- clock_timestamp: several changes in one transaction keep their order.
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- Kept by value too: the trail names who it was even if the account is later renamed.
  staff_id uuid REFERENCES staff (id),
  staff_email text NOT NULL,
  address text,
  action text NOT NULL,
  record_type text NOT NULL,
  record_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX staff_audit_at_idx ON staff_audit (at DESC, id DESC);
CREATE INDEX staff_audit_staff_idx ON staff_audit (staff_id, at DESC);
CREATE INDEX staff_audit_record_idx ON staff_audit (record_type, record_id, at DESC);

CREATE FUNCTION staff_audit_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_refuse_change();
CREATE TRIGGER staff_audit_never_truncated BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_refuse_change();
