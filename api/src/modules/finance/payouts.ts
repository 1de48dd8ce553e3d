import { bilingual, type PayoutStep, type StudioPayout } from '@fanhub/contract';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { countRows, direction, offset, type Page } from '../../db/paging';
import { AppError, errors } from '../../http/app-error';
import { ensureAccount } from '../../ledger/accounts';
import { transfer } from '../../ledger/transfer';
import { recordAudit, type Actor } from '../../staff/audit-trail';
import { confirmSecondFactor } from '../../staff/step-up';

export const PAYOUT = { id: 'Pembayaran kampanye', en: 'Campaign payout' };

const SELECT_PAYOUT = `
  SELECT p.id AS "_id", p.campaign_id AS "campaignId", c.title AS "campaignTitle", p.coins,
         p.idr_per_coin AS "idrPerCoin", p.idr_amount AS "idrAmount", p.fee_idr AS "feeIdr", p.net_idr AS "netIdr",
         p.organiser_name AS "organiserName", p.bank_name AS "bankName", p.account_number AS "accountNumber",
         p.account_holder AS "accountHolder", p.bank_reference AS "bankReference", p.status,
         p.status_reason AS "statusReason", p.version, rq.email AS "requestedBy", p.requested_at AS "requestedAt",
         ch.email AS "changedBy", ap.email AS "approvedBy", p.approved_at AS "approvedAt", p.paid_at AS "paidAt",
         p.settlement_transfer_id AS "settlementTransferId",
         p.requested_by AS "requestedById", p.changed_by AS "changedById"
  FROM campaign_payouts p JOIN campaigns c ON c.id = p.campaign_id
  JOIN staff rq ON rq.id = p.requested_by JOIN staff ch ON ch.id = p.changed_by
  LEFT JOIN staff ap ON ap.id = p.approved_by`;

export async function findPayout(db: Queryable, id: string): Promise<StudioPayout | undefined> {
  return (await db.query<StudioPayout>(`${SELECT_PAYOUT} WHERE p.id = $1`, [id])).rows[0];
}

export async function listPayouts(
  db: Queryable,
  filter: { status?: string | undefined; campaignId?: string | undefined },
  page: Page,
) {
  const where = 'WHERE ($1::text IS NULL OR p.status = $1) AND ($2::uuid IS NULL OR p.campaign_id = $2)';
  const params = [filter.status ?? null, filter.campaignId ?? null];
  const { rows } = await db.query<StudioPayout>(
    `${SELECT_PAYOUT} ${where} ORDER BY p.requested_at ${direction(page)}, p.id LIMIT $3 OFFSET $4`,
    [...params, page.limit, offset(page)],
  );
  return { items: rows, total: await countRows(db, `FROM campaign_payouts p ${where}`, params) };
}

const refused = (id: string, en: string) => errors.conflict('PAYOUT_REFUSED', bilingual(id, en));
const stepRefused = (status: string, step: PayoutStep) =>
  errors.conflict(
    'PAYOUT_STEP_REFUSED',
    bilingual(
      `Pembayaran berstatus ${status}: tidak bisa ${step}`,
      `The payout is ${status}: it cannot ${step}`,
    ),
  );
const changedSinceRead = () =>
  errors.conflict(
    'CHANGED_SINCE_READ',
    bilingual(
      'Pembayaran ini berubah sejak kamu membacanya: periksa lagi',
      'This payout changed since you read it: check it again',
    ),
    'version',
  );

/** The campaign's account, its pending credits folded in first: a payout takes all of its coins. */
async function campaignCoins(
  tx: Queryable,
  campaignId: string,
): Promise<{ accountId: number; coins: number }> {
  const accountId = await ensureAccount(tx, 'campaign', campaignId);
  const { rows } = await tx.query<{ balance: number }>('SELECT ledger_fold_account($1) AS balance', [
    accountId,
  ]);
  return { accountId, coins: rows[0]!.balance };
}

/**
 * Finance requests the payout of a completed campaign's coins to its organiser: all of its balance, valued at
 * the configured rate, less the fee. An all-or-nothing campaign that closed short pays nothing out (its coins go
 * back to its supporters); a campaign has one open and one paid payout at most.
 */
export async function requestPayout(
  db: Database,
  config: Config['payouts'],
  actor: Actor,
  request: {
    campaignId: string;
    organiserName: string;
    bankName: string;
    accountNumber: string;
    accountHolder: string;
  },
): Promise<StudioPayout> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ completed: boolean; allOrNothingShort: boolean }>(
      `SELECT cc.status = 'completed' AS completed,
              c.refund_if_short AND cc."collectedCoins" < cc."targetCoins" AS "allOrNothingShort"
       FROM campaigns c JOIN campaign_cards cc ON cc."_id" = c.id WHERE c.id = $1 FOR UPDATE OF c`,
      [request.campaignId],
    );
    const campaign = rows[0];
    if (!campaign) throw errors.notFound({ id: 'Kampanye', en: 'Campaign' });
    if (!campaign.completed) throw refused('Kampanye belum selesai', 'The campaign has not completed yet');
    if (campaign.allOrNothingShort)
      throw refused(
        'Kampanye "semua atau tidak sama sekali" ini tidak mencapai target: koinnya kembali ke pendukung',
        'This all-or-nothing campaign missed its target: its coins go back to its supporters',
      );
    const open = await tx.query(
      "SELECT status FROM campaign_payouts WHERE campaign_id = $1 AND status IN ('requested', 'approved', 'processing', 'paid')",
      [request.campaignId],
    );
    if (open.rows.length > 0)
      throw refused('Kampanye ini sudah punya pembayaran', 'This campaign already has a payout');
    const { coins } = await campaignCoins(tx, request.campaignId);
    if (coins === 0) throw refused('Kampanye ini tidak punya koin', 'This campaign holds no coins');
    const idrAmount = coins * config.idrPerCoin;
    const fee = Math.round((idrAmount * config.feePercent) / 100);
    const { rows: created } = await tx.query<{ id: string }>(
      `INSERT INTO campaign_payouts (campaign_id, coins, idr_per_coin, idr_amount, fee_idr, net_idr, organiser_name,
         bank_name, account_number, account_holder, requested_by, changed_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        request.campaignId,
        coins,
        config.idrPerCoin,
        idrAmount,
        fee,
        idrAmount - fee,
        request.organiserName.trim(),
        request.bankName.trim(),
        request.accountNumber,
        request.accountHolder.trim(),
        actor.staffId,
      ],
    );
    const payout = (await findPayout(tx, created[0]!.id))!;
    await recordAudit(tx, actor, {
      action: 'request',
      recordType: 'payout',
      recordId: payout._id,
      after: payout,
    });
    return payout;
  });
}

/** Where the money goes changed: whoever changed it cannot approve it, and an approval made before is void. */
export async function changePayout(
  db: Database,
  actor: Actor,
  id: string,
  changes: Partial<{ organiserName: string; bankName: string; accountNumber: string; accountHolder: string }>,
): Promise<StudioPayout> {
  return db.transaction(async (tx) => {
    const before = await lockedPayout(tx, id);
    if (before.status !== 'requested' && before.status !== 'approved')
      throw stepRefused(before.status, 'approve');
    await tx.query(
      `UPDATE campaign_payouts SET organiser_name = coalesce($2, organiser_name), bank_name = coalesce($3, bank_name),
         account_number = coalesce($4, account_number), account_holder = coalesce($5, account_holder),
         status = 'requested', approved_by = NULL, approved_at = NULL, changed_by = $6, version = version + 1,
         updated_at = now()
       WHERE id = $1`,
      [
        id,
        changes.organiserName?.trim() ?? null,
        changes.bankName?.trim() ?? null,
        changes.accountNumber ?? null,
        changes.accountHolder?.trim() ?? null,
        actor.staffId,
      ],
    );
    const after = (await findPayout(tx, id))!;
    await recordAudit(tx, actor, { action: 'update', recordType: 'payout', recordId: id, before, after });
    return after;
  });
}

async function lockedPayout(
  tx: Queryable,
  id: string,
): Promise<StudioPayout & { requestedById: string; changedById: string }> {
  const { rows } = await tx.query<StudioPayout & { requestedById: string; changedById: string }>(
    `${SELECT_PAYOUT} WHERE p.id = $1 FOR UPDATE OF p`,
    [id],
  );
  if (!rows[0]) throw errors.notFound(PAYOUT);
  return rows[0];
}

/** Which steps each state allows, and the state each leads to. */
const STEPS: Record<PayoutStep, { from: string[]; to: string }> = {
  approve: { from: ['requested'], to: 'approved' },
  process: { from: ['approved'], to: 'processing' },
  paid: { from: ['processing'], to: 'paid' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  fail: { from: ['processing'], to: 'failed' },
};

export interface PayoutStepRequest {
  step: PayoutStep;
  version: number;
  code?: string | undefined;
  bankReference?: string | undefined;
  reason?: string | undefined;
}

/**
 * Moves a payout along: approved by a finance person who neither requested nor last changed it (past the
 * rolling limit, with their authenticator code again), sent to the bank, then paid (the campaign's coins move to
 * `settled` in one transfer, exactly the payout's coins, once) or failed; rejected before it is sent. Rejected
 * and failed payouts never took the coins: they stay the campaign's, with the reason.
 */
export async function stepPayout(
  db: Database,
  settings: { payouts: Config['payouts']; studioSecretKey: string },
  actor: Actor,
  id: string,
  request: PayoutStepRequest,
): Promise<StudioPayout> {
  return db.transaction(async (tx) => {
    const before = await lockedPayout(tx, id);
    const step = STEPS[request.step];
    if (!step.from.includes(before.status)) throw stepRefused(before.status, request.step);
    if (before.version !== request.version) throw changedSinceRead();
    const changes: Record<string, unknown> = {};
    if (request.step === 'approve') {
      if (actor.staffId === before.requestedById || actor.staffId === before.changedById)
        throw new AppError(
          403,
          'FOUR_EYES',
          bilingual(
            'Kamu meminta atau mengubah pembayaran ini: orang finance lain yang menyetujuinya',
            'You requested or changed this payout: another finance person approves it',
          ),
        );
      await requireSecondFactorPastLimit(tx, settings, actor, before, request.code);
      Object.assign(changes, { approved_by: actor.staffId, approved_at: new Date().toISOString() });
    }
    if (request.step === 'reject' || request.step === 'fail') {
      if (!request.reason?.trim())
        throw errors.badRequest('VALIDATION_ERROR', bilingual('Tulis alasannya', 'Say why'), 'reason');
      changes.status_reason = request.reason.trim();
    }
    if (request.step === 'paid') {
      if (!request.bankReference?.trim())
        throw errors.badRequest(
          'VALIDATION_ERROR',
          bilingual('Isi referensi transfer bank', "Fill in the bank transfer's reference"),
          'bankReference',
        );
      const { accountId, coins } = await campaignCoins(tx, before.campaignId);
      if (coins !== before.coins)
        throw errors.conflict(
          'CAMPAIGN_BALANCE_CHANGED',
          bilingual(
            `Saldo kampanye ${coins} Koin, bukan ${before.coins}: tolak pembayaran ini dan minta yang baru`,
            `The campaign holds ${coins} coins, not ${before.coins}: reject this payout and request a new one`,
          ),
        );
      const receipt = await transfer(tx, {
        fromAccountId: accountId,
        toAccountId: await ensureAccount(tx, 'settled', 'system'),
        amount: before.coins,
        reason: 'campaign_settlement',
        reference: before.campaignId,
        idempotencyKey: `payout:${id}`,
      });
      Object.assign(changes, {
        bank_reference: request.bankReference.trim(),
        paid_at: new Date().toISOString(),
        settlement_transfer_id: receipt.transferId,
      });
    }
    const columns = Object.keys(changes);
    await tx.query(
      `UPDATE campaign_payouts SET status = $2, updated_at = now()
         ${columns.map((column, at) => `, ${column} = $${at + 3}`).join('')}
       WHERE id = $1`,
      [id, step.to, ...Object.values(changes)],
    );
    const after = (await findPayout(tx, id))!;
    await recordAudit(tx, actor, { action: request.step, recordType: 'payout', recordId: id, before, after });
    return after;
  });
}

/** An approver whose approvals of the last 24 hours, this one included, pass the limit confirms with their code. */
async function requireSecondFactorPastLimit(
  tx: Queryable,
  settings: { payouts: Config['payouts']; studioSecretKey: string },
  actor: Actor,
  payout: StudioPayout,
  code?: string,
): Promise<void> {
  const { rows } = await tx.query<{ approved: number }>(
    `SELECT COALESCE(SUM(net_idr), 0)::bigint AS approved FROM campaign_payouts
     WHERE approved_by = $1 AND approved_at > now() - interval '24 hours'`,
    [actor.staffId],
  );
  if (rows[0]!.approved + payout.netIdr <= settings.payouts.secondFactorAboveIdr) return;
  if (!code || !(await confirmSecondFactor(tx, settings.studioSecretKey, actor.staffId!, code)))
    throw new AppError(
      403,
      'SECOND_FACTOR_REQUIRED',
      bilingual(
        'Persetujuanmu 24 jam terakhir melewati batas: masukkan kode autentikatormu',
        'Your approvals of the last 24 hours pass the limit: enter your authenticator code',
      ),
      'code',
    );
}
