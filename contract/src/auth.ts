import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { ProofOfWorkField } from './fair-play';
import { memberFields, MemberSchema, REQUIRED_FIELDS_MESSAGE } from './member';
import { Envelope, MessageOnly } from './schema-kit';

/** At least 8 characters for every new password (registration, reset, change). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = bilingual(
  `Password minimal ${PASSWORD_MIN_LENGTH} karakter`,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);
const PASSWORD_TOO_LONG = bilingual(
  'Password maksimal 128 karakter',
  'Password must be at most 128 characters',
);

/** A new password: its length rules, and the message for a missing one. */
export const newPassword = (requiredMessage: string) =>
  Type.String({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: 128,
    'x-message': { minLength: PASSWORD_TOO_SHORT, maxLength: PASSWORD_TOO_LONG, default: requiredMessage },
  });

export const RegisterBody = Type.Object(
  {
    avatar: Type.Optional(memberFields.avatar),
    fullName: memberFields.fullName,
    birthDate: memberFields.birthDate,
    email: memberFields.email,
    password: newPassword(REQUIRED_FIELDS_MESSAGE),
    confirmPassword: Type.String({ maxLength: 128, 'x-message': PASSWORD_TOO_LONG }),
    phone: memberFields.phone,
    gender: Type.Optional(memberFields.gender),
    referalCode: Type.Optional(memberFields.referalCode),
    altcha: ProofOfWorkField,
  },
  { additionalProperties: false, 'x-required-message': REQUIRED_FIELDS_MESSAGE },
);
export type Registration = typeof RegisterBody.static;

export const LoginBody = Type.Object(
  {
    email: memberFields.email,
    password: Type.String({
      minLength: 1,
      maxLength: 128,
      'x-message': bilingual('Password harus diisi', 'Password is required'),
    }),
    altcha: Type.Optional(ProofOfWorkField),
  },
  { additionalProperties: false, 'x-required-message': bilingual('Email harus diisi', 'Email is required') },
);

/** A signed-in member: the profile plus the bearer token (the stored user record, docs/product.md section 3). */
export const SessionSchema = Type.Composite([
  MemberSchema,
  Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.String({ description: 'Token lifetime, e.g. 7d' }),
  }),
]);
export type Session = typeof SessionSchema.static;

const FILL_EMAIL_AND_PHONE = bilingual(
  'Harap isi email dan nomor telepon',
  'Please fill in email and phone number',
);

export const ForgotPasswordVerifyBody = Type.Object(
  {
    email: Type.String({
      minLength: 1,
      maxLength: 254,
      format: 'email',
      'x-message': {
        minLength: FILL_EMAIL_AND_PHONE,
        default: bilingual('Format email tidak valid', 'Invalid email format'),
      },
    }),
    phone: Type.String({
      minLength: 1,
      maxLength: 32,
      'x-message': {
        minLength: FILL_EMAIL_AND_PHONE,
        default: bilingual('Format nomor telepon tidak valid', 'Invalid phone number format'),
      },
    }),
    altcha: ProofOfWorkField,
  },
  { additionalProperties: false, 'x-required-message': FILL_EMAIL_AND_PHONE },
);

const FILL_ALL_PASSWORDS = bilingual('Isi semua field password', 'Fill in all password fields');
const passwordField = Type.String({
  minLength: 1,
  maxLength: 128,
  'x-message': { minLength: FILL_ALL_PASSWORDS, maxLength: PASSWORD_TOO_LONG },
});

/** The code the verification step mailed: 6 digits, 15 minutes, 5 attempts, once. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_ATTEMPTS = 5;

export const ResetPasswordBody = Type.Object(
  {
    email: memberFields.email,
    code: Type.String({
      pattern: `^\\d{${RESET_CODE_LENGTH}}$`,
      'x-message': bilingual('Kode harus 6 angka', 'The code is 6 digits'),
    }),
    password: passwordField,
    confirmPassword: passwordField,
  },
  { additionalProperties: false, 'x-required-message': FILL_ALL_PASSWORDS },
);

export const ResetCodeSentSchema = Type.Object({
  sentTo: Type.String({ description: 'The account email the code went to, masked' }),
  expiresInMinutes: Type.Integer(),
});

/** The browser's device id a registration carries: evidence for moderators' signals (docs/fair-play.md). */
export const DeviceHeader = Type.Object({
  'x-fanhub-device': Type.Optional(
    Type.String({
      maxLength: 64,
      description: "The browser's device id (random, kept in the browser): evidence for moderators' signals",
    }),
  ),
});

const tag = 'auth';

export const authEndpoints = endpointTable(
  endpoint('POST', '/auth/register', {
    operationId: 'register',
    tag,
    summary:
      'Create a member account (with a solved proof of work) and sign in; a code is mailed to confirm the email before the fan may spend',
    body: RegisterBody,
    headers: DeviceHeader,
    response: Envelope(SessionSchema),
    successStatus: 201,
    errors: [409, 429],
  }),
  endpoint('POST', '/auth/login', {
    operationId: 'signIn',
    tag,
    summary: 'Sign in with email and password (after failed attempts, with a solved proof of work too)',
    body: LoginBody,
    response: Envelope(SessionSchema),
    errors: [401, 403, 429],
  }),
  endpoint('POST', '/auth/forgot-password/verify', {
    operationId: 'sendPasswordResetCode',
    tag,
    summary: "Email + phone match an account: a one-time code goes to that account's email",
    body: ForgotPasswordVerifyBody,
    response: Envelope(ResetCodeSentSchema),
    errors: [422, 429],
  }),
  endpoint('POST', '/auth/reset-password', {
    operationId: 'resetPassword',
    tag,
    summary: 'Set a new password with the emailed code; every session signed before ends',
    body: ResetPasswordBody,
    response: MessageOnly,
    errors: [429],
  }),
);
