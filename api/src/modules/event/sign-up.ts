import { randomUUID } from 'node:crypto';
import { bilingual, type FanEvent, type SignUpType } from '@fanhub/contract';
import type { Database, Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import type { IdempotencyKey } from '../../http/idempotency';
import { spendInOneCall, type SpendAnswer } from '../../ledger/spend';
import { maskedName } from '../member/masked-name';
import type { TicketKeys } from '../tickets/signing-keys';
import { signTicketNow } from '../tickets/ticket-signer';

/** What the fan is told, by sign-up type: a format() template of (the event title's Indonesian half, its English half, price). */
const SIGNED_UP: Record<SignUpType, string> = {
  paid: bilingual(
    'Kamu terdaftar di %1$s; %3$s Koin telah dipotong dari saldomu',
    'You are signed up for %2$s; %3$s coins were deducted from your balance',
  ),
  partner: bilingual(
    'Diarahkan ke Partner: selesaikan pendaftaran %1$s di situs partner',
    "Redirected to Partner: finish signing up for %2$s on the partner's site",
  ),
  free: bilingual(
    'Kamu terdaftar di %1$s; tiketmu dikirim ke email dan ada di Member Area > Tiket',
    'You are signed up for %2$s; your ticket is in your email and in Member Area > Tickets',
  ),
};

interface SignedUp {
  balance: number;
  partnerSignUpLink: string | null;
  message: string;
}

/** The sign-up's receipt and the event's card with the sign-up in it (a replay: the card now). */
export type SignedUpForEvent = SpendAnswer<SignedUp> & { event: FanEvent };

const alreadySignedUp = () =>
  errors.conflict(
    'ALREADY_SIGNED_UP',
    bilingual('Kamu sudah terdaftar di event ini', 'You are already signed up for this event'),
  );

const soldOut = () =>
  errors.conflict('SOLD_OUT', bilingual('Tiket event ini sudah habis', 'This event is sold out'));

/** A fan's name or the event's date changed between signing the ticket and the sign-up, this many times running. */
const TICKET_SIGNINGS = 3;

const staleTicket = () =>
  errors.conflict(
    'TICKET_STALE',
    bilingual(
      'Event atau namamu baru saja berubah; coba daftar lagi',
      'The event or your name just changed; try signing up again',
    ),
  );

/**
 * Signs a fan up for an event (paying its price when it is paid) and issues its ticket, in one call of the
 * database's `sign_up_for_event` (db/schema.sql). The ticket is signed here first, for the fan's name and the
 * event's date as they are now; the database refuses it when either changed since, and it is signed again. A
 * seat is taken last, from one of the event's seat stripes (migration 041), so fans buying at once do not wait
 * on each other and the last seat is sold once; a sold-out event is told before anything is signed.
 *
 * On the database the call is a statement of its own, which also queues the ticket's mail (migration 043): the job
 * exists only if the sign-up commits. In the caller's transaction (the seed) it mails nothing.
 */
export async function signUpForEvent(
  place: { db: Database } | { tx: Queryable },
  keys: TicketKeys,
  signUp: { memberId: string; eventId: string; type: SignUpType },
  idempotencyKey?: IdempotencyKey,
): Promise<SignedUpForEvent> {
  const db = 'tx' in place ? place.tx : place.db;
  for (let signing = 1; ; signing += 1) {
    try {
      const ticket = await signedTicket(db, keys, signUp);
      return await signUpOnce(db, signUp, { ticket, mail: 'db' in place }, idempotencyKey);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'TICKET_STALE') || signing === TICKET_SIGNINGS)
        throw error;
    }
  }
}

interface SignedTicket {
  id: string;
  keyId: string;
  secret: string;
  validUntil: string;
  fullName: string | null;
}

/** The ticket a free or paid sign-up makes, signed for the fan's name and the event's date now; none for a partner's. */
async function signedTicket(
  db: Queryable,
  keys: TicketKeys,
  signUp: { memberId: string; eventId: string; type: SignUpType },
): Promise<SignedTicket | null> {
  if (signUp.type === 'partner') return null;
  // Sold out is told here only where the database would come to it too: an event a fan may sign up for this way,
  // with a limit, no seat left, and none of them this fan's (which the database replays or calls theirs).
  const { rows } = await db.query<{ fullName: string | null; validUntil: string; soldOut: boolean }>(
    `SELECT m.full_name AS "fullName", iso_time(jakarta_midnight_after(e.event_date)) AS "validUntil",
            e.capacity IS NOT NULL AND fan_visible(e.publication, e.publish_at) AND e.publication <> 'closed'
              AND e.event_date >= today_in_jakarta() AND event_sign_up_type(e.price, e.partner_sign_up_link) = $3
              AND NOT event_has_free_seat(e.id)
              AND NOT EXISTS (SELECT 1 FROM event_sign_ups s WHERE s.event_id = e.id AND s.member_id = m.id)
              AS "soldOut"
     FROM members m, events e WHERE m.id = $1 AND e.id = $2`,
    [signUp.memberId, signUp.eventId, signUp.type],
  );
  const fan = rows[0];
  // No such event: the database says so in both languages.
  if (!fan) return null;
  if (fan.soldOut) throw soldOut();
  const id = randomUUID();
  const secret = signTicketNow(
    { e: signUp.eventId, t: id, n: maskedName(fan.fullName), u: fan.validUntil },
    keys.signer,
  );
  return { id, keyId: keys.signer.id, secret, validUntil: fan.validUntil, fullName: fan.fullName };
}

async function signUpOnce(
  db: Queryable,
  signUp: { memberId: string; eventId: string; type: SignUpType },
  { ticket, mail }: { ticket: SignedTicket | null; mail: boolean },
  idempotencyKey: IdempotencyKey | undefined,
): Promise<SignedUpForEvent> {
  return spendInOneCall<SignedUpForEvent>(
    db,
    'sign_up_for_event',
    [
      signUp.memberId,
      signUp.eventId,
      signUp.type,
      bilingual('Pendaftaran Berhasil!', 'Registration Successful!'),
      JSON.stringify(SIGNED_UP),
      ticket && JSON.stringify(ticket),
      mail,
    ],
    idempotencyKey,
    {
      NOT_FOUND: () => errors.notFound({ id: 'Event', en: 'Event' }),
      EVENT_ENDED: () =>
        new AppError(422, 'EVENT_ENDED', bilingual('Event ini sudah berlalu', 'This event has passed')),
      SIGN_UP_TYPE_MISMATCH: ({ expected }) =>
        new AppError(
          422,
          'SIGN_UP_TYPE_MISMATCH',
          bilingual(`Event ini memakai pendaftaran ${expected}`, `This event takes ${expected} sign-ups`),
          'type',
        ),
      ALREADY_SIGNED_UP: alreadySignedUp,
      SOLD_OUT: soldOut,
      TICKET_STALE: staleTicket,
    },
  ).catch((error: unknown) => {
    // Two sign-ups of one fan at the same moment: the second meets the first's.
    if ((error as { constraint?: string }).constraint === 'event_sign_ups_event_id_member_id_key')
      throw alreadySignedUp();
    throw error;
  });
}
