-- A sign-up in one statement (issue 69). At an on-sale, each round trip between the API and the database costs
-- both of them more than the statement it carries (docs/performance.md): a sign-up was five (the read before
-- signing its ticket, BEGIN, its mail's job, sign_up_for_event, COMMIT). Now the function queues the ticket's mail
-- itself, so the sign-up runs as one statement on its own and commits with it: two round trips.

-- Queues a job on the job queue (pg-boss 10, schema pgboss, made by jobs/job-queue.ts after these migrations) in
-- the caller's transaction: the row pg-boss's own send() writes, with the queue's options (retries, backoff, lease,
-- retention) as its send() takes them when the job names none. The API's sends come here too
-- (jobs/job-queue.ts), so a job queued from SQL and one queued from TypeScript are the same row.
CREATE FUNCTION job_send(p_queue text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pgboss.job (name, data, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy,
                          dead_letter)
  SELECT q.name, p_data, COALESCE(q.expire_seconds * interval '1 second', interval '15 minutes'),
         now() + COALESCE(q.retention_minutes * interval '1 minute', interval '14 days'),
         COALESCE(q.retry_limit, 2),
         CASE WHEN COALESCE(q.retry_backoff, false) THEN greatest(COALESCE(q.retry_delay, 0), 1)
              ELSE COALESCE(q.retry_delay, 0) END,
         COALESCE(q.retry_backoff, false), q.policy, q.dead_letter
  FROM pgboss.queue q WHERE q.name = p_queue;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no job queue named %', p_queue;
  END IF;
END;
$$;

-- The ticket's mail is queued here when `p_mail_ticket` (the seed mails nothing). The ticket id is no longer
-- answered: nobody read it.
DROP FUNCTION sign_up_for_event(uuid, uuid, text, text, jsonb, jsonb, text, text);
CREATE FUNCTION sign_up_for_event(p_member uuid, p_event uuid, p_type text, p_note_title text, p_note_contents jsonb, p_ticket jsonb, p_mail_ticket boolean, p_key text, p_fingerprint text)
  RETURNS TABLE(answer jsonb, replayed boolean, event jsonb)
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_earlier jsonb;
  v_event events%ROWTYPE;
  v_expected text;
  v_transfer_id bigint;
  v_balance bigint;
  v_message text;
  v_sign_up uuid;
  v_answer jsonb;
  v_card jsonb;
  v_stripe smallint;
BEGIN
  v_earlier := spend_claim(p_member, p_key, p_fingerprint);
  IF v_earlier IS NOT NULL THEN
    RETURN QUERY SELECT v_earlier, true, to_jsonb(e) FROM event_cards e WHERE e."_id" = p_event;
    RETURN;
  END IF;
  SELECT * INTO v_event FROM events WHERE id = p_event;
  IF NOT FOUND OR NOT fan_visible(v_event.publication, v_event.publish_at) THEN
    PERFORM fanhub_refuse('NOT_FOUND');
  END IF;
  IF v_event.event_date < today_in_jakarta() OR v_event.publication = 'closed' THEN
    PERFORM fanhub_refuse('EVENT_ENDED');
  END IF;
  v_expected := event_sign_up_type(v_event.price, v_event.partner_sign_up_link);
  IF p_type <> v_expected THEN
    PERFORM fanhub_refuse('SIGN_UP_TYPE_MISMATCH', jsonb_build_object('expected', v_expected));
  END IF;
  -- Two sign-ups of one fan at the same moment: the second meets the first's row in the unique index.
  IF EXISTS (SELECT 1 FROM event_sign_ups WHERE event_id = p_event AND member_id = p_member) THEN
    PERFORM fanhub_refuse('ALREADY_SIGNED_UP');
  END IF;
  IF v_event.capacity IS NOT NULL AND NOT event_has_free_seat(p_event) THEN
    PERFORM fanhub_refuse('SOLD_OUT');
  END IF;
  IF v_expected <> 'partner' AND (p_ticket IS NULL
     OR p_ticket ->> 'validUntil' IS DISTINCT FROM iso_time(jakarta_midnight_after(v_event.event_date))
     OR p_ticket ->> 'fullName' IS DISTINCT FROM (SELECT full_name FROM members WHERE id = p_member)) THEN
    PERFORM fanhub_refuse('TICKET_STALE');
  END IF;
  IF v_expected = 'paid' THEN
    SELECT s.transfer_id, s.from_balance INTO v_transfer_id, v_balance
    FROM ledger_spend(p_member::text, 'event', p_event::text, v_event.price, 'event_ticket') s;
  ELSE
    SELECT balance INTO v_balance FROM ledger_accounts WHERE kind = 'member' AND owner_id = p_member::text;
  END IF;
  INSERT INTO event_sign_ups (event_id, member_id, type, transfer_id)
  VALUES (p_event, p_member, v_expected, v_transfer_id)
  RETURNING id INTO v_sign_up;
  IF v_expected <> 'partner' THEN
    INSERT INTO event_tickets (id, sign_up_id, event_id, member_id, key_id, secret, valid_until)
    VALUES ((p_ticket ->> 'id')::uuid, v_sign_up, p_event, p_member, p_ticket ->> 'keyId', p_ticket ->> 'secret',
            jakarta_midnight_after(v_event.event_date));
    IF p_mail_ticket THEN
      PERFORM job_send('ticketMail', jsonb_build_object('ticketId', p_ticket ->> 'id'));
    END IF;
  END IF;
  v_message := format(p_note_contents ->> v_expected,
    naming_half(v_event.title, 1), naming_half(v_event.title, 2), v_event.price);
  INSERT INTO notifications (member_id, title, content) VALUES (p_member, p_note_title, v_message);
  v_answer := spend_keep(p_member, p_key, jsonb_build_object(
    'balance', COALESCE(v_balance, 0),
    'partnerSignUpLink', v_event.partner_sign_up_link,
    'message', v_message));
  SELECT to_jsonb(e) INTO v_card FROM event_cards e WHERE e."_id" = p_event;
  -- Last, so the stripe is held only from here to the commit.
  IF v_event.capacity IS NOT NULL THEN
    v_stripe := event_seat_take(p_event);
    IF v_stripe IS NULL THEN
      PERFORM fanhub_refuse('SOLD_OUT');
    END IF;
    UPDATE event_sign_ups SET seat_stripe = v_stripe WHERE id = v_sign_up;
  END IF;
  RETURN QUERY SELECT v_answer, false, v_card;
END;
$$;

