import type { Gender, GENDERS, Member, MemberUpdate } from '@fanhub/contract';
import { isValidEmail, normalizePhone, t, validationMessages } from '@fanhub/shared-ui';

/** The profile form's fields as typed (the photo is saved on its own, as soon as it is chosen). */
export interface ProfileForm {
  fullName: string;
  email: string;
  birthDate: string;
  gender: Gender;
  phone: string;
  referalCode: string;
  /** Asked only when the email or phone changes. */
  currentPassword: string;
}

/** The API's list, restated for the browser; the type checker fails if they ever differ. */
export const GENDER_OPTIONS: typeof GENDERS = ['Wanita', 'Pria', 'Lainnya'];

/** The form filled with the saved profile. */
export const formOf = (member: Member): ProfileForm => ({
  fullName: member.fullName,
  email: member.email,
  birthDate: member.birthDate ?? '',
  gender: member.gender,
  phone: member.phone,
  referalCode: member.referalCode ?? '',
  currentPassword: '',
});

const emailChanges = (member: Member, form: ProfileForm) =>
  form.email.trim().toLowerCase() !== member.email.toLowerCase();
const phoneChanges = (member: Member, form: ProfileForm) =>
  (normalizePhone(form.phone) ?? form.phone.trim()) !== member.phone;

/**
 * Email and phone are how an account is recovered, so changing either takes the current password (the API
 * refuses it otherwise): a stolen session alone cannot move them.
 */
export const needsCurrentPassword = (member: Member, form: ProfileForm): boolean =>
  emailChanges(member, form) || phoneChanges(member, form);

/** The first problem with the form, in the registration's words; undefined when it can be sent. */
export function profileProblem(member: Member, form: ProfileForm): string | undefined {
  if ([form.fullName, form.email, form.birthDate, form.phone].some((value) => value.trim() === ''))
    return validationMessages.requiredFields;
  if (!isValidEmail(form.email)) return validationMessages.emailInvalid;
  if (!normalizePhone(form.phone)) return validationMessages.phoneInvalid;
  if (needsCurrentPassword(member, form) && form.currentPassword === '')
    return t(
      'Masukkan password saat ini untuk mengubah email atau nomor telepon',
      'Enter your current password to change your email or phone number',
    );
  return undefined;
}

/** Only what the fan changed (trimmed), with the current password when the change needs it. */
export function profileChanges(member: Member, form: ProfileForm): MemberUpdate {
  const changes: MemberUpdate = {};
  const fullName = form.fullName.trim();
  if (fullName !== member.fullName) changes.fullName = fullName;
  if (emailChanges(member, form)) changes.email = form.email.trim();
  if (form.birthDate !== (member.birthDate ?? '')) changes.birthDate = form.birthDate;
  if (form.gender !== member.gender) changes.gender = form.gender;
  if (phoneChanges(member, form)) changes.phone = form.phone.trim();
  const referalCode = form.referalCode.trim();
  if (referalCode !== (member.referalCode ?? '')) changes.referalCode = referalCode;
  if (needsCurrentPassword(member, form)) changes.currentPassword = form.currentPassword;
  return changes;
}
