-- Four eyes on the coin store: a change to a coin package fans can buy (or putting one on sale) waits as a
-- revision until a second price setter approves it, as changes to published content do (024).
ALTER TABLE content_revisions DROP CONSTRAINT content_revisions_record_type_check;
ALTER TABLE content_revisions ADD CONSTRAINT content_revisions_record_type_check
  CHECK (record_type IN ('voting', 'voting project', 'campaign', 'event', 'coin package'));
