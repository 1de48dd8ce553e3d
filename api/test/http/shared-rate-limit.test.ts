import Redis from 'ioredis';
import { createTestApp, type TestApp } from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

it('shares login attempt counters between two API replicas through Redis', async () => {
  if (!(await redisAnswers())) {
    console.warn(`SKIPPED: no Redis answers at ${REDIS_URL}; shared rate limits not tested in this run`);
    return;
  }
  // A window of its own, so counters left by another run cannot interfere.
  const env = {
    REDIS_URL,
    AUTH_RATE_LIMIT_MAX: '4',
    AUTH_RATE_LIMIT_WINDOW: `${60_000 + Math.floor(Math.random() * 1000)}`,
  };
  const replicas: TestApp[] = [await createTestApp(env), await createTestApp(env)];
  try {
    const clientIp = `10.${Math.floor(Math.random() * 250)}.0.1`;
    const attempt = (replica: TestApp) =>
      replica.app.inject({ method: 'POST', url: '/v1/auth/login', payload: {}, remoteAddress: clientIp });
    const statuses: number[] = [];
    for (const replica of [
      replicas[0]!,
      replicas[1]!,
      replicas[0]!,
      replicas[1]!,
      replicas[0]!,
      replicas[1]!,
    ]) {
      statuses.push((await attempt(replica)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
  }
});
