import {
  ADJUSTMENT_REASONS,
  bilingual,
  type AdjustmentReason,
  type StudioAdjustment,
} from '@fanhub/contract';
import type { Database, Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { accountBalance, ensureAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/transfer';
import { recordAudit, type Actor } from '../../staff/audit-trail';
import { notifyMember } from '../notification/repository';

export const ADJUSTMENT = { id: 'Penyesuaian koin', en: 'Coin adjustment' };
/** The one account grants come from and deductions go to: the books show what fanhub gave away. */
const PROMOTIONS_OWNER = 'system';

const SELECT_ADJUSTMENT = `
  SELECT a.id AS "_id", a.member_id AS "memberId", m.full_name AS "fanName", m.email AS "fanEmail",
         a.direction, a.coins, a.reason_code AS "reasonCode", a.note, a.status, a.version,
         p.email AS "proposedBy", a.proposed_at AS "proposedAt", d.email AS "decidedBy",
         a.decided_at AS "decidedAt", a.decision_note AS "decisionNote", a.transfer_id AS "transferId"
  FROM coin_adjustments a JOIN members m ON m.id = a.member_id JOIN staff p ON p.id = a.proposed_by
  LEFT JOIN staff d ON d.id = a.decided_by`;

export async function findAdjustment(db: Queryable, id: string): Promise<StudioAdjustment | undefined> {
  return (await db.query<StudioAdjustment>(`${SELECT_ADJUSTMENT} WHERE a.id = $1`, [id])).rows[0];
}

export async function listAdjustments(
  db: Queryable,
  filter: { status?: string | undefined; memberId?: string | undefined },
  page: Page,
) {
  const where = 'WHERE ($1::text IS NULL OR a.status = $1) AND ($2::uuid IS NULL OR a.member_id = $2)';
  const params = [filter.status ?? null, filter.memberId ?? null];
  const { rows } = await db.query<StudioAdjustment>(
    `${SELECT_ADJUSTMENT} ${where} ORDER BY a.proposed_at ${direction(page)}, a.id LIMIT $3 OFFSET $4`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM coin_adjustments a ${where}`, params) };
}

interface Locked {
  id: string;
  memberId: string;
  direction: 'grant' | 'deduct';
  coins: number;
  reasonCode: AdjustmentReason;
  status: string;
  version: number;
  proposedBy: string;
}

async function lockAdjustment(tx: Queryable, id: string): Promise<Locked> {
  const { rows } = await tx.query<Locked>(
    `SELECT id, member_id AS "memberId", direction, coins, reason_code AS "reasonCode", status, version,
            proposed_by AS "proposedBy"
     FROM coin_adjustments WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!rows[0]) throw errors.notFound(ADJUSTMENT);
  return rows[0];
}

const alreadyDecided = () =>
  errors.conflict(
    'ALREADY_DECIDED',
    bilingual('Penyesuaian ini sudah diputuskan', 'This adjustment has already been decided'),
  );
const changedSinceRead = () =>
  errors.conflict(
    'CHANGED_SINCE_READ',
    bilingual(
      'Usulan ini berubah sejak kamu membacanya: periksa lagi sebelum menyetujui',
      'This proposal changed since you read it: check it again before approving',
    ),
    'version',
  );
const ownProposal = () =>
  new AppError(
    403,
    'FOUR_EYES',
    bilingual(
      'Kamu tidak bisa menyetujui usulanmu sendiri: minta orang finance lain',
      'You cannot approve your own proposal: ask another finance person',
    ),
  );

/** One finance person proposes; nothing moves yet. */
export async function proposeAdjustment(
  db: Database,
  actor: Actor,
  proposal: {
    memberId: string;
    direction: 'grant' | 'deduct';
    coins: number;
    reasonCode: string;
    note: string;
  },
): Promise<StudioAdjustment> {
  return db.transaction(async (tx) => {
    const { rows: fans } = await tx.query('SELECT 1 FROM members WHERE id = $1', [proposal.memberId]);
    if (fans.length === 0) throw errors.notFound({ id: 'Fan', en: 'Fan' });
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO coin_adjustments (member_id, direction, coins, reason_code, note, proposed_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        proposal.memberId,
        proposal.direction,
        proposal.coins,
        proposal.reasonCode,
        proposal.note.trim(),
        actor.staffId,
      ],
    );
    const proposed = (await findAdjustment(tx, rows[0]!.id))!;
    await recordAudit(tx, actor, {
      action: 'propose',
      recordType: 'adjustment',
      recordId: proposed._id,
      after: proposed,
    });
    return proposed;
  });
}

/** Its proposer changes a proposal: the version rises, so an approval of what stood before is refused. */
export async function changeAdjustment(
  db: Database,
  actor: Actor,
  id: string,
  changes: Partial<{ direction: 'grant' | 'deduct'; coins: number; reasonCode: string; note: string }>,
): Promise<StudioAdjustment> {
  return db.transaction(async (tx) => {
    const locked = await lockAdjustment(tx, id);
    if (locked.status !== 'proposed') throw alreadyDecided();
    if (locked.proposedBy !== actor.staffId)
      throw new AppError(
        403,
        'FOUR_EYES',
        bilingual('Hanya pengusulnya yang bisa mengubah usulan', 'Only its proposer can change a proposal'),
      );
    const before = (await findAdjustment(tx, id))!;
    await tx.query(
      `UPDATE coin_adjustments SET direction = coalesce($2, direction), coins = coalesce($3, coins),
         reason_code = coalesce($4, reason_code), note = coalesce($5, note), version = version + 1
       WHERE id = $1`,
      [
        id,
        changes.direction ?? null,
        changes.coins ?? null,
        changes.reasonCode ?? null,
        changes.note?.trim() ?? null,
      ],
    );
    const after = (await findAdjustment(tx, id))!;
    await recordAudit(tx, actor, { action: 'update', recordType: 'adjustment', recordId: id, before, after });
    return after;
  });
}

/**
 * A second finance person approves the version they read, and the coins move in the same transaction: a grant
 * from the promotions account to the fan, a deduction back (never below the fan's zero). Two approvals at once
 * execute once: the second finds it decided.
 */
export async function approveAdjustment(
  db: Database,
  actor: Actor,
  id: string,
  decision: { version: number; note?: string | undefined },
): Promise<StudioAdjustment> {
  return db.transaction(async (tx) => {
    const locked = await lockAdjustment(tx, id);
    if (locked.status !== 'proposed') throw alreadyDecided();
    if (locked.proposedBy === actor.staffId) throw ownProposal();
    if (locked.version !== decision.version) throw changedSinceRead();
    const before = (await findAdjustment(tx, id))!;
    const fan = await ensureAccount(tx, 'member', locked.memberId);
    const promotions = await ensureAccount(tx, 'promotions', PROMOTIONS_OWNER);
    const grant = locked.direction === 'grant';
    if (!grant) {
      // Staff are told what to do, not the fans' "top up first".
      const balance = await accountBalance(tx, 'member', locked.memberId);
      if (balance < locked.coins) throw deductionAboveBalance(balance, locked.coins);
    }
    const receipt = await transfer(tx, {
      fromAccountId: grant ? promotions : fan,
      toAccountId: grant ? fan : promotions,
      amount: locked.coins,
      reason: grant ? 'promotion_grant' : 'promotion_deduction',
      reference: id,
      idempotencyKey: `adjustment:${id}`,
    });
    await tx.query(
      `UPDATE coin_adjustments SET status = 'executed', decided_by = $2, decided_at = now(), decision_note = $3,
         transfer_id = $4 WHERE id = $1`,
      [id, actor.staffId, decision.note?.trim() || null, receipt.transferId],
    );
    const label = ADJUSTMENT_REASONS[locked.reasonCode] ?? { id: locked.reasonCode, en: locked.reasonCode };
    await notifyMember(
      tx,
      locked.memberId,
      grant
        ? bilingual('Koin dari fanhub', 'Coins from fanhub')
        : bilingual('Koin ditarik', 'Coins taken back'),
      grant
        ? bilingual(
            `${locked.coins} Koin ditambahkan: ${label.id}`,
            `${locked.coins} coins added: ${label.en}`,
          )
        : bilingual(
            `${locked.coins} Koin ditarik: ${label.id}`,
            `${locked.coins} coins taken back: ${label.en}`,
          ),
    );
    const after = (await findAdjustment(tx, id))!;
    await recordAudit(tx, actor, {
      action: 'approve',
      recordType: 'adjustment',
      recordId: id,
      before,
      after,
    });
    return after;
  });
}

/** Another finance person rejects it, or its proposer withdraws it; nothing moves. */
export async function rejectAdjustment(
  db: Database,
  actor: Actor,
  id: string,
  decision: { version: number; note?: string | undefined },
): Promise<StudioAdjustment> {
  return db.transaction(async (tx) => {
    const locked = await lockAdjustment(tx, id);
    if (locked.status !== 'proposed') throw alreadyDecided();
    if (locked.version !== decision.version) throw changedSinceRead();
    const before = (await findAdjustment(tx, id))!;
    await tx.query(
      `UPDATE coin_adjustments SET status = 'rejected', decided_by = $2, decided_at = now(), decision_note = $3
       WHERE id = $1`,
      [id, actor.staffId, decision.note?.trim() || null],
    );
    const after = (await findAdjustment(tx, id))!;
    await recordAudit(tx, actor, { action: 'reject', recordType: 'adjustment', recordId: id, before, after });
    return after;
  });
}

const deductionAboveBalance = (balance: number, coins: number) =>
  new AppError(
    409,
    'INSUFFICIENT_COINS',
    bilingual(
      `Fan ini hanya punya ${balance} Koin, kurang dari pengurangan ${coins} Koin: ubah jumlahnya atau tolak usulan ini`,
      `This fan holds ${balance} coins, fewer than the ${coins}-coin deduction: change the amount or reject the proposal`,
    ),
    'coins',
  );
