import { HEART_RULES } from '@fanhub/contract';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import type { AppError } from '../../src/http/app-error';
import { accountBalance, ensureAccount, mintAccountId } from '../../src/ledger/accounts';
import { findSealViolations } from '../../src/ledger/seals';
import { checkIn, expireHearts, heartsAvailable, heartsSummary } from '../../src/ledger/hearts';
import { grantHearts, spendHearts } from '../helpers/hearts';
import { transferNow } from '../../src/ledger/transfer';
import { expectLedgerSound } from '../helpers/ledger-invariants';
import { ledgerVerify, sealEverything } from '../helpers/seals';
import { createTestDatabase, TEST_DATABASE, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let db: Database;
let fans = 0;

/** A new fan with a confirmed email (spending and earning hearts need it), as the API registers one. */
async function newFan(confirmed = true): Promise<string> {
  fans += 1;
  const id = `00000000-0000-4000-8000-${String(fans).padStart(12, '0')}`;
  await db.query(
    `INSERT INTO members (id, full_name, email, password_hash, phone, email_confirmed_at)
     VALUES ($1, 'Fan', $2, 'unused', '081234567890', $3)`,
    [id, `heart-fan-${fans}@fanhub.test`, confirmed ? new Date() : null],
  );
  return id;
}

/** An instant in Jakarta (UTC+7), as a fan's phone there would say it. */
const jakarta = (dayAndTime: string) => new Date(`${dayAndTime}+07:00`);
const project = { kind: 'voting_project_hearts' as const, ownerId: 'project-hearts-1' };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await migrate(db);
});
afterEach(() => expectLedgerSound(db));
afterAll(() => database.dispose());

test('a check-in grants once per Jakarta day, whatever 20 requests arrive at once', async () => {
  const fan = await newFan();
  const at = jakarta('2026-11-27T08:00:00');
  const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => checkIn(db, fan, at)));
  const granted = outcomes.filter((outcome) => outcome.status === 'fulfilled');
  expect(granted).toHaveLength(1);
  const refusals = outcomes
    .filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
    .map((outcome) => (outcome.reason as AppError).code);
  expect(refusals).toEqual(Array(19).fill('ALREADY_CHECKED_IN'));
  expect(await heartsAvailable(db, fan, at)).toBe(HEART_RULES.checkIn);
  // Just before Jakarta's midnight it is still the same day; just after it, a new one.
  await expect(checkIn(db, fan, jakarta('2026-11-27T23:59:59'))).rejects.toMatchObject({
    code: 'ALREADY_CHECKED_IN',
    message: expect.stringContaining('28 Nov 2026, 00.00 WIB'),
  });
  await expect(checkIn(db, fan, jakarta('2026-11-28T00:00:01'))).resolves.toMatchObject({
    day: '2026-11-28',
    streak: 2,
  });
});

test('a streak counts days in a row, the seventh brings the bonus, and a day missed starts it again', async () => {
  const fan = await newFan();
  const week = [];
  for (const day of ['01', '02', '03', '04', '05', '06', '07']) {
    // What the page promises before each check-in is what the check-in gives.
    const promised = (await heartsSummary(db, fan, jakarta(`2026-12-${day}T08:00:00`))).nextCheckInHearts;
    week.push(await checkIn(db, fan, jakarta(`2026-12-${day}T09:00:00`)));
    expect(week.at(-1)!.hearts).toBe(promised);
  }
  expect(week.map((day) => day.streak)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(week.map((day) => day.hearts)).toEqual([
    ...Array(6).fill(HEART_RULES.checkIn),
    HEART_RULES.checkIn + HEART_RULES.streakBonus,
  ]);
  await expect(checkIn(db, fan, jakarta('2026-12-09T09:00:00'))).resolves.toMatchObject({ streak: 1 });
});

test('a fan who has not confirmed their email earns nothing', async () => {
  const fan = await newFan(false);
  await expect(checkIn(db, fan, jakarta('2026-11-27T08:00:00'))).rejects.toMatchObject({
    code: 'EMAIL_NOT_CONFIRMED',
  });
  expect(await heartsAvailable(db, fan, jakarta('2026-11-27T08:00:00'))).toBe(0);
});

test('spending takes the hearts closest to expiry first, and refuses more than the fan can spend', async () => {
  const fan = await newFan();
  const now = jakarta('2026-11-27T10:00:00');
  const grant = (amount: number, expiresAt: string, key: string) =>
    grantHearts(db, {
      memberId: fan,
      amount,
      reason: 'heart_mission',
      reference: key,
      expiresAt: jakarta(expiresAt),
      key: `${fan}:${key}`,
    });
  const later = await grant(10, '2026-12-31T00:00:00', 'later');
  const sooner = await grant(4, '2026-12-01T00:00:00', 'sooner');
  await spendHearts(db, { memberId: fan, to: project, amount: 6, at: now });
  const lots = await db.query<{ transfer_id: number; remaining: number }>(
    'SELECT transfer_id, remaining FROM heart_lots WHERE member_id = $1 ORDER BY transfer_id',
    [fan],
  );
  expect(lots.rows).toEqual([
    { transfer_id: later.transferId, remaining: 8 },
    { transfer_id: sooner.transferId, remaining: 0 },
  ]);
  await expect(spendHearts(db, { memberId: fan, to: project, amount: 9, at: now })).rejects.toMatchObject({
    code: 'INSUFFICIENT_HEARTS',
    message: 'Hati tidak cukup: kamu punya 8 Hati / Not enough hearts: you have 8 hearts',
  });
  expect(await accountBalance(db, 'voting_project_hearts', project.ownerId)).toBeGreaterThanOrEqual(6);
  // A grant repeated with its key answers the first and grants nothing more.
  await expect(grant(10, '2026-12-31T00:00:00', 'later')).resolves.toMatchObject({
    transferId: later.transferId,
    replayed: true,
  });
});

test('hearts expire at their time through a transfer of their own, and are not spendable after it', async () => {
  const fan = await newFan();
  await grantHearts(db, {
    memberId: fan,
    amount: 7,
    reason: 'heart_check_in',
    reference: '2026-11-01',
    expiresAt: jakarta('2026-12-01T00:00:00'),
    key: `${fan}:expiring`,
  });
  const before = jakarta('2026-11-30T23:59:59');
  const after = jakarta('2026-12-01T00:00:00');
  expect(await heartsAvailable(db, fan, before)).toBe(7);
  expect(await expireHearts(db, before)).toBe(0);
  // Past their time they are not spendable, even before the job has taken them out.
  await expect(spendHearts(db, { memberId: fan, to: project, amount: 1, at: after })).rejects.toMatchObject({
    code: 'INSUFFICIENT_HEARTS',
  });
  expect(await expireHearts(db, after)).toBeGreaterThanOrEqual(1);
  const expiry = await db.query<{ amount: number; reason: string }>(
    `SELECT t.amount, t.reason FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id
     WHERE a.kind = 'member_hearts' AND a.owner_id = $1 AND t.reason = 'heart_expiry'`,
    [fan],
  );
  expect(expiry.rows).toEqual([{ amount: 7, reason: 'heart_expiry' }]);
  expect(await accountBalance(db, 'member_hearts', fan)).toBe(0);
  expect(await expireHearts(db, after)).toBe(0);
});

test("a midnight's expiries go in bounded batches, once, however many replicas run the job at once", async () => {
  const due = jakarta('2030-01-01T00:00:00');
  // Only this test's lots are due at `due`: every earlier test's go first.
  await expireHearts(db, due);
  const expiring = await Promise.all(Array.from({ length: 25 }, () => newFan()));
  for (const fan of expiring)
    await grantHearts(db, {
      memberId: fan,
      amount: 3,
      reason: 'heart_check_in',
      reference: '2029-12-01',
      expiresAt: due,
      key: `${fan}:batched`,
    });
  // Two replicas' jobs at once, in batches of 10 fans.
  const taken = await Promise.all([expireHearts(db, due, 10), expireHearts(db, due, 10)]);
  const rest = await expireHearts(db, due, 10);
  expect(taken[0]! + taken[1]! + rest).toBe(25);
  const transfers = await db.query<{ created_at: string; fans: number }>(
    `SELECT t.created_at, count(*)::int AS fans FROM ledger_transfers t
     JOIN ledger_accounts a ON a.id = t.from_account_id
     WHERE t.reason = 'heart_expiry' AND a.owner_id = ANY($1)
     GROUP BY t.created_at`,
    [expiring],
  );
  // One transfer per fan, never two; a transaction's transfers share its start time: at most 10 fans in each.
  expect(transfers.rows.reduce((sum, batch) => sum + batch.fans, 0)).toBe(25);
  expect(Math.max(...transfers.rows.map((batch) => batch.fans))).toBeLessThanOrEqual(10);
  for (const fan of expiring) expect(await accountBalance(db, 'member_hearts', fan)).toBe(0);
});

const onServer = TEST_DATABASE === 'postgres' ? test : test.skip;

onServer(
  'a fan whose account a spend holds is left for the next turn: the expiry does not wait on it',
  async () => {
    const due = jakarta('2030-02-01T00:00:00');
    await expireHearts(db, due);
    const [busy, idle] = [await newFan(), await newFan()];
    for (const fan of [busy, idle])
      await grantHearts(db, {
        memberId: fan,
        amount: 2,
        reason: 'heart_check_in',
        reference: '2030-01-01',
        expiresAt: due,
        key: `${fan}:held`,
      });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const spend = db.transaction(async (tx) => {
      await tx.query(
        `SELECT 1 FROM ledger_accounts WHERE kind = 'member_hearts' AND owner_id = $1 FOR UPDATE`,
        [busy],
      );
      held();
      await released;
    });
    await holding;
    try {
      expect(await expireHearts(db, due)).toBe(1);
      expect(await accountBalance(db, 'member_hearts', idle)).toBe(0);
      expect(await accountBalance(db, 'member_hearts', busy)).toBe(2);
    } finally {
      release();
      await spend;
    }
    expect(await expireHearts(db, due)).toBe(1);
    expect(await accountBalance(db, 'member_hearts', busy)).toBe(0);
  },
);

test('coins never become hearts nor hearts coins: the ledger refuses a transfer between the two', async () => {
  const fan = await newFan();
  const hearts = await ensureAccount(db, 'member_hearts', fan);
  await expect(
    transferNow(db, {
      fromAccountId: await mintAccountId(db),
      toAccountId: hearts,
      amount: 5,
      reason: 'top_up',
      reference: 'coins-into-hearts',
    }),
  ).rejects.toThrow('a transfer moves one asset');
  await expect(
    db.query("SELECT * FROM heart_spend($1, 'campaign', 'campaign-1', 1, 'heart_vote', now())", [fan]),
  ).rejects.toThrow('hearts go only to hearts accounts');
});

test('seals hold heart entries beside coin entries, and the seal chain verifies with both', async () => {
  const fan = await newFan();
  const now = jakarta('2026-12-20T10:00:00');
  await checkIn(db, fan, now);
  await spendHearts(db, { memberId: fan, to: project, amount: 2, at: now });
  await transferNow(db, {
    fromAccountId: await mintAccountId(db),
    toAccountId: await ensureAccount(db, 'member', fan),
    amount: 30,
    reason: 'welcome_grant',
    reference: 'hearts-and-coins',
  });
  const seal = (await sealEverything(db))!;
  const sealed = await db.query<{ reason: string }>(
    `SELECT DISTINCT t.reason FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE e.id BETWEEN $1 AND $2`,
    [seal.firstEntryId, seal.lastEntryId],
  );
  expect(sealed.rows.map((row) => row.reason)).toEqual(
    expect.arrayContaining(['heart_check_in', 'heart_vote', 'welcome_grant']),
  );
  expect(await findSealViolations(db)).toEqual([]);
  // `pnpm ledger:verify` reaches a server's database only.
  if (TEST_DATABASE === 'postgres')
    expect(await ledgerVerify(db)).toMatchObject({
      code: 0,
      output: expect.stringContaining('The seal chain holds'),
    });
});
