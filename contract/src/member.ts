import { Type } from '@sinclair/typebox';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { Avatar, DateTime, Envelope, StringEnum } from './schema-kit';

export const GENDERS = ['Wanita', 'Pria', 'Lainnya'] as const;
export type Gender = (typeof GENDERS)[number];

export const MemberSchema = Type.Object(
  {
    _id: Type.String(),
    fullName: Type.String(),
    email: Type.String(),
    avatar: Avatar,
    birthDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    gender: StringEnum(GENDERS),
    phone: Type.String(),
    referalCode: Type.Union([Type.String(), Type.Null()]),
    coins: Type.Integer({ description: 'Balance of the member coin account' }),
    hearts: Type.Integer({ description: 'Hearts the fan can spend now (free votes; never coins)' }),
    emailConfirmed: Type.Boolean({ description: 'Whether the email is confirmed: until it is, no spending' }),
  },
  { $id: 'Member' },
);
export type Member = typeof MemberSchema.static;

export const REQUIRED_FIELDS_MESSAGE = bilingual(
  'Mohon lengkapi data yang diperlukan',
  'Please complete required fields',
);

/** Field rules shared by registration and the profile form. */
export const memberFields = {
  fullName: Type.String({
    minLength: 1,
    maxLength: 100,
    'x-message': {
      minLength: REQUIRED_FIELDS_MESSAGE,
      maxLength: bilingual('Nama lengkap maksimal 100 karakter', 'Full name must be at most 100 characters'),
    },
  }),
  email: Type.String({
    minLength: 1,
    maxLength: 254,
    format: 'email',
    'x-message': {
      minLength: bilingual('Email harus diisi', 'Email is required'),
      default: bilingual('Format email tidak valid', 'Invalid email format'),
    },
  }),
  birthDate: Type.String({
    format: 'date',
    'x-message': bilingual('Tanggal lahir tidak valid (YYYY-MM-DD)', 'Invalid birth date (YYYY-MM-DD)'),
  }),
  phone: Type.String({
    minLength: 1,
    maxLength: 32,
    'x-message': {
      minLength: REQUIRED_FIELDS_MESSAGE,
      default: bilingual('Format nomor telepon tidak valid', 'Invalid phone number format'),
    },
  }),
  avatar: Type.String({
    maxLength: 2048,
    format: 'uri',
    'x-message': bilingual('Alamat foto tidak valid', 'Invalid photo URL'),
  }),
  referalCode: Type.String({
    maxLength: 50,
    'x-message': bilingual(
      'Kode referal maksimal 50 karakter',
      'Referral code must be at most 50 characters',
    ),
  }),
  gender: StringEnum(GENDERS, {
    'x-message': bilingual(
      'Jenis kelamin harus Wanita, Pria atau Lainnya',
      'Gender must be Wanita, Pria or Lainnya',
    ),
  }),
};

export const MemberUpdateBody = Type.Object(
  {
    fullName: Type.Optional(memberFields.fullName),
    email: Type.Optional(memberFields.email),
    avatar: Type.Optional(memberFields.avatar),
    birthDate: Type.Optional(memberFields.birthDate),
    gender: Type.Optional(memberFields.gender),
    phone: Type.Optional(memberFields.phone),
    referalCode: Type.Optional(memberFields.referalCode),
    currentPassword: Type.Optional(
      Type.String({
        maxLength: 128,
        description: 'Required to change email or phone',
        'x-message': bilingual('Password maksimal 128 karakter', 'Password must be at most 128 characters'),
      }),
    ),
    coins: Type.Optional(
      Type.Never({
        'x-message': bilingual(
          'Koin tidak bisa diubah lewat profil; gunakan top up',
          'Coins cannot be changed through the profile; use top-up',
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type MemberUpdate = typeof MemberUpdateBody.static;

/** A project's or campaign's page lists its newest votes or supports, at most this many. */
export const SUPPORTERS_SHOWN = 100;

/** A fan's public entry under a project or campaign: who gave how many coins, and what they said. */
export const SupporterEntrySchema = Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  email: Type.String({ description: 'Masked: supporter lists are public' }),
  avatar: Avatar,
  coins: Type.Integer(),
  message: Type.String({ description: 'Empty while the message is hidden by moderation' }),
  createdAt: DateTime(),
});
export type SupporterEntry = typeof SupporterEntrySchema.static;

const UserIdParams = Type.Object({ userId: Type.String({ maxLength: 64 }) });

export const memberEndpoints = endpointTable(
  endpoint('GET', '/member/:userId', {
    operationId: 'getMember',
    tag: 'member',
    summary: "The signed-in member's own profile",
    auth: true,
    params: UserIdParams,
    response: Envelope(MemberSchema),
    errors: [401, 403, 404],
  }),
  endpoint('PUT', '/member/:userId', {
    operationId: 'updateProfile',
    tag: 'member',
    summary: "Change the signed-in member's own profile",
    auth: true,
    params: UserIdParams,
    body: MemberUpdateBody,
    response: Envelope(MemberSchema),
    errors: [401, 403, 404, 409, 429],
  }),
);
