import type { PASSWORD_MIN_LENGTH as API_PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '@fanhub/contract';
import { t } from '../text';

/** The API's rules, restated for the browser; the type checker fails if they ever differ. */
export const PASSWORD_MIN_LENGTH: typeof API_PASSWORD_MIN_LENGTH = 8;
const CODE_LENGTH: typeof RESET_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC.md section 5: +62, 62 or 0, then 8 to 13 digits; spaces and dashes ignored. */
const PHONE_PATTERN = /^(?:\+62|62|0)\d{8,13}$/;

export const messages = {
  emailRequired: t('Email harus diisi', 'Email is required'),
  emailInvalid: t('Format email tidak valid', 'Invalid email format'),
  phoneInvalid: t('Format nomor telepon tidak valid', 'Invalid phone number format'),
  requiredFields: t('Mohon lengkapi data yang diperlukan', 'Please complete required fields'),
  passwordsDiffer: t('Password tidak cocok', 'Passwords do not match'),
  passwordTooShort: t(
    `Password minimal ${PASSWORD_MIN_LENGTH} karakter`,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  ),
  codeInvalid: t('Kode harus 6 angka', 'The code is 6 digits'),
} as const;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
export const isValidPhone = (phone: string): boolean => PHONE_PATTERN.test(phone.replace(/[\s-]/g, ''));
/** The emailed password-reset code: 6 digits. */
export const isValidResetCode = (code: string): boolean => CODE_PATTERN.test(code.trim());

/** The email field's message, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  if (email.trim() === '') return messages.emailRequired;
  return isValidEmail(email) ? undefined : messages.emailInvalid;
}
