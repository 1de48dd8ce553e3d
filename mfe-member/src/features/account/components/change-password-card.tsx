import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { refusalMessage, useSession } from '@fanhub/shared-auth';
import { SectionHeading, t, useSubmit, showToast } from '@fanhub/shared-ui';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../api/account';
import { NO_PASSWORD_CHANGE, passwordChangeProblem, type PasswordChange } from '../password-change';

/** Current, new and confirmation: a new password signs the fan out everywhere else; this tab goes on. */
export function ChangePasswordCard() {
  const session = useSession();
  const [change, setChange] = useState(NO_PASSWORD_CHANGE);
  const [error, setError] = useState<string | null>(null);
  const { busy: saving, run } = useSubmit();

  const field = (name: keyof PasswordChange, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      value={change[name]}
      autoComplete={autoComplete}
      onChange={(event) => {
        setChange({ ...change, [name]: event.target.value });
        setError(null);
      }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordChangeProblem(change);
    if (problem) return setError(problem);
    await run(
      async () => {
        const answer = await session.renew(changePassword(session.user!._id, change));
        setChange(NO_PASSWORD_CHANGE);
        showToast(answer.message ?? t('Password berhasil diubah', 'Password changed'), {
          variant: 'success',
        });
      },
      (failure) =>
        setError(refusalMessage(failure, t('Gagal mengubah password', 'Failed to change password'))),
    );
  };

  return (
    <section>
      <SectionHeading title={t('Ganti Password', 'Change Password')} />
      <Stack
        component="form"
        spacing={2}
        onSubmit={submit}
        noValidate
        aria-label={t('Ganti Password', 'Change Password')}
      >
        {error && (
          <Alert severity="error" data-testid="password-error">
            {error}
          </Alert>
        )}
        {field('currentPassword', t('Password saat ini', 'Current password'), 'current-password')}
        {field('password', t('Password baru', 'New password'), 'new-password')}
        {field('confirmPassword', t('Konfirmasi password baru', 'Confirm new password'), 'new-password')}
        <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
          {t('Simpan password', 'Save password')}
        </Button>
      </Stack>
    </section>
  );
}
