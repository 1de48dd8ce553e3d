import { freePort, redisAnswers, skipUnlessInCi, startRedisServer, waitUntil } from '@fanhub/testkit';
import { registerMember } from '../helpers/members';
import { scratchFolder } from '../helpers/scratch';
import { createTestApp, type TestApp } from '../helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const redisAnswersHere = () => redisAnswers(REDIS_URL);
const redisFolder = scratchFolder('redis');

it('shares login attempt counters between two API replicas through Redis', async () => {
  if (!(await redisAnswersHere())) {
    skipUnlessInCi(`no Redis answers at ${REDIS_URL}; shared rate limits not tested in this run`);
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

it('keeps sign-in working and limited, counting in the process, when Redis goes down, and says so in /v1/health', async () => {
  // A Redis server of this test's own: the machine's shared one is never stopped.
  const redis = await startRedisServer(await freePort(), redisFolder).catch(() => undefined);
  if (!redis) {
    skipUnlessInCi('redis-server is not installed; the Redis outage is not tested in this run');
    return;
  }
  const testApp = await createTestApp({ REDIS_URL: redis.url, ACCOUNT_RATE_LIMIT_MAX: '3' });
  try {
    const fan = await registerMember(testApp.app);
    const login = (password: string) =>
      testApp.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: fan.email, password } });
    expect((await login(fan.password)).statusCode).toBe(200);
    const health = async () => {
      const response = await testApp.app.inject({ url: '/v1/health' });
      return { statusCode: response.statusCode, redis: response.json().data.redis };
    };
    expect(await health()).toEqual({ statusCode: 200, redis: 'ok' });

    await redis.stop();
    // The health check says so, and still answers 200: the API serves on without Redis.
    await waitUntil(async () => (await health()).redis === 'unavailable', { seconds: 5, everyMs: 50 });
    expect(await health()).toEqual({ statusCode: 200, redis: 'unavailable' });
    // Redis is gone: signing in still works...
    expect((await login(fan.password)).statusCode).toBe(200);
    // ...and is still limited, now per process (counting afresh from the outage: 3 attempts per account).
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await login('wrong-password')).statusCode);
    expect(statuses).toEqual([401, 401, 429, 429]);
    expect(testApp.logs.join('\n')).toContain('rate limits: Redis unreachable; counting in this process');
  } finally {
    await testApp.close();
    await redis.stop();
  }
});
