import { bilingual } from '@fanhub/contract';

/** What provider sign-in answers, in the product's wording (ADR-294). */
export const messages = {
  invalid: bilingual(
    'Masuk lewat penyedia ini tidak valid atau sudah kedaluwarsa; coba lagi',
    'This sign-in is invalid or has expired; please try again',
  ),
  emailUnverified: bilingual(
    'Email akun ini belum diverifikasi oleh penyedianya; verifikasi dulu di sana, atau daftar dengan email',
    'The provider has not verified this email; verify it there first, or register with your email',
  ),
  otherIdentityLinked: bilingual(
    'Akun ini sudah terhubung dengan akun lain di penyedia yang sama; lepaskan dulu di Member Area',
    'This account is already linked to another account of the same provider; unlink it first in the Member Area',
  ),
  providerUnavailable: bilingual(
    'Penyedia masuk sedang tidak bisa dihubungi; coba lagi sebentar lagi',
    'The sign-in provider cannot be reached right now; please try again shortly',
  ),
};
