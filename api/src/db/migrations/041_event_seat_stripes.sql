-- A concert's on-sale (issue 69). Sign-ups for an event with a seat limit ran one at a time behind a lock on the
-- event's row, held for the whole sign-up: pretix's ceiling (its PR 2408). Now an event's seats are split into
-- stripes, as a hot project's credits are: a sign-up takes a seat from a stripe no other fan holds, as the last
-- statement of its transaction, so a stripe is held only for that statement and the commit. The stripes' seats
-- always add up to the event's limit, so exactly the limit is sold.

CREATE FUNCTION event_seat_stripe_count() RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$ SELECT 16::smallint $$;

CREATE TABLE event_seat_stripes (
  event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  stripe smallint NOT NULL,
  seats integer NOT NULL CHECK (seats >= 0),
  taken integer NOT NULL CHECK (taken >= 0 AND taken <= seats),
  PRIMARY KEY (event_id, stripe)
);

-- The stripe whose seat a sign-up holds, so a sign-up that goes (a cancel, a refund, a deleted account) gives
-- it back.
ALTER TABLE event_sign_ups ADD COLUMN seat_stripe smallint;

-- Spreads an event's free seats over its stripes: what each stripe sold stays in it, the rest of the limit is
-- shared out evenly. Without a limit an event has no stripes. The first time, the sign-ups so far count as sold
-- in stripe 0.
CREATE FUNCTION event_seats_spread(p_event uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_capacity integer;
  v_count smallint := event_seat_stripe_count();
  v_free integer;
BEGIN
  SELECT capacity INTO v_capacity FROM events WHERE id = p_event;
  IF v_capacity IS NULL THEN
    DELETE FROM event_seat_stripes WHERE event_id = p_event;
    UPDATE event_sign_ups SET seat_stripe = NULL WHERE event_id = p_event AND seat_stripe IS NOT NULL;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM event_seat_stripes WHERE event_id = p_event) THEN
    UPDATE event_sign_ups SET seat_stripe = 0 WHERE event_id = p_event;
    INSERT INTO event_seat_stripes (event_id, stripe, seats, taken)
    SELECT p_event, s, sold, sold
    FROM generate_series(0, v_count - 1) s
    CROSS JOIN LATERAL (SELECT CASE WHEN s = 0
      THEN (SELECT count(*)::integer FROM event_sign_ups WHERE event_id = p_event) ELSE 0 END AS sold) c
    ON CONFLICT DO NOTHING;
  END IF;
  -- In stripe order, as every spread locks them: two spreads never wait on each other crosswise.
  PERFORM 1 FROM event_seat_stripes WHERE event_id = p_event ORDER BY stripe FOR UPDATE;
  SELECT greatest(v_capacity - sum(taken), 0) INTO v_free FROM event_seat_stripes WHERE event_id = p_event;
  UPDATE event_seat_stripes
  SET seats = taken + v_free / v_count + CASE WHEN stripe < v_free % v_count THEN 1 ELSE 0 END
  WHERE event_id = p_event;
END;
$$;

CREATE FUNCTION event_seats_follow_capacity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_seats_spread(NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER events_seats_made AFTER INSERT ON events
  FOR EACH ROW WHEN (NEW.capacity IS NOT NULL) EXECUTE FUNCTION event_seats_follow_capacity();
CREATE TRIGGER events_seats_changed AFTER UPDATE OF capacity ON events
  FOR EACH ROW WHEN (OLD.capacity IS DISTINCT FROM NEW.capacity) EXECUTE FUNCTION event_seats_follow_capacity();

CREATE FUNCTION event_seat_given_back() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_seat_stripes SET taken = taken - 1 WHERE event_id = OLD.event_id AND stripe = OLD.seat_stripe;
  RETURN NULL;
END;
$$;
CREATE TRIGGER event_sign_ups_seat_given_back AFTER DELETE ON event_sign_ups
  FOR EACH ROW WHEN (OLD.seat_stripe IS NOT NULL) EXECUTE FUNCTION event_seat_given_back();

-- Whether an event may still have a seat, read without waiting on anyone: a sold-out event is told at once.
CREATE FUNCTION event_has_free_seat(p_event uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM event_seat_stripes WHERE event_id = p_event AND taken < seats)
$$;

-- Takes one seat of the event: the stripe taken, or NULL when none is left. First a stripe no other fan holds
-- (each connection starts at its own stripe); when every stripe with seats left is held, it waits on one.
CREATE FUNCTION event_seat_take(p_event uuid) RETURNS smallint
LANGUAGE plpgsql AS $$
DECLARE
  v_stripe smallint;
  v_start integer := pg_backend_pid() % event_seat_stripe_count();
BEGIN
  UPDATE event_seat_stripes SET taken = taken + 1
  WHERE event_id = p_event AND stripe = (
    SELECT stripe FROM event_seat_stripes
    WHERE event_id = p_event AND taken < seats
    ORDER BY (stripe - v_start + event_seat_stripe_count()) % event_seat_stripe_count()
    LIMIT 1 FOR UPDATE SKIP LOCKED)
  RETURNING stripe INTO v_stripe;
  WHILE v_stripe IS NULL LOOP
    -- Each statement sees what committed before it; once no stripe has a seat left, the event is sold out.
    SELECT stripe INTO v_stripe FROM event_seat_stripes
    WHERE event_id = p_event AND taken < seats
    ORDER BY (stripe - v_start + event_seat_stripe_count()) % event_seat_stripe_count() LIMIT 1;
    IF v_stripe IS NULL THEN
      RETURN NULL;
    END IF;
    -- Waits for whoever holds it; the condition is checked again on what they committed.
    UPDATE event_seat_stripes SET taken = taken + 1
    WHERE event_id = p_event AND stripe = v_stripe AND taken < seats
    RETURNING stripe INTO v_stripe;
  END LOOP;
  RETURN v_stripe;
END;
$$;

SELECT event_seats_spread(id) FROM events WHERE capacity IS NOT NULL;

-- The sign-up now makes its ticket in the same transaction, so a seat never exists without its ticket. The API
-- signs it beforehand ({id, keyId, secret, validUntil, fullName}: the name and validity it signed); one signed
-- for a name or a date that changed since is refused as TICKET_STALE, and the API signs again. No lock on the
-- event any more: the seat is taken last (event_seat_take).
DROP FUNCTION sign_up_for_event(uuid, uuid, text, text, jsonb, text, text);
CREATE FUNCTION sign_up_for_event(p_member uuid, p_event uuid, p_type text, p_note_title text, p_note_contents jsonb, p_ticket jsonb, p_key text, p_fingerprint text)
  RETURNS TABLE(answer jsonb, replayed boolean, event jsonb, ticket_id uuid)
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
    RETURN QUERY SELECT v_earlier, true, to_jsonb(e), NULL::uuid FROM event_cards e WHERE e."_id" = p_event;
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
  RETURN QUERY SELECT v_answer, false, v_card,
    CASE WHEN v_expected <> 'partner' THEN (p_ticket ->> 'id')::uuid END;
END;
$$;
