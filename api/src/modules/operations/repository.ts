import { bilingual, type HeldAccount } from '@fanhub/contract';
import type { Queryable } from '../../db/database';
import { releaseHold } from '../../ledger/holds';
import { notifyMember } from '../notification/repository';

const SELECT_HELD = `
  SELECT m.id AS "memberId", m.full_name AS "fullName", m.email, a.balance, a.held_since AS "heldSince",
         a.hold_reason AS reason,
         (SELECT COALESCE(SUM(o.reversal_shortfall), 0) FROM payment_orders o WHERE o.member_id = m.id)::bigint
           AS shortfall
  FROM ledger_accounts a JOIN members m ON a.kind = 'member' AND m.id::text = a.owner_id`;

export async function listHeldAccounts(db: Queryable): Promise<HeldAccount[]> {
  return (await db.query<HeldAccount>(`${SELECT_HELD} WHERE a.held_since IS NOT NULL ORDER BY a.held_since`))
    .rows;
}

export async function findMemberAccount(db: Queryable, memberId: string): Promise<HeldAccount | undefined> {
  return (await db.query<HeldAccount>(`${SELECT_HELD} WHERE m.id = $1`, [memberId])).rows[0];
}

/** Lifts a fan's hold and tells them; answers whether there was one. */
export async function releaseHeldAccount(tx: Queryable, memberId: string): Promise<boolean> {
  if (!(await releaseHold(tx, memberId))) return false;
  await notifyMember(
    tx,
    memberId,
    bilingual('Akun aktif kembali', 'Account active again'),
    bilingual(
      'Penahanan akunmu sudah dicabut; koinmu bisa dipakai lagi',
      'The hold on your account was lifted; you can spend coins again',
    ),
  );
  return true;
}
