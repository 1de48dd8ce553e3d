import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { type AppError } from '../../src/http/app-error';
import { accountBalance, ensureAccount, mintAccountId } from '../../src/ledger/accounts';
import { findLedgerViolations } from '../../src/ledger/invariants';
import { spendCoins } from '../helpers/spend-coins';
import { MAX_TRANSFER_COINS, transfer, transferNow } from '../../src/ledger/transfer';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const FAN_1 = '00000000-0000-4000-8000-000000000001';
let database: TestDatabase;
let db: Database;
let mint: number;
let fan: number;
let campaign: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await migrate(db);
  mint = await mintAccountId(db);
  // A spend needs a member whose email is confirmed (ledger_spend checks it).
  await db.query(
    `INSERT INTO members (id, full_name, email, password_hash, phone, email_confirmed_at)
     VALUES ($1, 'Fan', 'fan-1@fanhub.test', 'unused', '081234567890', now())`,
    [FAN_1],
  );
  fan = await ensureAccount(db, 'member', FAN_1);
  campaign = await ensureAccount(db, 'campaign', 'campaign-1');
  await transferNow(db, {
    fromAccountId: mint,
    toAccountId: fan,
    amount: 100,
    reason: 'top_up',
    reference: 'order-0',
  });
});
afterEach(() => expectLedgerSound(db));
afterAll(() => database.dispose());

const spend = (amount: number, idempotencyKey?: string) =>
  transferNow(db, {
    fromAccountId: fan,
    toAccountId: campaign,
    amount,
    reason: 'campaign_support',
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: AppError) => ({ code: error.code, status: error.statusCode }),
  );

it('moves coins between accounts and answers both new balances', async () => {
  const receipt = await spend(30);
  expect(receipt).toMatchObject({ fromBalance: 70, replayed: false });
  expect(await accountBalance(db, 'member', FAN_1)).toBe(70);
  expect(await accountBalance(db, 'campaign', 'campaign-1')).toBe(receipt.toBalance);
});

it('writes one transfer with a reason and two entries that sum to zero', async () => {
  const { transferId } = await spend(5);
  const { rows: entries } = await db.query<{ account_id: number; amount: number }>(
    'SELECT account_id, amount FROM ledger_entries WHERE transfer_id = $1 ORDER BY amount',
    [transferId],
  );
  expect(entries).toEqual([
    { account_id: fan, amount: -5 },
    { account_id: campaign, amount: 5 },
  ]);
  const { rows } = await db.query<{ reason: string }>('SELECT reason FROM ledger_transfers WHERE id = $1', [
    transferId,
  ]);
  expect(rows[0]!.reason).toBe('campaign_support');
});

it('refuses to take a member below zero and moves nothing', async () => {
  const before = await accountBalance(db, 'member', FAN_1);
  expect(await refusal(spend(before + 1))).toEqual({ code: 'INSUFFICIENT_COINS', status: 409 });
  expect(await accountBalance(db, 'member', FAN_1)).toBe(before);
});

it.each([0, -10, 1.5, Number.NaN, MAX_TRANSFER_COINS + 1, 2 ** 60])(
  'refuses the amount %p',
  async (amount) => {
    const before = await accountBalance(db, 'member', FAN_1);
    expect(await refusal(spend(amount))).toEqual({ code: 'INVALID_AMOUNT', status: 400 });
    expect(await accountBalance(db, 'member', FAN_1)).toBe(before);
  },
);

it('moves coins once for one idempotency key, however often it is retried', async () => {
  const before = await accountBalance(db, 'member', FAN_1);
  const first = await spend(7, 'vote:retry-me');
  const again = await spend(7, 'vote:retry-me');
  const concurrent = await Promise.all([spend(7, 'vote:retry-me'), spend(7, 'vote:retry-me')]);
  expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
  expect(concurrent.every((receipt) => receipt.transferId === first.transferId)).toBe(true);
  expect(await accountBalance(db, 'member', FAN_1)).toBe(before - 7);
});

it('refuses an idempotency key reused for a different transfer', async () => {
  await spend(2, 'vote:other');
  expect(await refusal(spend(3, 'vote:other'))).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', status: 409 });
});

it('rolls back the whole transaction when a later step fails', async () => {
  const before = await accountBalance(db, 'member', FAN_1);
  await expect(
    db.transaction(async (tx) => {
      await transfer(tx, { fromAccountId: fan, toAccountId: campaign, amount: 4, reason: 'vote' });
      throw new Error('the vote could not be recorded');
    }),
  ).rejects.toThrow('the vote could not be recorded');
  expect(await accountBalance(db, 'member', FAN_1)).toBe(before);
});

it('keeps entries and transfers append-only', async () => {
  await expect(db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
  await expect(db.query('DELETE FROM ledger_transfers')).rejects.toThrow(/append-only/);
});

it('refuses, at the database too, a cached balance below zero', async () => {
  await expect(db.query('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [fan])).rejects.toThrow(
    /balance_never_negative/,
  );
});

it('reports a cached balance that drifted from its entries', async () => {
  const sandbox = await ensureAccount(db, 'event', 'drift-check');
  await db.transaction(async (tx) => {
    await tx.query('UPDATE ledger_accounts SET balance = 5 WHERE id = $1', [sandbox]);
    expect(await findLedgerViolations(tx)).toEqual([`account ${sandbox} caches 5 but its entries sum to 0`]);
    await tx.query('UPDATE ledger_accounts SET balance = 0 WHERE id = $1', [sandbox]);
  });
});

it('reports entries and transfers pointing at nothing, and a transfer that is not its two entries', async () => {
  const rolledBack = new Error('rolled back');
  const checked = db.transaction(async (tx) => {
    const entry = await tx.query<{ id: number }>(
      'INSERT INTO ledger_entries (transfer_id, account_id, amount) VALUES (999999, $1, 5) RETURNING id',
      [fan],
    );
    const orphan = await tx.query<{ id: number }>(
      `INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, reason)
       VALUES ($1, 888888, 5, 'top_up') RETURNING id`,
      [mint],
    );
    expect(await findLedgerViolations(tx)).toEqual(
      expect.arrayContaining([
        `entry ${entry.rows[0]!.id} points at something that is not there`,
        `transfer ${orphan.rows[0]!.id} points at something that is not there`,
        `transfer ${orphan.rows[0]!.id} is not its two entries`,
      ]),
    );
    throw rolledBack;
  });
  await expect(checked).rejects.toBe(rolledBack);
});

it('refuses to delete a ledger account: entries point at it', async () => {
  const closed = await ensureAccount(db, 'event', 'never-deleted');
  await expect(db.query('DELETE FROM ledger_accounts WHERE id = $1', [closed])).rejects.toThrow(
    /never deleted/,
  );
});

it("keeps a spend's credit pending, counts it in the totals at once, and folds it into the balance", async () => {
  await transferNow(db, { fromAccountId: mint, toAccountId: fan, amount: 7, reason: 'top_up' });
  const before = await accountBalance(db, 'member', FAN_1);
  const project = { kind: 'voting_project' as const, ownerId: 'project-1' };
  for (const amount of [3, 4]) {
    await db.transaction((tx) => spendCoins(tx, { memberId: FAN_1, to: project, amount, reason: 'vote' }));
  }
  const cached = async () =>
    (
      await db.query<{ balance: number; credits: number }>(
        'SELECT balance, credits FROM ledger_accounts WHERE kind = $1 AND owner_id = $2',
        [project.kind, project.ownerId],
      )
    ).rows[0];
  expect(await cached()).toEqual({ balance: 0, credits: 0 });
  expect(await accountBalance(db, project.kind, project.ownerId)).toBe(7);
  expect(await accountBalance(db, 'member', FAN_1)).toBe(before - 7);
  await expectLedgerSound(db);

  expect((await db.query<{ folded: number }>('SELECT ledger_fold_credits() AS folded')).rows[0]!.folded).toBe(
    2,
  );
  expect(await cached()).toEqual({ balance: 7, credits: 2 });
  expect((await db.query('SELECT 1 FROM ledger_credit_stripes WHERE credits > 0')).rows).toHaveLength(0);
  expect(await accountBalance(db, project.kind, project.ownerId)).toBe(7);
});
