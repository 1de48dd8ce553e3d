-- The on-sale's database side (issue 69), measured alone (docs/performance.md): each fan's answer counted the
-- event's sign-ups twice (the card's status and its participants count, one index scan each over every sign-up
-- so far), so an event's thousandth seat cost more than its first; and the seat's stripe was written to the
-- sign-up by a second UPDATE of its row.

-- An event with a seat limit counts its sign-ups from its 16 seat stripes, which always sum to them (migration
-- 041's triggers); others count their rows. Counted once (OFFSET 0 keeps the lateral from being copied into both
-- uses).
CREATE OR REPLACE VIEW event_cards AS
 SELECT e.id AS _id,
    e.title,
    e.image,
    e.description,
    e.category,
    to_char((e.event_date)::timestamp with time zone, 'YYYY-MM-DD'::text) AS date,
    e.event_time AS "time",
    e.location,
    e.price,
    e.partner_sign_up_link AS "partnerSignUpLink",
    event_sign_up_type(e.price, e.partner_sign_up_link) AS "signUpType",
    CASE WHEN e.capacity IS NOT NULL AND p.count >= e.capacity THEN 'sold-out'::text ELSE e.highlight END AS status,
    e.event_date < today_in_jakarta() OR e.publication = 'closed'::text AS ended,
    e.capacity,
    e.shares,
    p.count AS "participantsCount",
    p.latest AS participants,
    iso_time(e.created_at) AS "createdAt"
   FROM events e
     CROSS JOIN LATERAL (
       SELECT COALESCE(
                (SELECT sum(t.taken) FROM event_seat_stripes t WHERE t.event_id = e.id AND e.capacity IS NOT NULL),
                (SELECT count(*) FROM event_sign_ups s WHERE s.event_id = e.id)) AS count,
              COALESCE((SELECT json_agg(json_build_object('userId', m.id, 'fullName', m.full_name, 'avatar', m.avatar)
                                        ORDER BY s.created_at DESC)
                        FROM (SELECT member_id, created_at FROM event_sign_ups
                              WHERE event_id = e.id ORDER BY created_at DESC LIMIT 10) s
                        CROSS JOIN LATERAL (SELECT id, full_name, avatar FROM members WHERE id = s.member_id) m),
                       '[]'::json) AS latest
       OFFSET 0) p;

-- The seat is taken before the sign-up's row, which is written once with its stripe; the stripe is held from there
-- to the commit, through the sign-up's last few inserts, a statement's fraction of the commit's own wait.
CREATE OR REPLACE FUNCTION sign_up_for_event(p_member uuid, p_event uuid, p_type text, p_note_title text, p_note_contents jsonb, p_ticket jsonb, p_mail_ticket boolean, p_key text, p_fingerprint text)
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
  -- The seat now: the rows after it name its stripe, so none is written twice, and the card counts it.
  IF v_event.capacity IS NOT NULL THEN
    v_stripe := event_seat_take(p_event);
    IF v_stripe IS NULL THEN
      PERFORM fanhub_refuse('SOLD_OUT');
    END IF;
  END IF;
  INSERT INTO event_sign_ups (event_id, member_id, type, transfer_id, seat_stripe)
  VALUES (p_event, p_member, v_expected, v_transfer_id, v_stripe)
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
  RETURN QUERY SELECT v_answer, false, v_card;
END;
$$;

