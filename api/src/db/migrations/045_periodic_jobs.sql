-- Periodic work on the job queue (issue 69): each periodic task is a queue of pg-boss's `stately` policy, which
-- holds at most one job waiting and one running, across every replica. Every replica sends its task's job at the
-- task's period, for the period it is in (pg-boss's singleton_on: one job a period, ever); the queue keeps one, and
-- one replica runs it. So job_send must let the queue turn a job away (pg-boss's own send does: ON CONFLICT DO
-- NOTHING) and say whether it was queued; and a job may wait until a time of its own (a push held through a quiet
-- night).
DROP FUNCTION job_send(text, jsonb);
CREATE FUNCTION job_send(p_queue text, p_data jsonb, p_start_after timestamptz DEFAULT now(),
                         p_once_per_seconds integer DEFAULT NULL) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_queue record;
BEGIN
  SELECT * INTO v_queue FROM pgboss.queue WHERE name = p_queue;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no job queue named %', p_queue;
  END IF;
  INSERT INTO pgboss.job (name, data, start_after, singleton_on, expire_in, keep_until, retry_limit, retry_delay,
                          retry_backoff, policy, dead_letter)
  VALUES (p_queue, p_data, p_start_after,
          -- The period this is, as pg-boss's singletonSeconds computes it.
          'epoch'::timestamp + interval '1 second'
            * (p_once_per_seconds * floor(date_part('epoch', now()) / p_once_per_seconds)),
          COALESCE(v_queue.expire_seconds * interval '1 second', interval '15 minutes'),
          p_start_after + COALESCE(v_queue.retention_minutes * interval '1 minute', interval '14 days'),
          COALESCE(v_queue.retry_limit, 2),
          CASE WHEN COALESCE(v_queue.retry_backoff, false) THEN greatest(COALESCE(v_queue.retry_delay, 0), 1)
               ELSE COALESCE(v_queue.retry_delay, 0) END,
          COALESCE(v_queue.retry_backoff, false), v_queue.policy, v_queue.dead_letter)
  ON CONFLICT DO NOTHING;
  RETURN FOUND;
END;
$$;
