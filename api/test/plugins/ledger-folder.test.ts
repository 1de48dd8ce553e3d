import { pause } from '@fanhub/testkit';
import { ensureAccount, mintAccountId } from '../../src/ledger/accounts';
import { spendCoins } from '../helpers/spend-coins';
import { transferNow } from '../../src/ledger/transfer';
import { registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => (testApp = await createTestApp()));
afterAll(() => testApp.close());

it("folds a spend's pending credit into the project's balance by itself, within a moment", async () => {
  const { db } = testApp;
  const fan = await registerMember(testApp.app);
  await transferNow(db, {
    fromAccountId: await mintAccountId(db),
    toAccountId: await ensureAccount(db, 'member', fan.id),
    amount: 10,
    reason: 'top_up',
  });
  await db.transaction((tx) =>
    spendCoins(tx, {
      memberId: fan.id,
      to: { kind: 'campaign', ownerId: 'c-1' },
      amount: 6,
      reason: 'campaign_support',
    }),
  );
  const cachedBalance = async () =>
    (await db.query<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE owner_id = 'c-1'"))
      .rows[0]!.balance;
  let balance = await cachedBalance();
  for (let waited = 0; balance === 0 && waited < 3000; waited += 50) {
    await pause(50);
    balance = await cachedBalance();
  }
  expect(balance).toBe(6);
  expect((await db.query('SELECT 1 FROM ledger_credit_stripes WHERE credits > 0')).rows).toHaveLength(0);
});
