import { pause, type Fan } from '@fanhub/testkit';
import { buildApp } from '../../src/app';
import { registerMember } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Two API replicas on one database: the testApp's app and `other`.
let replica: TestApp;
let other: Awaited<ReturnType<typeof buildApp>>;
const tokenChecks: string[] = [];

beforeAll(async () => {
  replica = await createTestApp();
  other = await buildApp({
    config: replica.config,
    db: {
      ...replica.db,
      query: (sql, params) => {
        if (sql.includes('token_version AS version')) tokenChecks.push(sql);
        return replica.db.query(sql, params);
      },
      close: async () => undefined,
    },
    logger: false,
  });
});
afterAll(async () => {
  await other.close();
  await replica.close();
});

const profile = (app: typeof other, fan: Fan) =>
  app.inject({ url: `/v1/member/${fan.id}`, headers: fan.auth });

it('checks a signed-in fan’s token against the database once, not on every request', async () => {
  const fan = await registerMember(replica.app);
  tokenChecks.length = 0;
  for (let request = 0; request < 5; request += 1) expect((await profile(other, fan)).statusCode).toBe(200);
  expect(tokenChecks).toHaveLength(1);
});

it('ends a session on every replica once the password changes on one of them', async () => {
  const fan = await registerMember(replica.app);
  expect((await profile(other, fan)).statusCode).toBe(200); // `other` now keeps the fan's token version
  const changed = await replica.app.inject({
    method: 'PUT',
    url: `/v1/member/${fan.id}/password`,
    headers: fan.auth,
    payload: { currentPassword: fan.password, password: 'baru123456', confirmPassword: 'baru123456' },
  });
  expect(changed.statusCode).toBe(200);
  expect((await profile(replica.app, fan)).statusCode).toBe(401);
  let status = 200;
  for (let waited = 0; status === 200 && waited < 2000; waited += 50) {
    await pause(50);
    status = (await profile(other, fan)).statusCode;
  }
  expect(status).toBe(401);
});
