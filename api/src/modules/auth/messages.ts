import { bilingual, PASSWORD_TOO_SHORT } from '@fanhub/contract';

/** What the account calls answer, in the product's wording. */
export const messages = {
  passwordsDiffer: bilingual('Password tidak cocok', 'Passwords do not match'),
  passwordTooShort: PASSWORD_TOO_SHORT,
  invalidCredentials: bilingual('Email atau password salah', 'Incorrect email or password'),
  accountSuspended: bilingual(
    'Akun kamu sedang dibekukan oleh moderator; koinmu tetap aman. Hubungi kami',
    'Your account is suspended by a moderator; your coins are safe. Please contact us',
  ),
  emailTaken: bilingual('Email sudah terdaftar', 'Email is already registered'),
  invalidPhone: bilingual('Format nomor telepon tidak valid', 'Invalid phone number format'),
  resetMismatch: bilingual(
    'Email dan nomor telepon tidak sesuai dengan data yang terdaftar',
    'Email and phone number do not match our records',
  ),
  resetCodeInvalid: bilingual(
    'Kode salah atau kedaluwarsa; minta kode baru bila perlu',
    'The code is wrong or has expired; ask for a new code if needed',
  ),
  resetCodeSent: bilingual('Kode reset sudah dikirim ke email kamu', 'A reset code was sent to your email'),
  currentPasswordRequired: bilingual(
    'Masukkan password saat ini untuk mengubah email atau nomor telepon',
    'Enter your current password to change your email or phone number',
  ),
  currentPasswordWrong: bilingual('Password saat ini salah', 'Your current password is incorrect'),
  registered: bilingual('Akun berhasil dibuat!', 'Account created successfully!'),
  signedIn: bilingual('Berhasil masuk!', 'Successfully signed in!'),
  passwordReset: bilingual('Password berhasil diubah', 'Password changed successfully'),
};
