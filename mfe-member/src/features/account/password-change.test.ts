import { passwordChangeProblem } from './password-change';

it('needs all three fields, a matching confirmation and 8 characters, as registration does', () => {
  const change = { currentPassword: 'lama12345', password: 'baru12345', confirmPassword: 'baru12345' };
  expect(passwordChangeProblem(change)).toBeUndefined();
  expect(passwordChangeProblem({ ...change, currentPassword: '' })).toBe(
    'Mohon lengkapi data yang diperlukan / Please complete required fields',
  );
  expect(passwordChangeProblem({ ...change, confirmPassword: 'baru12346' })).toBe(
    'Password tidak cocok / Passwords do not match',
  );
  expect(passwordChangeProblem({ ...change, password: 'baru1', confirmPassword: 'baru1' })).toBe(
    'Password minimal 8 karakter / Password must be at least 8 characters',
  );
});
