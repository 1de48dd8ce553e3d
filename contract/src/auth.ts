import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { memberFields, MemberSchema, REQUIRED_FIELDS_MESSAGE } from './member';
import { Envelope, MessageOnly } from './schema-kit';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_TOO_SHORT = bilingual(
  `Password minimal ${PASSWORD_MIN_LENGTH} karakter`,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
);
const PASSWORD_TOO_LONG = bilingual(
  'Password maksimal 128 karakter',
  'Password must be at most 128 characters',
);

const newPassword = (requiredMessage: string) =>
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
  },
  { additionalProperties: false, 'x-required-message': bilingual('Email harus diisi', 'Email is required') },
);

/** A signed-in member: the profile plus the bearer token (SPEC.md's stored user record). */
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
  },
  { additionalProperties: false, 'x-required-message': FILL_EMAIL_AND_PHONE },
);

const FILL_ALL_PASSWORDS = bilingual('Isi semua field password', 'Fill in all password fields');

export const ResetPasswordBody = Type.Object(
  {
    resetToken: Type.String({
      minLength: 1,
      maxLength: 2048,
      'x-message': bilingual('Token reset tidak valid', 'Invalid reset token'),
    }),
    password: Type.String({
      minLength: 1,
      maxLength: 128,
      'x-message': { minLength: FILL_ALL_PASSWORDS, maxLength: PASSWORD_TOO_LONG },
    }),
    confirmPassword: Type.String({
      minLength: 1,
      maxLength: 128,
      'x-message': { minLength: FILL_ALL_PASSWORDS, maxLength: PASSWORD_TOO_LONG },
    }),
  },
  { additionalProperties: false, 'x-required-message': FILL_ALL_PASSWORDS },
);

const tag = 'auth';

export const authEndpoints = endpointTable(
  endpoint('POST', '/auth/register', {
    tag,
    summary: 'Create a member account and sign in',
    body: RegisterBody,
    response: Envelope(SessionSchema),
    successStatus: 201,
    errors: [409, 429],
  }),
  endpoint('POST', '/auth/login', {
    tag,
    summary: 'Sign in with email and password',
    body: LoginBody,
    response: Envelope(SessionSchema),
    errors: [401, 429],
  }),
  endpoint('POST', '/auth/forgot-password/verify', {
    tag,
    summary: 'Prove who you are with email + phone; answers a short-lived reset token',
    body: ForgotPasswordVerifyBody,
    response: Envelope(Type.Object({ resetToken: Type.String(), expiresIn: Type.String() })),
    errors: [422, 429],
  }),
  endpoint('POST', '/auth/reset-password', {
    tag,
    summary: 'Set a new password with the reset token',
    body: ResetPasswordBody,
    response: MessageOnly,
    errors: [429],
  }),
);
