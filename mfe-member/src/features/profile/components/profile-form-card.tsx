import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Member } from '@fanhub/contract';
import { intents, refusalMessage, useSession } from '@fanhub/shared-auth';
import { t, useSubmit, showToast } from '@fanhub/shared-ui';
import { useState, type FormEvent } from 'react';
import { updateProfile } from '../api/profile';
import {
  formOf,
  GENDER_OPTIONS,
  needsCurrentPassword,
  profileChanges,
  profileProblem,
  type ProfileForm,
} from '../profile-form';

type TextFieldName = Exclude<keyof ProfileForm, 'gender'>;

/** The profile form: Update saves what changed (`PUT /member/{id}`); Logout ends the session. */
export function ProfileFormCard({ member: loaded }: { member: Member }) {
  const session = useSession();
  const [member, setMember] = useState(loaded);
  const [form, setForm] = useState(() => formOf(loaded));
  const [error, setError] = useState<string | null>(null);
  const { busy: saving, run } = useSubmit();
  const askPassword = needsCurrentPassword(member, form);

  const field = (name: TextFieldName, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      label={label}
      type={type}
      value={form[name]}
      autoComplete={autoComplete}
      onChange={(event) => {
        setForm({ ...form, [name]: event.target.value });
        setError(null);
      }}
      {...(type === 'date' ? { slotProps: { inputLabel: { shrink: true } } } : {})}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = profileProblem(member, form);
    if (problem) return setError(problem);
    const changes = profileChanges(member, form);
    if (Object.keys(changes).length === 0)
      return showToast(t('Tidak ada perubahan', 'Nothing changed'), { variant: 'info' });
    await run(
      async () => {
        const answer = await updateProfile(member._id, changes);
        session.update(answer.data);
        setMember(answer.data);
        setForm(formOf(answer.data));
        showToast(answer.message ?? t('Profil berhasil diperbarui', 'Profile updated successfully'), {
          variant: 'success',
        });
        // A new email is confirmed with the code just mailed to it (docs/fair-play.md).
        if (!answer.data.emailConfirmed) intents.requestEmailConfirmation();
      },
      (failure) =>
        setError(refusalMessage(failure, t('Gagal memperbarui profil', 'Failed to update profile'))),
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('Profil', 'Profile')}>
      {error && (
        <Alert severity="error" data-testid="profile-error">
          {error}
        </Alert>
      )}
      {field('fullName', t('Nama lengkap', 'Full name'), 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('birthDate', t('Tanggal lahir', 'Birth date'), 'date', 'bday')}
      <TextField
        select
        label={t('Jenis kelamin', 'Gender')}
        value={form.gender}
        onChange={(event) => setForm({ ...form, gender: event.target.value as ProfileForm['gender'] })}
      >
        {GENDER_OPTIONS.map((gender) => (
          <MenuItem key={gender} value={gender}>
            {gender}
          </MenuItem>
        ))}
      </TextField>
      {field('phone', t('Nomor telepon', 'Phone number'), 'tel', 'tel')}
      {field('referalCode', t('Kode referal (opsional)', 'Referral code (optional)'))}
      {askPassword && (
        <>
          <Alert severity="warning">
            {t(
              'Email dan nomor telepon dipakai untuk memulihkan akun, jadi menggantinya perlu password saat ini.',
              'Your email and phone number recover your account, so changing them needs your current password.',
            )}
          </Alert>
          {field(
            'currentPassword',
            t('Password saat ini', 'Current password'),
            'password',
            'current-password',
          )}
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="inherit" onClick={() => session.logout()}>
          {t('Keluar', 'Logout')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('Menyimpan…', 'Saving…') : 'Update'}
        </Button>
      </Stack>
    </Stack>
  );
}
