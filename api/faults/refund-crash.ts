import path from 'node:path';
import {
  coinPackage,
  coinsOf,
  freeApiPorts,
  freshDatabase,
  overHttp,
  payThroughStandIn,
  openOrder,
  pause,
  productionApiEnv,
  registerFan,
  signInStaff,
  startMidtransStandIn,
  startServer,
  waitUntil,
  type MailSink,
  type StartedServer,
  type PostgresInstance,
} from '@fanhub/testkit';
import { openPostgres } from '../src/db/database';
import { findLedgerViolations } from '../src/ledger/invariants';
import { hashPassword } from '../src/modules/auth/passwords';
import { findPaymentViolations } from '../src/payments/invariants';
import { insertStaff } from '../src/staff/staff-repository';
import type { FaultRow } from './run';

export const REFUND_CRASH = 'API killed between a refund at the provider and its ledger write';
const SERVER_KEY = `faults-midtrans-${process.pid}`;
const STAFF_PASSWORD = 'faults-finance-password-1';
/** A refund's lease (20 s, finance/refunds.ts), the jobs' turn and a margin. */
const FINISHED_WITHIN_S = 40;

/**
 * A finance person refunds an order through Midtrans (a stand-in on loopback); the API process is killed
 * (SIGKILL) after Midtrans has refunded it and before the API answers, i.e. before its ledger write. Started
 * again, the API finishes the refund exactly once: Midtrans is asked again with the same key and refunds nothing
 * more, one reversal takes the coins back, and the ledger and the orders agree.
 */
export async function refundCrash(
  postgres: PostgresInstance,
  resultsDir: string,
  mail: MailSink,
  /** A migrated, seeded database to start from a copy of. */
  template: string,
): Promise<FaultRow> {
  const problems: string[] = [];
  const standIn = await startMidtransStandIn();
  const database = await freshDatabase('fanhub_faults_refund', {
    server: postgres.url('postgres'),
    template,
  });
  const { port, metricsPort } = await freeApiPorts();
  const env = {
    ...productionApiEnv({
      port,
      metricsPort,
      databaseUrl: database.url!,
      jwtSecret: `faults-refund-${process.pid}-${'x'.repeat(40)}`,
      sandboxServerKey: 'unused',
      uploadDir: path.join(resultsDir, 'uploads'),
      smtpUrl: mail.url,
    }),
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: SERVER_KEY,
    MIDTRANS_CLIENT_KEY: 'faults-midtrans-client',
    MIDTRANS_API_URL: standIn.url,
    MIDTRANS_CORE_API_URL: standIn.url,
    FINANCE_JOBS_EVERY_MS: '1000',
  };
  const start = () =>
    startServer('api-refund', {
      args: ['dist/server.js'],
      env,
      port,
      readyPath: '/v1/health',
      logDir: resultsDir,
      appendLog: true,
    });
  let api: StartedServer = await start();
  const db = await openPostgres(database.url!, {
    poolSize: 2,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 60_000,
    idleInTransactionTimeoutMs: 60_000,
  });
  try {
    const call = overHttp(api.url, mail.inbox);
    const fan = await registerFan(call);
    const pack = await coinPackage(call);
    const order = await openOrder(call, fan, pack);
    await payThroughStandIn(call, standIn, SERVER_KEY, { orderId: order.orderId, grossAmount: pack.price });
    const email = `finance-${process.pid}@studio.fanhub.test`;
    await insertStaff(db, {
      email,
      fullName: 'Finance Faults',
      role: 'finance',
      passwordHash: await hashPassword(STAFF_PASSWORD, 1024),
    });
    const finance = await signInStaff(call, { email, password: STAFF_PASSWORD });

    // Midtrans refunds, then the API is killed before Midtrans' answer reaches it.
    standIn.beforeRefundAnswer = async () => {
      standIn.beforeRefundAnswer = async () => undefined;
      process.kill(api.process.pid, 'SIGKILL');
      await api.process.exited;
    };
    const killedAt = Date.now();
    const cut = await fetch(`${api.url}/v1/studio/orders/${order.orderId}/refunds`, {
      method: 'POST',
      headers: { ...finance.auth, 'content-type': 'application/json', 'idempotency-key': 'faults-refund-1' },
      body: JSON.stringify({ amount: pack.price, reason: 'Fault suite' }),
    }).then(
      (answer) => `answered ${answer.status}`,
      () => 'cut off',
    );
    if (cut !== 'cut off') problems.push(`the refund request was ${cut}, not cut off by the kill`);
    const reversals = async () =>
      (
        await db.query<{ amount: number }>(
          "SELECT amount FROM ledger_transfers WHERE reason = 'top_up_reversal' AND reference = $1",
          [order.orderId],
        )
      ).rows;
    if ((await reversals()).length > 0)
      problems.push('coins were taken back before the API was started again');

    const restartingAt = Date.now();
    api = await start();
    const restartS = (Date.now() - restartingAt) / 1000;
    // The studio retries the request (same key) as a person would after an error: it is the same refund.
    await fetch(`${api.url}/v1/studio/orders/${order.orderId}/refunds`, {
      method: 'POST',
      headers: { ...finance.auth, 'content-type': 'application/json', 'idempotency-key': 'faults-refund-1' },
      body: JSON.stringify({ amount: pack.price, reason: 'Fault suite' }),
    });
    const finished = await waitUntil(
      async () =>
        (await db.query("SELECT 1 FROM order_refunds WHERE status = 'completed'")).rows.length === 1,
      { seconds: FINISHED_WITHIN_S, everyMs: 500 },
    );
    const recoveredIn = finished ? (Date.now() - killedAt) / 1000 : null;
    if (!finished) problems.push(`the refund was not finished within ${FINISHED_WITHIN_S} s of the restart`);
    await pause(2000); // another turn of the jobs: nothing more may move

    const refunds = standIn.refunds.get(order.orderId) ?? [];
    if (refunds.length !== 1) problems.push(`Midtrans made ${refunds.length} refunds, not 1`);
    else if (refunds[0]!.asked < 2)
      problems.push('the API finished the refund without asking Midtrans again');
    if ((await db.query('SELECT 1 FROM order_refunds')).rows.length !== 1)
      problems.push('the retried request made a second refund');
    const reversed = await reversals();
    if (reversed.length !== 1 || reversed[0]!.amount !== pack.coin)
      problems.push(`the reversals were ${JSON.stringify(reversed)}, not one of ${pack.coin} coins`);
    if ((await coinsOf(call, fan)) !== 0) problems.push("the fan kept the refunded order's coins");
    const { rows } = await db.query<{ status: string }>('SELECT status FROM payment_orders WHERE id = $1', [
      order.orderId,
    ]);
    if (rows[0]?.status !== 'refunded') problems.push(`the order is ${rows[0]?.status}, not refunded`);
    const unsound = [...(await findLedgerViolations(db)), ...(await findPaymentViolations(db))];
    problems.push(...unsound);
    return {
      fault: REFUND_CRASH,
      sent: 2,
      '2xx': 1,
      refused: 0,
      failed: 0,
      'cut off': 1,
      retried: 1,
      'coins moved': reversed.reduce((sum, reversal) => sum + reversal.amount, 0),
      'ledger sound': unsound.length === 0,
      'recovered in s': recoveredIn,
      'restart took s': restartS,
      answered: { 'cut off': 1 },
      problems,
    };
  } finally {
    await db.close();
    await api.stop();
    await standIn.close();
  }
}
