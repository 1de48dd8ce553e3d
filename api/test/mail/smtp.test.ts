import { startMailSink } from '@fanhub/testkit';
import { proofOfWork, registerMember } from '../helpers/members';
import { createTestApp } from '../helpers/test-app';

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
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.to).toEqual([fan.email]);
    expect(smtp.received[1]!.raw).toContain('no-reply@fanhub.test');
    const code = /Kode reset password kamu: (\d{6})/.exec(smtp.received[1]!.raw)![1]!;

    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { email: fan.email, code, password: 'lewat-smtp-1', confirmPassword: 'lewat-smtp-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(3);
    expect(smtp.received[2]!.raw).toContain('Password akun fanhub kamu baru saja diubah');
    expect((await testApp.app.inject({ url: `/v1/dev/outbox?to=${fan.email}` })).statusCode).toBe(404);
  } finally {
    await testApp.close();
    await smtp.close();
  }
});
