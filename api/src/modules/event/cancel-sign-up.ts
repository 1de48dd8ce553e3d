import { bilingual, bilingualNaming } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { ensureAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/transfer';
import { notifyMember } from '../notification/repository';

/** A sign-up in force, locked until it is cancelled: what it cost and for what. */
interface SignUpInForce {
  id: string;
  eventId: string;
  eventTitle: string;
  memberId: string;
  coins: number;
}

/** Who cancels: the fan, or a staff member refunding it (their id), and why (it names the ticket's revocation). */
export interface Cancellation {
  staffId: string | null;
  reason: string;
}

/** The sign-up `id` in force, locked: two cancellations of it at once run one after the other, the second finds none. */
export async function lockedSignUp(
  tx: Queryable,
  where: { id: string } | { eventId: string; memberId: string },
) {
  const [condition, params] =
    'id' in where
      ? ['s.id = $1', [where.id]]
      : ['s.event_id = $1 AND s.member_id = $2', [where.eventId, where.memberId]];
  const { rows } = await tx.query<SignUpInForce>(
    `SELECT s.id, s.event_id AS "eventId", e.title AS "eventTitle", s.member_id AS "memberId",
            COALESCE(t.amount, 0)::bigint AS coins
     FROM event_sign_ups s JOIN events e ON e.id = s.event_id LEFT JOIN ledger_transfers t ON t.id = s.transfer_id
     WHERE ${condition} FOR UPDATE OF s`,
    params,
  );
  return rows[0] && { ...rows[0], coins: Number(rows[0].coins) };
}

/**
 * Cancels a locked sign-up in the caller's transaction: a paid one's coins go back from the event's account to the
 * fan's (reason `event_refund`, once: its key is the sign-up's), its tickets are revoked (every door refuses them),
 * the sign-up moves to cancelled_event_sign_ups (the fan may sign up again), and the fan is told. Answers the coins
 * returned.
 */
export async function cancelSignUp(tx: Queryable, signUp: SignUpInForce, by: Cancellation): Promise<number> {
  let refundTransferId: number | null = null;
  if (signUp.coins > 0) {
    const eventAccount = await ensureAccount(tx, 'event', signUp.eventId);
    await tx.query('SELECT ledger_fold_account($1)', [eventAccount]);
    const receipt = await transfer(tx, {
      fromAccountId: eventAccount,
      toAccountId: await ensureAccount(tx, 'member', signUp.memberId),
      amount: signUp.coins,
      reason: 'event_refund',
      reference: signUp.eventId,
      idempotencyKey: `event-refund:${signUp.id}`,
    });
    refundTransferId = receipt.transferId;
  }
  await tx.query(
    `INSERT INTO cancelled_event_sign_ups
       (id, event_id, member_id, type, transfer_id, created_at, cancelled_by, reason, refund_transfer_id)
     SELECT id, event_id, member_id, type, transfer_id, created_at, $2, $3, $4 FROM event_sign_ups WHERE id = $1`,
    [signUp.id, by.staffId, by.reason, refundTransferId],
  );
  await tx.query('DELETE FROM event_sign_ups WHERE id = $1', [signUp.id]);
  await tx.query(
    'UPDATE event_tickets SET revoked_at = now(), revoked_reason = $2 WHERE sign_up_id = $1 AND revoked_at IS NULL',
    [signUp.id, by.reason],
  );
  await notifyMember(
    tx,
    signUp.memberId,
    bilingual('Pendaftaran dibatalkan', 'Sign-up cancelled'),
    bilingualNaming(
      signUp.eventTitle,
      (id) =>
        signUp.coins > 0
          ? `Pendaftaranmu di ${id} dibatalkan; ${signUp.coins} Koin kembali ke saldomu`
          : `Pendaftaranmu di ${id} dibatalkan`,
      (en) =>
        signUp.coins > 0
          ? `Your sign-up for ${en} is cancelled; ${signUp.coins} coins are back in your balance`
          : `Your sign-up for ${en} is cancelled`,
    ),
  );
  return signUp.coins;
}
