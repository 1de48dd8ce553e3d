import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { MemberSchema } from './member';
import { Envelope } from './schema-kit';

/** The code that confirms a fan's email: 6 digits, 60 minutes, 5 attempts, once. */
export const CONFIRMATION_CODE_LENGTH = 6;
export const CONFIRMATION_CODE_MINUTES = 60;
export const CONFIRMATION_CODE_ATTEMPTS = 5;
/** A resend waits this long after the last code, and an hour holds at most this many. */
export const CONFIRMATION_RESEND_SECONDS = 60;
export const CONFIRMATION_SENDS_PER_HOUR = 5;

/** A proof of work a form sends: the ALTCHA widget's answer (base64 JSON of the challenge and its solution). */
export const ProofOfWorkField = Type.String({
  minLength: 1,
  maxLength: 4000,
  description: 'The solved challenge from GET /auth/challenge, as the ALTCHA widget gives it',
  'x-message': bilingual('Verifikasi anti-bot belum selesai', 'The anti-bot check is not finished'),
});

/** An ALTCHA challenge (proof of work v2): what the widget solves in the browser. */
export const ProofOfWorkChallengeSchema = Type.Object({
  parameters: Type.Object(
    {
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Integer(),
      keyLength: Type.Integer(),
      keyPrefix: Type.String(),
      expiresAt: Type.Optional(Type.Integer()),
    },
    { additionalProperties: true },
  ),
  signature: Type.String(),
});
export type ProofOfWorkChallenge = typeof ProofOfWorkChallengeSchema.static;

export const ConfirmEmailBody = Type.Object(
  {
    code: Type.String({
      pattern: `^\\d{${CONFIRMATION_CODE_LENGTH}}$`,
      'x-message': bilingual('Kode harus 6 angka', 'The code is 6 digits'),
    }),
  },
  { additionalProperties: false, 'x-required-message': bilingual('Isi kodenya', 'Fill in the code') },
);

export const ConfirmationSentSchema = Type.Object({
  sentTo: Type.String({ description: 'The address the code went to, masked' }),
  expiresInMinutes: Type.Integer(),
});

const tag = 'auth';

export const fairPlayEndpoints = endpointTable(
  endpoint('GET', '/auth/challenge', {
    operationId: 'getProofOfWorkChallenge',
    tag,
    summary:
      'A proof-of-work challenge (ALTCHA) for registration, a password reset or a sign-in after failures; solved once',
    response: Envelope(ProofOfWorkChallengeSchema),
    errors: [429],
  }),
  endpoint('POST', '/auth/email-confirmation', {
    operationId: 'confirmEmail',
    tag,
    summary: "Confirms the signed-in fan's email with the mailed code: from now on they may spend",
    auth: true,
    body: ConfirmEmailBody,
    response: Envelope(MemberSchema),
    errors: [401, 409, 429],
  }),
  endpoint('POST', '/auth/email-confirmation/resend', {
    operationId: 'resendEmailConfirmation',
    tag,
    summary: `Mails a new confirmation code (at most one a minute, ${CONFIRMATION_SENDS_PER_HOUR} an hour)`,
    auth: true,
    response: Envelope(ConfirmationSentSchema),
    errors: [401, 409, 429],
  }),
);
