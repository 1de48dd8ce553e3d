-- Sign in with Google and Apple (ADR-294). A fan's identity at a provider (its `sub`), linked to one account.
CREATE TABLE member_provider_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'apple')),
  subject text NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The email the provider gave when it was linked (Apple's may be a private relay address).
  email text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (member_id, provider)
);

-- One trip to a provider and back: kept from the start until the callback takes it (once), then what it came to
-- until the site takes that (once, by its handoff code), and a new fan's profile ticket until it is used.
CREATE TABLE provider_sign_ins (
  state text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'apple')),
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_to text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  called_back_at timestamptz,
  -- What the provider said, once checked: subject, email, name.
  identity jsonb,
  handoff text UNIQUE,
  handed_off_at timestamptz,
  ticket text UNIQUE,
  ticket_used_at timestamptz
);
CREATE INDEX provider_sign_ins_started_at ON provider_sign_ins (started_at);
