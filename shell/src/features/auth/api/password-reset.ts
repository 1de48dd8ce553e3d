import { api, unwrap } from '@fanhub/shared-auth';

/**
 * Email + phone must match an account, with a solved proof of work; the API then mails a one-time code to that
 * account's email.
 */
export const sendResetCode = (email: string, phone: string, altcha: string) =>
  unwrap(api.post('/auth/forgot-password/verify', { body: { email: email.trim(), phone, altcha } }));

/** The mailed code sets the new password (and ends every other session). */
export const resetPassword = (reset: {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}) =>
  api.post('/auth/reset-password', {
    body: { ...reset, email: reset.email.trim(), code: reset.code.trim() },
  });
