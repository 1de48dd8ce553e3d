import { newPasswordError, validationMessages } from '@fanhub/shared-ui';

export interface PasswordChange {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

export const NO_PASSWORD_CHANGE: PasswordChange = { currentPassword: '', password: '', confirmPassword: '' };

/** The registration's rules for a new password, after the current one; undefined when it can be sent. */
export function passwordChangeProblem(change: PasswordChange): string | undefined {
  if (Object.values(change).some((value) => value === '')) return validationMessages.requiredFields;
  return newPasswordError(change.password, change.confirmPassword);
}
