import type { PASSWORD_MIN_LENGTH as API_PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '@fanhub/contract';
import { t } from '../text';

/** The API's rules, restated for the browser; the type checker fails if they ever differ. */
export const PASSWORD_MIN_LENGTH: typeof API_PASSWORD_MIN_LENGTH = 8;
const CODE_LENGTH: typeof RESET_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product.md section 5: +62, 62 or 0, then 8 to 13 digits; spaces and dashes ignored. */
const PHONE_PATTERN = /^(?:\+62|62|0)(\d{8,13})$/;

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
  imageOnly: t('File harus berupa gambar', 'File must be an image'),
} as const;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
/** The number as the API stores it (`0` + digits), or undefined when it is not a valid number. */
export function normalizePhone(phone: string): string | undefined {
  const digits = PHONE_PATTERN.exec(phone.replace(/[\s-]/g, ''))?.[1];
  return digits === undefined ? undefined : `0${digits}`;
}
export const isValidPhone = (phone: string): boolean => normalizePhone(phone) !== undefined;
/** The emailed password-reset code: 6 digits. */
export const isValidResetCode = (code: string): boolean => CODE_PATTERN.test(code.trim());

/** A new password and its confirmation (registration, reset, change): equal, and long enough. */
export function newPasswordError(password: string, confirm: string): string | undefined {
  if (password !== confirm) return messages.passwordsDiffer;
  return password.length < PASSWORD_MIN_LENGTH ? messages.passwordTooShort : undefined;
}

/** The email field's message, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  if (email.trim() === '') return messages.emailRequired;
  return isValidEmail(email) ? undefined : messages.emailInvalid;
}
