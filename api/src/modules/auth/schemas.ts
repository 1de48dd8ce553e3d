import { Type } from '@sinclair/typebox';
import { bilingual } from '../../http/bilingual';
import { memberFields, MemberSchema, REQUIRED_FIELDS_MESSAGE } from '../member/schemas';

const PASSWORD_TOO_LONG = bilingual(
  'Password maksimal 128 karakter',
  'Password must be at most 128 characters',
);
const PASSWORD_TOO_SHORT = bilingual('Password minimal 6 karakter', 'Password must be at least 6 characters');

const newPassword = (requiredMessage: string) =>
  Type.String({
    minLength: 6,
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

export const messages = {
  passwordsDiffer: bilingual('Password tidak cocok', 'Passwords do not match'),
  passwordTooShort: PASSWORD_TOO_SHORT,
  invalidCredentials: bilingual('Email atau password salah', 'Incorrect email or password'),
  emailTaken: bilingual('Email sudah terdaftar', 'Email is already registered'),
  invalidPhone: bilingual('Format nomor telepon tidak valid', 'Invalid phone number format'),
  resetMismatch: bilingual(
    'Email dan nomor telepon tidak sesuai dengan data yang terdaftar',
    'Email and phone number do not match our records',
  ),
  resetTokenInvalid: bilingual(
    'Sesi reset password tidak valid atau kedaluwarsa, silakan verifikasi ulang',
    'Password reset session is invalid or expired, please verify again',
  ),
  registered: bilingual('Akun berhasil dibuat!', 'Account created successfully!'),
  signedIn: bilingual('Berhasil masuk!', 'Successfully signed in!'),
  passwordReset: bilingual('Password berhasil diubah', 'Password changed successfully'),
};
