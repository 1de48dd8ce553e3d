import { signedInStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it("records an admin's change of a staff account with who, from where, and the account before and after", async () => {
  const admin = await signedInStaff(testApp, 'admin');
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/v1/studio/staff',
    headers: admin.auth,
    payload: {
      email: 'new.editor@studio.fanhub.test',
      fullName: 'New Editor',
      role: 'editor',
      password: 'rahasia-editor-1',
    },
  });
  expect(created.statusCode).toBe(201);
  const editor = created.json().data;
  const changed = await testApp.app.inject({
    method: 'PUT',
    url: `/v1/studio/staff/${editor._id}`,
    headers: admin.auth,
    payload: { role: 'viewer' },
  });
  expect(changed.json().data).toMatchObject({ role: 'viewer' });

  const page = await testApp.app.inject({
    url: `/v1/studio/audit?recordType=staff&recordId=${editor._id}`,
    headers: admin.auth,
  });
  const entries = page.json().data;
  expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
  expect(entries[0]).toMatchObject({
    staffId: admin.id,
    staffEmail: admin.email,
    address: '127.0.0.1',
    before: { role: 'editor', fullName: 'New Editor' },
    after: { role: 'viewer' },
  });
  expect(entries[1]).toMatchObject({ before: null, after: { email: 'new.editor@studio.fanhub.test' } });
  expect(JSON.stringify(entries)).not.toMatch(/password|totp|secret/i);
});

it('filters the trail by person and by time', async () => {
  const viewer = await signedInStaff(testApp, 'viewer');
  const mine = await testApp.app.inject({
    url: `/v1/studio/audit?staffId=${viewer.id}`,
    headers: viewer.auth,
  });
  expect(mine.json().data.map((entry: { action: string }) => entry.action)).toEqual([
    'sign in',
    'enrol authenticator',
  ]);
  const later = await testApp.app.inject({
    url: `/v1/studio/audit?staffId=${viewer.id}&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    headers: viewer.auth,
  });
  expect(later.json().data).toEqual([]);
});

it('cannot be changed or removed, not even by the database owner', async () => {
  await signedInStaff(testApp, 'editor');
  const { rows } = await testApp.db.query<{ id: number }>('SELECT id FROM staff_audit LIMIT 1');
  await expect(
    testApp.db.query("UPDATE staff_audit SET action = 'nothing' WHERE id = $1", [rows[0]!.id]),
  ).rejects.toThrow(/append-only/);
  await expect(testApp.db.query('DELETE FROM staff_audit WHERE id = $1', [rows[0]!.id])).rejects.toThrow(
    /append-only/,
  );
  await expect(testApp.db.exec('TRUNCATE staff_audit')).rejects.toThrow(/append-only/);
});

it('ends the sessions of an account whose role changes or that is disabled', async () => {
  const admin = await signedInStaff(testApp, 'admin');
  const editor = await signedInStaff(testApp, 'editor');
  await testApp.app.inject({
    method: 'PUT',
    url: `/v1/studio/staff/${editor.id}`,
    headers: admin.auth,
    payload: { role: 'viewer' },
  });
  expect((await testApp.app.inject({ url: '/v1/studio/me', headers: editor.auth })).statusCode).toBe(401);
  await testApp.app.inject({
    method: 'PUT',
    url: `/v1/studio/staff/${editor.id}`,
    headers: admin.auth,
    payload: { disabled: true },
  });
  const signIn = await testApp.app.inject({
    method: 'POST',
    url: '/v1/studio/auth/sign-in',
    payload: { email: editor.email, password: 'studio-rahasia-1' },
  });
  expect(signIn.statusCode).toBe(401);
});

it('keeps an admin from taking away their own admin access', async () => {
  const admin = await signedInStaff(testApp, 'admin');
  const demoted = await testApp.app.inject({
    method: 'PUT',
    url: `/v1/studio/staff/${admin.id}`,
    headers: admin.auth,
    payload: { role: 'editor' },
  });
  expect(demoted.statusCode).toBe(409);
});
