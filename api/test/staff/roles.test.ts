import { endpoints, STAFF_ROLES, type EndpointKey, type StaffRole } from '@fanhub/contract';
import type { SignedInStaff } from '@fanhub/testkit';
import { signedInStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Every studio call of the contract, with the roles it allows. */
const STUDIO_CALLS = (Object.keys(endpoints) as EndpointKey[]).flatMap((key) => {
  const roles = (endpoints[key] as { staff?: readonly StaffRole[] }).staff;
  return roles ? [{ key, roles }] : [];
});

let testApp: TestApp;
const staff = {} as Record<StaffRole, SignedInStaff>;
beforeAll(async () => {
  testApp = await createTestApp();
  for (const role of STAFF_ROLES) staff[role] = await signedInStaff(testApp, role);
});
afterAll(() => testApp.close());

/** Calls that end the session they are made with: made with a session of their own. */
const ENDS_SESSION: EndpointKey[] = ['POST /studio/auth/sign-out'];

/** A request for `key` with well-formed ids (of nothing that exists): the role check comes first. */
async function requestFor(key: EndpointKey, role: StaffRole) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const session = ENDS_SESSION.includes(key) ? await signedInStaff(testApp, role) : staff[role];
  return testApp.app.inject({
    method,
    url: `/v1${path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000')}`,
    headers: session.auth,
    ...(method === 'GET' ? {} : { payload: {} }),
  });
}

const auditLines = async () =>
  (await testApp.db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM staff_audit')).rows[0]!.n;

it('has studio calls to check', () => {
  expect(STUDIO_CALLS.length).toBeGreaterThan(5);
});

/** Every studio call with every role: whether the role may make it. */
const TABLE = STUDIO_CALLS.flatMap(({ key, roles }) =>
  STAFF_ROLES.map((role) => ({ key, role, allowed: roles.includes(role) })),
);

it.each(TABLE.filter((row) => !row.allowed))(
  '$key answers $role 403 and changes nothing',
  async ({ key, role }) => {
    const before = await auditLines();
    const response = await requestFor(key, role);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
    expect(await auditLines()).toBe(before);
  },
);

it.each(TABLE.filter((row) => row.allowed))(
  '$key lets $role through the role check',
  async ({ key, role }) => {
    const response = await requestFor(key, role);
    expect([401, 403]).not.toContain(response.statusCode);
  },
);
