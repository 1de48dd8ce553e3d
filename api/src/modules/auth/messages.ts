import { bilingual, PASSWORD_TOO_SHORT } from '@fanhub/contract';

/** What the account calls answer, in the product's wording. */
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
