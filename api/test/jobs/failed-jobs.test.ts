import { startMailSink, waitUntil, type MailSink } from '@fanhub/testkit';
import type { SignedInStaff } from '@fanhub/testkit';
import type { StudioFailedJob } from '@fanhub/contract';
import { proofOfWork, registerMember } from '../helpers/members';
import { signedInStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A job that used up its retries: the studio lists it, and an admin's retry runs it once more (audited). Here the
// mail server is down when a fan asks for a reset code, and back when the admin retries.
let testApp: TestApp;
let port: number;
let sink: MailSink | undefined;
beforeAll(async () => {
  // A port no server listens on yet: the mail server, down.
  const probe = await startMailSink();
  port = Number(new URL(probe.url).port);
  await probe.close();
  testApp = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'fanhub <no-reply@fanhub.test>',
  });
});
afterAll(async () => {
  await testApp.close();
  await sink?.close();
});

const studio = (staff: SignedInStaff, method: 'GET' | 'POST', url: string) =>
  testApp.app.inject({ method, url, headers: staff.auth });

it('lists a mail that gave up, refuses a retry to non-admins, and an admin retry sends it once, in the audit trail', async () => {
  const fan = await registerMember(testApp.app, {}, { unconfirmed: true });
  const asked = await testApp.app.inject({
    method: 'POST',
    url: '/v1/auth/forgot-password/verify',
    payload: { email: fan.email, phone: fan.phone, altcha: await proofOfWork(testApp.app) },
  });
  expect(asked.statusCode).toBe(200);
  // Its last retry, as if a day of them had failed.
  await testApp.db.query(
    `UPDATE pgboss.job SET retry_limit = 0 WHERE name = 'resetCodeMail' AND data ->> 'memberId' = $1`,
    [fan.id],
  );
  const viewer = await signedInStaff(testApp, 'viewer');
  const listed = async () =>
    ((await studio(viewer, 'GET', '/v1/studio/jobs/failed')).json().data as StudioFailedJob[]).filter(
      (job) => job.subject === `member ${fan.id}`,
    );
  expect(await waitUntil(async () => (await listed()).length === 1, { seconds: 20 })).toBe(true);
  const [job] = await listed();
  expect(job).toMatchObject({ queue: 'resetCodeMail', error: expect.stringContaining('ECONNREFUSED') });
  expect(job!.attempts).toBeGreaterThanOrEqual(1);
  expect(JSON.stringify(job)).not.toContain(fan.email);

  const editor = await signedInStaff(testApp, 'editor');
  expect((await studio(editor, 'POST', `/v1/studio/jobs/failed/${job!._id}/retry`)).statusCode).toBe(403);

  sink = await startMailSink({ port });
  const admin = await signedInStaff(testApp, 'admin');
  const retried = await studio(admin, 'POST', `/v1/studio/jobs/failed/${job!._id}/retry`);
  expect(retried.statusCode).toBe(200);
  expect(retried.json().data).toMatchObject({ _id: job!._id, queue: 'resetCodeMail' });
  // The fan's confirmation code may arrive too, on its own retries: the reset mails are counted.
  const resetMails = () => sink!.received.filter((mail) => mail.raw.includes('Kode reset password kamu'));
  expect(await waitUntil(() => resetMails().length === 1)).toBe(true);
  expect(resetMails()[0]!.to).toEqual([fan.email]);
  expect(await listed()).toEqual([]);

  const again = await studio(admin, 'POST', `/v1/studio/jobs/failed/${job!._id}/retry`);
  expect(again.statusCode).toBe(404);
  expect(again.json().message).toBe('Job gagal tidak ditemukan / Failed job not found');
  const { rows: trail } = await testApp.db.query(
    `SELECT staff_email, action, before ->> 'queue' AS queue, after ->> 'state' AS state FROM staff_audit
     WHERE record_type = 'job' AND record_id = $1`,
    [job!._id],
  );
  expect(trail).toEqual([
    { staff_email: admin.email, action: 'retry', queue: 'resetCodeMail', state: 'retry' },
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(resetMails()).toHaveLength(1);
});
