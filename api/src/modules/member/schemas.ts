import { Type } from '@sinclair/typebox';
import { bilingual } from '../../http/bilingual';
import { DateTime, StringEnum } from '../../http/schemas';

export const GENDERS = ['Wanita', 'Pria', 'Lainnya'] as const;

export const MemberSchema = Type.Object(
  {
    _id: Type.String(),
    fullName: Type.String(),
    email: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    birthDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    gender: StringEnum(GENDERS),
    phone: Type.String(),
    referalCode: Type.Union([Type.String(), Type.Null()]),
    coins: Type.Integer({ description: 'Balance of the member coin account' }),
  },
  { $id: 'Member' },
);

const REQUIRED = bilingual('Mohon lengkapi data yang diperlukan', 'Please complete required fields');

/** Field rules shared by registration and the profile form. */
export const memberFields = {
  fullName: Type.String({
    minLength: 1,
    maxLength: 100,
    'x-message': {
      minLength: REQUIRED,
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
      minLength: REQUIRED,
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

export const REQUIRED_FIELDS_MESSAGE = REQUIRED;

/** A fan's public entry under a project or campaign: who gave how many coins, and what they said. */
export const SupporterEntrySchema = Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  email: Type.String({ description: 'Masked: supporter lists are public' }),
  avatar: Type.Union([Type.String(), Type.Null()]),
  coins: Type.Integer(),
  message: Type.String(),
  createdAt: DateTime(),
});
export type SupporterEntry = typeof SupporterEntrySchema.static;
