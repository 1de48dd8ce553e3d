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
  providerUnavailable: bilingual(
    'Penyedia masuk sedang tidak bisa dihubungi; coba lagi sebentar lagi',
    'The sign-in provider cannot be reached right now; please try again shortly',
  ),
};
