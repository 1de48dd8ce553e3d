import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { newPassword } from './auth';
import { endpoint, endpointTable } from './endpoint';
import { DateTime, Envelope, IdParam, MessageOnly, PagedEnvelope, StringEnum } from './schema-kit';
import { ANY_STAFF, STAFF_ROLES } from './staff-roles';

/** Wrong password or second-factor attempts before an account is locked, and for how long. */
export const STAFF_SIGN_IN_ATTEMPTS = 5;
export const STAFF_LOCKOUT_MINUTES = 15;
/** How long the step between the password and the second factor may take. */
export const SECOND_FACTOR_MINUTES = 5;

const FILL_EMAIL_AND_PASSWORD = bilingual('Isi email dan password', 'Fill in email and password');
const staffEmail = Type.String({
  minLength: 3,
  maxLength: 254,
  format: 'email',
  'x-message': bilingual('Format email tidak valid', 'Invalid email format'),
});
const staffName = Type.String({
  minLength: 1,
  maxLength: 100,
  'x-message': bilingual('Nama harus 1-100 karakter', 'The name is 1 to 100 characters'),
});
const role = StringEnum(STAFF_ROLES, {
  'x-message': bilingual(
    'Peran harus admin, editor, moderator, finance, viewer atau door',
    'The role is admin, editor, moderator, finance, viewer or door',
  ),
});

export const StaffSignInBody = Type.Object(
  {
    email: staffEmail,
    password: Type.String({ minLength: 1, maxLength: 128, 'x-message': FILL_EMAIL_AND_PASSWORD }),
  },
  { additionalProperties: false, 'x-required-message': FILL_EMAIL_AND_PASSWORD },
);

/**
 * The password was right; the second factor comes next. `totp`: enter the authenticator's code. `enrol`: the
 * account has none yet: scan the QR code (or type the key), then enter the code it shows.
 */
export const SecondFactorStepSchema = Type.Union([
  Type.Object({ step: Type.Literal('totp'), challenge: Type.String() }),
  Type.Object({
    step: Type.Literal('enrol'),
    challenge: Type.String(),
    otpauthUrl: Type.String({ description: 'otpauth://totp/… for the authenticator app' }),
    qrCode: Type.String({ description: 'The otpauth URL as a QR code, a data: URL of a PNG' }),
    secret: Type.String({ description: 'The key, for typing it in instead of scanning' }),
  }),
]);
export type SecondFactorStep = typeof SecondFactorStepSchema.static;

export const SecondFactorBody = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 2048 }),
    code: Type.String({
      pattern: '^\\d{6}$',
      'x-message': bilingual('Kode harus 6 angka', 'The code is 6 digits'),
    }),
  },
  { additionalProperties: false },
);

export const StaffSchema = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  role,
  secondFactor: Type.Boolean({ description: 'Has enrolled an authenticator' }),
  disabled: Type.Boolean(),
  lockedUntil: Type.Union([DateTime(), Type.Null()]),
  createdAt: DateTime(),
});
export type Staff = typeof StaffSchema.static;

export const StaffSessionSchema = Type.Object({
  staff: StaffSchema,
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.String({ description: 'Token lifetime, e.g. 30m' }),
});
export type StaffSession = typeof StaffSessionSchema.static;

export const NewStaffBody = Type.Object(
  {
    email: staffEmail,
    fullName: staffName,
    role,
    password: newPassword(bilingual('Isi password awal', 'Fill in the first password')),
  },
  {
    additionalProperties: false,
    'x-required-message': bilingual(
      'Isi email, nama, peran dan password',
      'Fill in email, name, role and password',
    ),
  },
);

export const StaffChangesBody = Type.Object(
  {
    fullName: Type.Optional(staffName),
    role: Type.Optional(role),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const AuditEntrySchema = Type.Object({
  _id: Type.Integer(),
  at: DateTime(),
  staffId: Type.Union([Type.String(), Type.Null()]),
  staffEmail: Type.String(),
  address: Type.Union([Type.String(), Type.Null()]),
  action: Type.String({ description: 'What was done: create, update, publish, hide, sign-in …' }),
  recordType: Type.String({ description: 'What it was done to: voting, campaign, staff …' }),
  recordId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({ description: 'The record before the change (null when created)' }),
  after: Type.Unknown({ description: 'The record after the change (null when deleted)' }),
});
export type AuditEntry = typeof AuditEntrySchema.static;

export const AuditQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
    staffId: Type.Optional(Type.String({ format: 'uuid' })),
    recordType: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    recordId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

const tag = 'studio: staff';

export const studioStaffEndpoints = endpointTable(
  endpoint('POST', '/studio/auth/sign-in', {
    operationId: 'staffSignIn',
    tag,
    summary: "A staff member's password: answers the second-factor step (or the enrolment of one)",
    body: StaffSignInBody,
    response: Envelope(SecondFactorStepSchema),
    errors: [401, 429],
  }),
  endpoint('POST', '/studio/auth/second-factor', {
    operationId: 'staffSecondFactor',
    tag,
    summary: "The authenticator's code after the password (completing an enrolment): answers the session",
    body: SecondFactorBody,
    response: Envelope(StaffSessionSchema),
    errors: [401, 429],
  }),
  endpoint('POST', '/studio/auth/sign-out', {
    operationId: 'staffSignOut',
    tag,
    summary: 'Ends every session of the signed-in staff member, on every replica',
    staff: STAFF_ROLES,
    response: MessageOnly,
    errors: [401],
  }),
  endpoint('GET', '/studio/me', {
    operationId: 'getStaffMe',
    tag,
    summary: 'The signed-in staff member',
    staff: STAFF_ROLES,
    response: Envelope(StaffSchema),
    errors: [401],
  }),
  endpoint('GET', '/studio/staff', {
    operationId: 'listStaff',
    tag,
    summary: 'Every staff account (every role reads them; only admins change them)',
    staff: ANY_STAFF,
    response: PagedEnvelope(StaffSchema),
    errors: [401, 403],
  }),
  endpoint('GET', '/studio/staff/:staffId', {
    operationId: 'getStaff',
    tag,
    summary: 'A staff account',
    staff: ANY_STAFF,
    params: IdParam('staffId'),
    response: Envelope(StaffSchema),
    errors: [401, 403, 404],
  }),
  endpoint('POST', '/studio/staff', {
    operationId: 'createStaff',
    tag,
    summary: 'A new staff account with a first password; the second factor is enrolled at its first sign-in',
    staff: ['admin'],
    body: NewStaffBody,
    response: Envelope(StaffSchema),
    successStatus: 201,
    errors: [401, 403, 409],
  }),
  endpoint('PUT', '/studio/staff/:staffId', {
    operationId: 'updateStaff',
    tag,
    summary: "Changes a staff account's name or role, or disables it (its sessions end)",
    staff: ['admin'],
    params: IdParam('staffId'),
    body: StaffChangesBody,
    response: Envelope(StaffSchema),
    errors: [401, 403, 404, 409],
  }),
  endpoint('POST', '/studio/staff/:staffId/reset-second-factor', {
    operationId: 'resetStaffSecondFactor',
    tag,
    summary: "Forgets the account's authenticator (a lost phone); it enrols a new one at its next sign-in",
    staff: ['admin'],
    params: IdParam('staffId'),
    response: Envelope(StaffSchema),
    errors: [401, 403, 404],
  }),
  endpoint('GET', '/studio/audit', {
    operationId: 'listAuditTrail',
    tag,
    summary: 'The audit trail, newest first, by person, record and time',
    staff: ANY_STAFF,
    querystring: AuditQuery,
    response: PagedEnvelope(AuditEntrySchema),
    errors: [401, 403],
  }),
);
