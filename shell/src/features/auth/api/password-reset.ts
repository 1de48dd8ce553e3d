import { api, unwrap, type Envelope } from '@fanhub/shared-auth';

/** Proves who the fan is with email + phone; answers a short-lived reset token. */
export const verifyResetIdentity = (email: string, phone: string) =>
  unwrap(
    api.json.post<Envelope<{ resetToken: string }>>('/auth/forgot-password/verify', {
      email: email.trim(),
      phone,
    }),
  );

export const resetPassword = (resetToken: string, password: string, confirmPassword: string) =>
  api.json.post('/auth/reset-password', { resetToken, password, confirmPassword });
