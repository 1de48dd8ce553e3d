import type { Member } from '@fanhub/contract';
import {
  formOf,
  needsCurrentPassword,
  profileChanges,
  profileProblem,
  type ProfileForm,
} from './profile-form';

const member: Member = {
  _id: 'm1',
  fullName: 'Kim Minji',
  email: 'minji@fanhub.id',
  avatar: null,
  birthDate: '2001-05-07',
  gender: 'Wanita',
  phone: '081234567890',
  referalCode: null,
  coins: 120,
  hearts: 0,
  emailConfirmed: true,
};
const edit = (changes: Partial<ProfileForm>): ProfileForm => ({ ...formOf(member), ...changes });

it('starts from the saved profile, with no current password and an empty referral code', () => {
  expect(formOf(member)).toEqual({
    fullName: 'Kim Minji',
    email: 'minji@fanhub.id',
    birthDate: '2001-05-07',
    gender: 'Wanita',
    phone: '081234567890',
    referalCode: '',
    currentPassword: '',
  });
});

it('sends only what changed, trimmed, and nothing when nothing did', () => {
  expect(profileChanges(member, formOf(member))).toEqual({});
  expect(
    profileChanges(member, edit({ fullName: '  Minji Kim ', gender: 'Lainnya', referalCode: ' KPOP ' })),
  ).toEqual({
    fullName: 'Minji Kim',
    gender: 'Lainnya',
    referalCode: 'KPOP',
  });
});

it('asks for the current password only when the email or phone really changes', () => {
  expect(needsCurrentPassword(member, edit({ fullName: 'Minji' }))).toBe(false);
  expect(needsCurrentPassword(member, edit({ email: ' MINJI@fanhub.id ' }))).toBe(false);
  expect(needsCurrentPassword(member, edit({ phone: '+62 812-3456-7890' }))).toBe(false);
  expect(needsCurrentPassword(member, edit({ email: 'minji@idol.id' }))).toBe(true);
  expect(needsCurrentPassword(member, edit({ phone: '081299998888' }))).toBe(true);
  expect(profileChanges(member, edit({ phone: '081299998888', currentPassword: 'rahasia123' }))).toEqual({
    phone: '081299998888',
    currentPassword: 'rahasia123',
  });
});

it("refuses the form in the registration's words", () => {
  expect(profileProblem(member, edit({ fullName: ' ' }))).toBe(
    'Mohon lengkapi data yang diperlukan / Please complete required fields',
  );
  expect(profileProblem(member, edit({ birthDate: '' }))).toBe(
    'Mohon lengkapi data yang diperlukan / Please complete required fields',
  );
  expect(profileProblem(member, edit({ email: 'minji@' }))).toBe(
    'Format email tidak valid / Invalid email format',
  );
  expect(profileProblem(member, edit({ phone: '12345' }))).toBe(
    'Format nomor telepon tidak valid / Invalid phone number format',
  );
  expect(profileProblem(member, edit({ email: 'minji@idol.id' }))).toBe(
    'Masukkan password saat ini untuk mengubah email atau nomor telepon / Enter your current password to change your email or phone number',
  );
  expect(profileProblem(member, edit({ email: 'minji@idol.id', currentPassword: 'x' }))).toBeUndefined();
  expect(profileProblem(member, formOf(member))).toBeUndefined();
});
