-- Mail sent without SMTP (development and the e2e suite), kept where every API replica can show it.
CREATE TABLE development_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX development_outbox_to_idx ON development_outbox (lower(to_address), id DESC);
