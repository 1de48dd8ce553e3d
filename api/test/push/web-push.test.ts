import path from 'node:path';
import {
  dataOf,
  fanWithCoins,
  freeApiPorts,
  freshDatabase,
  overHttp,
  productionApiEnv,
  registerFan,
  startMailSink,
  startServer,
  topUp,
  waitUntil,
  type CallApi,
  type Fan,
  type FreshDatabase,
  type MailSink,
  type StartedServer,
} from '@fanhub/testkit';
import { openPostgres, type Database } from '../../src/db/database';
import { scratchFolder } from '../helpers/scratch';
import { TEST_DATABASE } from '../helpers/test-database';
import { startPushService, type Device } from './push-service';

/**
 * Web Push for real: two API replicas on the PostgreSQL server send through web-push to a push service on
 * loopback, which decrypts each message with the device's own keys.
 */
const onPostgres = TEST_DATABASE === 'postgres' ? describe : describe.skip;
if (TEST_DATABASE !== 'postgres') {
  console.warn(
    'SKIPPED here: two replicas share a database only on the PostgreSQL server (TEST_DATABASE=postgres)',
  );
}

const ROOT = path.join(__dirname, '..', '..', '..');
/** Two replicas, each on free ports of its own (its API and its metrics), kept across a restart. */
const REPLICAS = 2;

const work = scratchFolder('push-test');
const pushServiceFolder = scratchFolder('push-service');

onPostgres('pushes to fans’ devices', () => {
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let database: FreshDatabase;
  let db: Database;
  let replicas: StartedServer[] = [];
  let call: CallApi;
  let env: Record<string, string>;
  let mail: MailSink;

  const ports: { port: number; metricsPort: number }[] = [];
  const startReplicas = async () => {
    replicas = [];
    for (const [index, { port, metricsPort }] of ports.entries()) {
      replicas.push(
        await startServer(`api-${index + 1}`, {
          args: ['dist/server.js'],
          cwd: path.join(ROOT, 'api'),
          env: {
            ...env,
            PORT: String(port),
            METRICS_PORT: String(metricsPort),
            PUBLIC_API_URL: `http://127.0.0.1:${port}`,
          },
          port,
          readyPath: '/v1/health',
          logDir: work,
          appendLog: true,
          seconds: 90,
        }),
      );
    }
  };
  /** The kinds the fan switched off, quiet nights off (so a test never waits for the morning). */
  const preferences = (fan: Fan, muted: string[]) =>
    dataOf(call, {
      method: 'PUT',
      path: '/v1/client/push/preferences',
      headers: fan.auth,
      body: { muted, quietNights: false },
    });
  /** A project of a live voting open for at least `hoursLeft` more hours. */
  const openVotingProject = async (hoursLeft = 0) =>
    (
      await db.query<{ votingId: string; projectId: string }>(
        `SELECT v.id AS "votingId", p.id AS "projectId" FROM votings v JOIN voting_projects p ON p.voting_id = v.id
         WHERE v.publication = 'live' AND v.duration_time > now() + make_interval(hours => $1)
         ORDER BY v.id LIMIT 1`,
        [hoursLeft],
      )
    ).rows[0]!;
  const subscribe = async (fan: Fan, device: Device) =>
    dataOf(call, {
      method: 'POST',
      path: '/v1/client/push/subscriptions',
      headers: fan.auth,
      body: device.subscription,
    });
  const receivedBy = (device: Device, kind?: string) =>
    pushService.received.filter(
      (message) => message.device === device.id && (!kind || String(message.payload.url).includes(kind)),
    );

  beforeAll(async () => {
    for (let index = 0; index < REPLICAS; index++) ports.push(await freeApiPorts());
    pushService = await startPushService(pushServiceFolder);
    mail = await startMailSink();
    database = await freshDatabase('fanhub_push');
    env = {
      ...productionApiEnv({
        ...ports[0]!,
        databaseUrl: database.url!,
        jwtSecret: `push-${process.pid}-${'x'.repeat(40)}`,
        sandboxServerKey: `push-sandbox-${process.pid}`,
        uploadDir: path.join(work, 'uploads'),
        smtpUrl: mail.url,
      }),
      PATH: process.env.PATH!,
      NODE_EXTRA_CA_CERTS: pushService.certificate,
      PUSH_SCHEDULE_EVERY_MS: '300',
    };
    await startReplicas();
    call = overHttp(replicas[0]!.url, mail.inbox);
    db = await openPostgres(database.url!, {
      poolSize: 2,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 60_000,
      idleInTransactionTimeoutMs: 60_000,
    });
  }, 180_000);

  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
    await db?.close();
    await pushService?.close();
    await mail?.close();
    await database?.drop();
  });

  it('a paid top-up reaches the device as a title, a short text and a link, encrypted for it alone', async () => {
    const fan = await registerFan(call);
    const device = pushService.newDevice();
    await subscribe(fan, device);
    // Quiet nights off: the test must not wait for 07:00 WIB.
    await preferences(fan, []);
    await topUp(call, fan, { title: 'Paket Starter' });
    expect(await waitUntil(async () => receivedBy(device).length === 1, { seconds: 15 })).toBe(true);
    const [message] = receivedBy(device);
    expect(message!.payload).toEqual({
      title: 'Top up berhasil / Top-up successful',
      body: expect.stringMatching(/^\d+ Koin masuk ke saldomu \/ \d+ coins were added to your balance$/),
      url: '/member-area/koin',
    });
    expect(message!.vapid).toMatch(/^vapid t=.+, k=.+$/);
    const { data } = (await (await fetch(`${replicas[0]!.url}/v1/push/public-key`)).json()) as {
      data: { publicKey: string };
    };
    expect(message!.vapid).toContain(`k=${data.publicKey}`);
  });

  /** A fan who hears of their top-ups, topping up now: what must be sent in the same window as what must not. */
  const sentToAnotherFan = async () => {
    const fan = await registerFan(call);
    const device = pushService.newDevice();
    await subscribe(fan, device);
    await preferences(fan, []);
    await topUp(call, fan, { title: 'Paket Starter' });
    return device;
  };

  it('a kind the fan switched off is not sent', async () => {
    const fan = await registerFan(call);
    const device = pushService.newDevice();
    await subscribe(fan, device);
    await preferences(fan, ['top_up_paid']);
    await topUp(call, fan, { title: 'Paket Starter' });
    // The positive control: a fan who did not switch it off, topping up after, is told.
    const control = await sentToAnotherFan();
    expect(await waitUntil(() => receivedBy(control).length === 1, { seconds: 15 })).toBe(true);
    expect(receivedBy(device)).toEqual([]);
    // Nor is anything queued for the device that could be sent later.
    const queued = await db.query(
      `SELECT 1 FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id WHERE s.endpoint = $1`,
      [device.subscription.endpoint],
    );
    expect(queued.rows).toEqual([]);
  });

  it('a device its push service says is gone (410) is forgotten', async () => {
    const fan = await registerFan(call);
    const device = pushService.newDevice();
    await subscribe(fan, device);
    await preferences(fan, []);
    pushService.gone.add(device.id);
    await topUp(call, fan, { title: 'Paket Starter' });
    const forgotten = await waitUntil(
      async () =>
        (
          await db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
            device.subscription.endpoint,
          ])
        ).rows.length === 0,
      { seconds: 15 },
    );
    expect(forgotten).toBe(true);
    expect(
      (await db.query('SELECT 1 FROM push_outbox WHERE dedupe_key LIKE $1', [`%${device.id}%`])).rows,
    ).toEqual([]);
  });

  it('a push its push service refuses (503) is tried again later with backoff, and arrives once', async () => {
    const fan = await registerFan(call);
    const device = pushService.newDevice();
    await subscribe(fan, device);
    await preferences(fan, []);
    pushService.failing.add(device.id);
    await topUp(call, fan, { title: 'Paket Starter' });
    const queued = async () =>
      (
        await db.query<{ attempts: number; error: string | null; state: string; retryAt: boolean }>(
          `SELECT o.attempts, o.last_error AS error, j.state, j.start_after > now() + interval '20 seconds' AS "retryAt"
           FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
           JOIN pgboss.job j ON j.name = 'pushMessage' AND (j.data ->> 'pushId')::bigint = o.id
           WHERE s.endpoint = $1`,
          [device.subscription.endpoint],
        )
      ).rows[0];
    expect(await waitUntil(async () => (await queued())?.state === 'retry', { seconds: 15 })).toBe(true);
    // Its first retry waits 30 s or more (the queue's backoff).
    expect(await queued()).toMatchObject({
      attempts: 1,
      error: expect.stringContaining('503'),
      retryAt: true,
    });
    pushService.failing.delete(device.id);
    // The clock moved on to the retry.
    await db.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'pushMessage' AND state = 'retry'
         AND (data ->> 'pushId')::bigint IN (SELECT o.id FROM push_outbox o JOIN push_subscriptions s
           ON s.id = o.subscription_id WHERE s.endpoint = $1)`,
      [device.subscription.endpoint],
    );
    expect(await waitUntil(() => receivedBy(device).length === 1, { seconds: 15 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receivedBy(device)).toHaveLength(1);
    expect(await queued()).toMatchObject({ attempts: 2, error: null });
  });

  it('a voting closing within the hour tells exactly the fans who voted in it, once, across both replicas and a restart', async () => {
    const { votingId, projectId } = await openVotingProject();
    const [voters, bystander] = [
      [await fanWithCoins(call), await fanWithCoins(call)],
      await fanWithCoins(call),
    ];
    const devices = new Map<Fan, Device>();
    for (const fan of [...voters, bystander]) {
      const device = pushService.newDevice();
      devices.set(fan, device);
      await subscribe(fan, device);
      await preferences(fan, ['top_up_paid']);
    }
    for (const voter of voters) {
      await dataOf(call, {
        method: 'POST',
        path: '/v1/client/voting-project/create-vote',
        headers: voter.auth,
        body: { projectId, coins: 3 },
      });
    }
    await db.query("UPDATE votings SET duration_time = now() + interval '40 minutes' WHERE id = $1", [
      votingId,
    ]);

    const closingFor = (fan: Fan) => receivedBy(devices.get(fan)!, `/fanspick/${votingId}`);
    expect(
      await waitUntil(async () => voters.every((voter) => closingFor(voter).length === 1), { seconds: 15 }),
    ).toBe(true);
    // Both replicas look every 300 ms; a restart must neither repeat it nor lose what is still to come.
    for (const replica of replicas) await replica.stop();
    await startReplicas();
    // The restarted replicas have sent what came after them (the positive control), and nothing again.
    const control = await sentToAnotherFan();
    expect(await waitUntil(() => receivedBy(control).length === 1, { seconds: 15 })).toBe(true);
    for (const voter of voters) {
      expect(closingFor(voter)).toHaveLength(1);
      expect(closingFor(voter)[0]!.payload).toMatchObject({
        title: 'Voting segera tutup / Voting closes soon',
        url: `/fanspick/${votingId}`,
      });
    }
    expect(closingFor(bystander)).toEqual([]);
  });

  it('what became due while every replica was down is sent once they are back', async () => {
    const fan = await fanWithCoins(call);
    const device = pushService.newDevice();
    await subscribe(fan, device);
    await preferences(fan, ['top_up_paid']);
    const voting = await openVotingProject(2);
    await dataOf(call, {
      method: 'POST',
      path: '/v1/client/voting-project/create-vote',
      headers: fan.auth,
      body: { projectId: voting.projectId, coins: 2 },
    });
    for (const replica of replicas) await replica.stop();
    await db.query("UPDATE votings SET duration_time = now() + interval '30 minutes' WHERE id = $1", [
      voting.votingId,
    ]);
    await startReplicas();
    call = overHttp(replicas[0]!.url, mail.inbox);
    expect(
      await waitUntil(async () => receivedBy(device, `/fanspick/${voting.votingId}`).length === 1, {
        seconds: 15,
      }),
    ).toBe(true);
  });
});
