import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { registerMember } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';

/** A local SMTP server standing in for the real one: it keeps every message it is handed. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('sends the reset code and the password-changed notice over SMTP, with no development outbox', async () => {
  const smtp = await startSmtp();
  const testApp = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'fanhub <no-reply@fanhub.test>' });
  try {
    const fan = await registerMember(testApp.app);
    const verify = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password/verify',
      payload: { email: fan.email, phone: fan.phone },
    });
    expect(verify.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([fan.email]);
    expect(smtp.received[0]!.raw).toContain('no-reply@fanhub.test');
    const code = /Kode reset password kamu: (\d{6})/.exec(smtp.received[0]!.raw)![1]!;

    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { email: fan.email, code, password: 'lewat-smtp-1', confirmPassword: 'lewat-smtp-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.raw).toContain('Password akun fanhub kamu baru saja diubah');
    expect((await testApp.app.inject({ url: `/v1/dev/outbox?to=${fan.email}` })).statusCode).toBe(404);
  } finally {
    await testApp.close();
    await smtp.close();
  }
});
