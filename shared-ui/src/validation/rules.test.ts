import { emailError, isValidPhone, messages, newPasswordError, normalizePhone } from './rules';

it('checks emails as docs/product.md section 5 says', () => {
  expect(emailError('')).toBe('Email harus diisi / Email is required');
  expect(emailError('fan@')).toBe(messages.emailInvalid);
  expect(emailError(' fan@fanhub.id ')).toBeUndefined();
});

it('accepts +62, 62 or 0 followed by 8 to 13 digits, ignoring spaces and dashes', () => {
  expect(['+62 812-3456-7890', '6281234567890', '081234567', '0812 3456 7890 12'].every(isValidPhone)).toBe(
    true,
  );
  expect(['0812345', '+1 555 0100', '0812345678901234', '08123abc90', ''].some(isValidPhone)).toBe(false);
});

it('writes a phone number the way the API stores it', () => {
  expect(normalizePhone('+62 812-3456-7890')).toBe('081234567890');
  expect(normalizePhone('6281234567890')).toBe('081234567890');
  expect(normalizePhone('0812 3456 7890')).toBe('081234567890');
  expect(normalizePhone('0812345')).toBeUndefined();
});

it('asks a new password to match its confirmation first, then to be long enough', () => {
  expect(newPasswordError('rahasia123', 'rahasia124')).toBe(messages.passwordsDiffer);
  expect(newPasswordError('pendek', 'pendek')).toBe(messages.passwordTooShort);
  expect(newPasswordError('rahasia123', 'rahasia123')).toBeUndefined();
});
