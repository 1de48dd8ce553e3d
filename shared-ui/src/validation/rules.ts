import { t } from '../text';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC.md section 5: +62, 62 or 0, then 8 to 13 digits; spaces and dashes ignored. */
const PHONE_PATTERN = /^(?:\+62|62|0)\d{8,13}$/;

export const messages = {
  emailRequired: t('Email harus diisi', 'Email is required'),
  emailInvalid: t('Format email tidak valid', 'Invalid email format'),
  phoneInvalid: t('Format nomor telepon tidak valid', 'Invalid phone number format'),
  requiredFields: t('Mohon lengkapi data yang diperlukan', 'Please complete required fields'),
  passwordsDiffer: t('Password tidak cocok', 'Passwords do not match'),
  passwordTooShort: t('Password minimal 6 karakter', 'Password must be at least 6 characters'),
} as const;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
export const isValidPhone = (phone: string): boolean => PHONE_PATTERN.test(phone.replace(/[\s-]/g, ''));

/** The email field's message, or undefined when it is fine. */
export function emailError(email: string): string | undefined {
  if (email.trim() === '') return messages.emailRequired;
  return isValidEmail(email) ? undefined : messages.emailInvalid;
}
