import { api, unwrap } from '@fanhub/shared-auth';

/** Proves who the fan is with email + phone; answers a short-lived reset token. */
export const verifyResetIdentity = (email: string, phone: string) =>
  unwrap(api.post('/auth/forgot-password/verify', { body: { email: email.trim(), phone } }));

export const resetPassword = (resetToken: string, password: string, confirmPassword: string) =>
  api.post('/auth/reset-password', { body: { resetToken, password, confirmPassword } });
