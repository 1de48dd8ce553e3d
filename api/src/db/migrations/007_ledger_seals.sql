-- The ledger sealed like a transparency log: every few seconds a sealer hashes the entries written since the
-- last seal into a Merkle tree (RFC 6962; contract/src/tally-proof.ts) and stores a seal with its root, the
-- entry range, its leaf hashes and the previous seal's hash. Altering or deleting a sealed entry, or a seal,
-- breaks the chain (`pnpm ledger:verify`, the verify pages).
CREATE TABLE ledger_seals (
  id bigint PRIMARY KEY CHECK (id > 0),
  first_entry_id bigint NOT NULL,
  last_entry_id bigint NOT NULL,
  entry_count integer NOT NULL CHECK (entry_count > 0),
  -- The leaf hashes in entry order, 32 bytes each: proofs are served without hashing the entries again.
  leaves bytea NOT NULL,
  root text NOT NULL,
  previous_hash text NOT NULL,
  hash text NOT NULL UNIQUE,
  sealed_at timestamptz NOT NULL DEFAULT now(),
  CHECK (first_entry_id <= last_entry_id)
);

-- The next seal's upper bound and the transactions that were writing when it was read: entries up to it are
-- sealed once all of those have ended (an entry id is taken before its transaction commits, so a lower id can
-- appear after a higher one; waiting for them is what makes a sealed range final).
CREATE TABLE ledger_seal_horizon (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  up_to_entry_id bigint NOT NULL,
  writers xid8[] NOT NULL
);

-- Which seal holds an entry: the first seal whose range ends at or after it.
CREATE INDEX ledger_seals_last_entry_idx ON ledger_seals (last_entry_id);
