import { api, unwrap } from '@fanhub/shared-auth';

/** Confirms the signed-in fan's email with the mailed code; answers the member, now confirmed. */
export const confirmEmail = (code: string) =>
  unwrap(api.post('/auth/email-confirmation', { body: { code: code.trim() } }));

/** Mails a new code (the API allows one a minute, five an hour). */
export const resendConfirmation = () => unwrap(api.post('/auth/email-confirmation/resend', {}));
