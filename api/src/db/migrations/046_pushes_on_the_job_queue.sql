-- Each push is a job now (issue 69): the outbox keeps what was queued for which device (once per device and event,
-- the quiet night's hold, the expiry) and what became of it; the job queue sends it, holds it until its time and
-- retries it with backoff (jobs/job-queue.ts), where the outbox had leases and retry times of its own.
DROP INDEX push_outbox_due;
ALTER TABLE push_outbox DROP COLUMN next_attempt_at, DROP COLUMN lease_until;

-- Pushes queued before and not sent yet: a job each, on the queue the API would make next (its options as
-- jobs/job-queue.ts gives them; the API's start brings them in line). A new database has no queue yet and no push.
DO $$
BEGIN
  IF to_regclass('pgboss.queue') IS NOT NULL
     AND EXISTS (SELECT 1 FROM push_outbox WHERE sent_at IS NULL AND gave_up_at IS NULL) THEN
    PERFORM pgboss.create_queue('pushMessage',
      '{"policy": "standard", "retryLimit": 5, "retryDelay": 30, "retryBackoff": true, "expireInSeconds": 60}');
    PERFORM job_send('pushMessage', jsonb_build_object('pushId', id), not_before)
    FROM push_outbox WHERE sent_at IS NULL AND gave_up_at IS NULL;
  END IF;
END;
$$;
