import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FanEvent, Ticket } from '@fanhub/contract';
import { startMailSink, waitUntil } from '@fanhub/testkit';
import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import { proofOfWork, registerMember } from '../helpers/members';
import { createSeededApp, getJson } from '../helpers/seeded-app';
import { createTestApp } from '../helpers/test-app';
import { mailOwedTicket } from '../../src/modules/tickets/ticket-mail-job';

it('sends the confirmation code, the reset code and the password-changed notice over SMTP, with no development outbox', async () => {
  const smtp = await startMailSink();
  const testApp = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'fanhub <no-reply@fanhub.test>' });
  try {
    // The kit confirms the new fan's email with the code it reads from the SMTP server.
    const fan = await registerMember(testApp.app, {}, { inbox: smtp.inbox });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain('Kode konfirmasi email kamu');
    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password/verify',
      payload: { email: fan.email, phone: fan.phone, altcha: await proofOfWork(testApp.app) },
    });
    expect(verify.statusCode).toBe(200);
    // Mail leaves on the job queue, after the answer.
    expect(await waitUntil(() => smtp.received.length === 2)).toBe(true);
    expect(smtp.received[1]!.to).toEqual([fan.email]);
    expect(smtp.received[1]!.raw).toContain('no-reply@fanhub.test');
    const code = /Kode reset password kamu: (\d{6})/.exec(smtp.received[1]!.raw)![1]!;

    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { email: fan.email, code, password: 'lewat-smtp-1', confirmPassword: 'lewat-smtp-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await waitUntil(() => smtp.received.length === 3)).toBe(true);
    expect(smtp.received[2]!.raw).toContain('Password akun fanhub kamu baru saja diubah');
    expect((await testApp.app.inject({ url: `/v1/dev/outbox?to=${fan.email}` })).statusCode).toBe(404);
  } finally {
    await testApp.close();
    await smtp.close();
  }
});

it("mails a fan their ticket when they sign up, its attached QR code holding the ticket's secret; a replay mails nothing", async () => {
  const smtp = await startMailSink();
  const testApp = await createSeededApp({ SMTP_URL: smtp.url, MAIL_FROM: 'fanhub <no-reply@fanhub.test>' });
  try {
    const fan = await registerMember(testApp.app, {}, { inbox: smtp.inbox });
    const events = (
      await getJson<{ data: FanEvent[] }>(testApp.app, '/v1/client/event?limit=100')
    ).data.filter((e) => e.signUpType === 'free' && !e.ended && e.status !== 'sold-out');
    const signUp = (eventId: string, key: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/v1/client/event/sign-up',
        headers: { ...fan.auth, 'idempotency-key': key },
        payload: { eventId, type: 'free' },
      });
    const ticketMails = async () =>
      (await Promise.all(smtp.received.map((mail) => simpleParser(mail.raw)))).filter((mail) =>
        mail.subject?.startsWith('Tiket kamu: '),
      );
    const key = randomUUID();
    expect((await signUp(events[0]!._id, key)).statusCode).toBe(200);
    expect(await waitUntil(async () => (await ticketMails()).length === 1)).toBe(true);
    // The same request again (a retried tap) answers as before and mails nothing; another event's sign-up mails.
    expect((await signUp(events[0]!._id, key)).statusCode).toBe(200);
    expect((await signUp(events[1]!._id, randomUUID())).statusCode).toBe(200);
    expect(await waitUntil(async () => (await ticketMails()).length === 2)).toBe(true);

    const tickets = (await getJson<{ data: Ticket[] }>(testApp.app, `/v1/member/${fan.id}/tickets`, fan.auth))
      .data;
    const mails = await ticketMails();
    for (const [index, event] of events.slice(0, 2).entries()) {
      const mail = mails[index]!;
      expect(mail.to).toMatchObject({ text: fan.email });
      expect(mail.subject).toBe(`Tiket kamu: ${event.title} / Your ticket: ${event.title}`);
      expect(mail.text).toContain('Tunjukkan kode QR terlampir di pintu masuk');
      expect(mail.text).toContain('Show the attached QR code at the door');
      const [qr] = mail.attachments;
      expect(qr).toMatchObject({ filename: 'tiket-fanhub.png', contentType: 'image/png' });
      const image = PNG.sync.read(qr!.content);
      const read = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
      expect(read?.data).toBe(tickets.find((ticket) => ticket.eventId === event._id)!.secret);
    }
  } finally {
    await testApp.close();
    await smtp.close();
  }
});

it('a ticket whose mail server is down when the fan signs up is mailed once the server is back, once', async () => {
  let smtp = await startMailSink();
  const { port } = new URL(smtp.url);
  const testApp = await createSeededApp({ SMTP_URL: smtp.url, MAIL_FROM: 'fanhub <no-reply@fanhub.test>' });
  try {
    const fan = await registerMember(testApp.app, {}, { inbox: smtp.inbox });
    const event = (await getJson<{ data: FanEvent[] }>(testApp.app, '/v1/client/event?limit=100')).data.find(
      (e) => e.signUpType === 'free' && !e.ended && e.status !== 'sold-out',
    )!;
    await smtp.close();
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/v1/client/event/sign-up',
      headers: { ...fan.auth, 'idempotency-key': randomUUID() },
      payload: { eventId: event._id, type: 'free' },
    });
    // The fan's answer does not wait on the mail: the seat and the ticket are theirs, in the member area now.
    expect(signUp.statusCode).toBe(200);
    const tickets = (await getJson<{ data: Ticket[] }>(testApp.app, `/v1/member/${fan.id}/tickets`, fan.auth))
      .data;
    expect(tickets.map((ticket) => ticket.eventId)).toEqual([event._id]);
    // Its first try failed: the queue holds it for a later one.
    const awaitingRetry = async () =>
      (await testApp.db.query("SELECT 1 FROM pgboss.job WHERE name = 'ticketMail' AND state = 'retry'")).rows
        .length === 1;
    expect(await waitUntil(awaitingRetry, { seconds: 10 })).toBe(true);

    smtp = await startMailSink({ port: Number(port) });
    const ticketMails = () => smtp.received.filter((mail) => mail.to.includes(fan.email.toLowerCase()));
    // The queue tries again 5 s after the first failure.
    expect(await waitUntil(async () => ticketMails().length === 1, { seconds: 30 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ticketMails()).toHaveLength(1);
    expect(ticketMails()[0]!.raw).toContain('Tiket kamu');

    // The job run again (an API that died before it said so): a ticket mailed is not mailed twice, nor a revoked one.
    const ticketId = tickets[0]!._id;
    await mailOwedTicket(testApp.db, testApp.app.mailer, ticketId);
    await testApp.db.query('UPDATE event_tickets SET mailed_at = NULL, revoked_at = now() WHERE id = $1', [
      ticketId,
    ]);
    await mailOwedTicket(testApp.db, testApp.app.mailer, ticketId);
    expect(ticketMails()).toHaveLength(1);
    await testApp.db.query('UPDATE event_tickets SET revoked_at = NULL WHERE id = $1', [ticketId]);
    await mailOwedTicket(testApp.db, testApp.app.mailer, ticketId);
    expect(ticketMails()).toHaveLength(2);
  } finally {
    await testApp.close();
    await smtp.close();
  }
}, 60_000);

/** In a process of its own, as the fault suite runs it: an error nobody listens for there ends the process. */
const SINK_AFTER_A_CUT_OFF_SENDER = `
  const { connect } = require('node:net');
  const nodemailer = require('nodemailer');
  const { startMailSink } = require('@fanhub/testkit');
  (async () => {
    const smtp = await startMailSink();
    const cutOff = connect(Number(new URL(smtp.url).port), '127.0.0.1');
    await new Promise((resolve) => cutOff.once('data', resolve));
    cutOff.write('EHLO killed.test\\r\\nMAIL FROM:<a@fanhub.test>\\r\\nRCPT TO:<b@fanhub.test>\\r\\nDATA\\r\\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    cutOff.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await nodemailer.createTransport(smtp.url).sendMail({ from: 'a@fanhub.test', to: 'fan@fanhub.test', text: 'hi' });
    console.log(JSON.stringify(smtp.received.map((mail) => mail.to)));
    await smtp.close();
  })();
`;

it('the test mail sink outlives a sender cut off mid-message (an API replica killed) and keeps taking mail', () => {
  const run = spawnSync(process.execPath, ['-e', SINK_AFTER_A_CUT_OFF_SENDER], {
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual([['fan@fanhub.test']]);
});
