import { bilingual, type FanEvent, type SignUpType } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import type { IdempotencyKey } from '../../http/idempotency';
import { spendInOneCall, type SpendAnswer } from '../../ledger/spend';

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

/** The sign-up's receipt, and the event's card with the sign-up in it (a replay: the card now). */
export type SignedUpForEvent = SpendAnswer<SignedUp> & { event: FanEvent };

const alreadySignedUp = () =>
  errors.conflict(
    'ALREADY_SIGNED_UP',
    bilingual('Kamu sudah terdaftar di event ini', 'You are already signed up for this event'),
  );

/**
 * Signs a fan up for an event (paying its price when it is paid) and notifies them, in one call of the
 * database's `sign_up_for_event` (db/schema.sql): a transaction of its own, or part of the caller's. Sign-ups
 * for an event with a seat limit run one at a time there, so its last seat is sold once.
 */
export async function signUpForEvent(
  db: Queryable,
  signUp: { memberId: string; eventId: string; type: SignUpType },
  idempotencyKey?: IdempotencyKey,
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
      SOLD_OUT: () =>
        errors.conflict('SOLD_OUT', bilingual('Tiket event ini sudah habis', 'This event is sold out')),
    },
  ).catch((error: unknown) => {
    // Two sign-ups of one fan for an event without a seat limit at the same moment: the second meets the first's.
    if ((error as { constraint?: string }).constraint === 'event_sign_ups_event_id_member_id_key')
      throw alreadySignedUp();
    throw error;
  });
}
