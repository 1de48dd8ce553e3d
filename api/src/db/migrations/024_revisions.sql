-- Four eyes after publication: once a voting, campaign or event is scheduled, live or closed, a change to what fans
-- see of it (or of a voting's project) is kept here, not applied, until a staff member other than its proposer
-- approves it. One pending revision per record; a decided one stays as the record of who asked and who decided.

CREATE TABLE content_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  record_type text NOT NULL CHECK (record_type IN ('voting', 'voting project', 'campaign', 'event')),
  record_id uuid NOT NULL,
  -- The change as the studio sent it (an image already as its /v1/file/… path), and the record as the studio
  -- showed it when proposed.
  changes jsonb NOT NULL,
  before jsonb NOT NULL,
  proposed_by uuid NOT NULL REFERENCES staff (id),
  proposed_at timestamptz NOT NULL DEFAULT now(),
  outcome text CHECK (outcome IN ('approved', 'rejected', 'withdrawn')),
  decided_by uuid REFERENCES staff (id),
  decided_at timestamptz,
  CHECK ((outcome IS NULL) = (decided_by IS NULL) AND (outcome IS NULL) = (decided_at IS NULL))
);

CREATE UNIQUE INDEX content_revisions_one_pending ON content_revisions (record_type, record_id)
  WHERE outcome IS NULL;
CREATE INDEX content_revisions_by_time ON content_revisions (proposed_at DESC);
