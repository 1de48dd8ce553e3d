import type { Queryable } from '../../db/database';
import { AppError, errors } from '../../http/app-error';
import { bilingual } from '@fanhub/contract';
import { accountBalance } from '../../ledger/accounts';
import { spendCoins } from '../../ledger/spend';
import { notifyMember } from '../notification/repository';
import { TODAY_IN_JAKARTA } from './repository';
import type { SignUpType } from '@fanhub/contract';

interface LockedEvent {
  title: string;
  price: number;
  partnerSignUpLink: string | null;
  capacity: number | null;
  ended: boolean;
}

/**
 * Signs a fan up for an event, in the caller's transaction. The event row is locked, so sign-ups for one
 * event run one at a time and the last seat is sold once.
 */
export async function signUpForEvent(
  tx: Queryable,
  signUp: { memberId: string; eventId: string; type: SignUpType },
): Promise<{ balance: number; partnerSignUpLink: string | null; message: string }> {
  const { rows } = await tx.query<LockedEvent>(
    `SELECT title, price, partner_sign_up_link AS "partnerSignUpLink", capacity, event_date < ${TODAY_IN_JAKARTA} AS ended
     FROM events WHERE id = $1 FOR UPDATE`,
    [signUp.eventId],
  );
  const event = rows[0];
  if (!event) throw errors.notFound({ id: 'Event', en: 'Event' });
  if (event.ended)
    throw new AppError(422, 'EVENT_ENDED', bilingual('Event ini sudah berlalu', 'This event has passed'));
  const expected: SignUpType = event.partnerSignUpLink ? 'partner' : event.price > 0 ? 'paid' : 'free';
  if (signUp.type !== expected) {
    throw new AppError(
      422,
      'SIGN_UP_TYPE_MISMATCH',
      bilingual(`Event ini memakai pendaftaran ${expected}`, `This event takes ${expected} sign-ups`),
      'type',
    );
  }
  const already = await tx.query('SELECT 1 FROM event_sign_ups WHERE event_id = $1 AND member_id = $2', [
    signUp.eventId,
    signUp.memberId,
  ]);
  if (already.rows.length > 0) {
    throw errors.conflict(
      'ALREADY_SIGNED_UP',
      bilingual('Kamu sudah terdaftar di event ini', 'You are already signed up for this event'),
    );
  }
  // Counted after the lock, in a statement of its own: its snapshot then sees every sign-up committed
  // by whoever held the lock before us (a subquery in the locking SELECT would not).
  const taken = await tx.query<{ count: number }>(
    'SELECT COUNT(*)::int AS count FROM event_sign_ups WHERE event_id = $1',
    [signUp.eventId],
  );
  if (event.capacity !== null && taken.rows[0]!.count >= event.capacity) {
    throw errors.conflict('SOLD_OUT', bilingual('Tiket event ini sudah habis', 'This event is sold out'));
  }

  const receipt =
    expected === 'paid'
      ? await spendCoins(tx, {
          memberId: signUp.memberId,
          to: { kind: 'event', ownerId: signUp.eventId },
          amount: event.price,
          reason: 'event_ticket',
        })
      : undefined;
  await tx.query(
    'INSERT INTO event_sign_ups (event_id, member_id, type, transfer_id) VALUES ($1, $2, $3, $4)',
    [signUp.eventId, signUp.memberId, expected, receipt?.transferId ?? null],
  );
  const message = successMessage(expected, event);
  await notifyMember(
    tx,
    signUp.memberId,
    bilingual('Pendaftaran Berhasil!', 'Registration Successful!'),
    message,
  );
  return {
    balance: receipt?.fromBalance ?? (await accountBalance(tx, 'member', signUp.memberId)),
    partnerSignUpLink: event.partnerSignUpLink,
    message,
  };
}

function successMessage(type: SignUpType, event: LockedEvent): string {
  if (type === 'paid') {
    return bilingual(
      `Kamu terdaftar di ${event.title}; ${event.price} Koin telah dipotong dari saldomu`,
      `You are signed up for ${event.title}; ${event.price} coins were deducted from your balance`,
    );
  }
  if (type === 'partner') {
    return bilingual(
      `Diarahkan ke Partner: selesaikan pendaftaran ${event.title} di situs partner`,
      `Redirected to Partner: finish signing up for ${event.title} on the partner's site`,
    );
  }
  return bilingual(
    `Kamu terdaftar di ${event.title}; konfirmasi akan dikirim lewat DM`,
    `You are signed up for ${event.title}; confirmation will come by DM`,
  );
}
