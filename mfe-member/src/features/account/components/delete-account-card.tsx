import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { refusalMessage, useSession } from '@fanhub/shared-auth';
import { formatNumber, SectionHeading, t, showToast } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { deleteAccount } from '../api/account';

/**
 * Deleting the account: the password confirms it, and the fan reads first that the coins left are forfeited
 * and what fanhub keeps (the anonymous ledger lines, purchases for the tax records).
 */
export const DeleteAccountCard = observer(function DeleteAccountCard() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const coins = formatNumber(session.coins);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '')
      return setError(
        t('Masukkan password untuk menghapus akun', 'Enter your password to delete the account'),
      );
    setDeleting(true);
    try {
      const answer = await deleteAccount(session.user!._id, password);
      showToast(answer.message, { variant: 'success' });
      session.logout();
    } catch (failure) {
      setError(refusalMessage(failure, t('Gagal menghapus akun', 'Failed to delete the account')));
      setDeleting(false);
    }
  };

  return (
    <section>
      <SectionHeading title={t('Hapus Akun', 'Delete Account')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(
          'Data pribadi kamu dihapus dan kamu tidak bisa masuk lagi.',
          'Your personal data is removed and you can no longer sign in.',
        )}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('Hapus akun saya', 'Delete my account')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{t('Hapus akun?', 'Delete your account?')}</DialogTitle>
        <Stack component="form" onSubmit={confirm} noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="error" data-testid="forfeit-warning">
                {t(
                  `Sisa ${coins} Koin kamu akan hangus dan tidak bisa dikembalikan.`,
                  `Your remaining ${coins} coins will be forfeited and cannot be restored.`,
                )}
              </Alert>
              <Typography variant="body2">
                {t(
                  'Nama, email, nomor telepon, tanggal lahir, foto, notifikasi dan pesan dukunganmu dihapus. Catatan koin dan pembelian tetap disimpan tanpa namamu, agar total vote dan campaign tidak berubah dan pembukuan pembayaran tetap utuh.',
                  'Your name, email, phone number, birth date, photo, notifications and support messages are removed. Coin records and purchases stay without your name, so vote and campaign totals never change and payment records stay complete.',
                )}
              </Typography>
              {error && (
                <Alert severity="error" data-testid="delete-error">
                  {error}
                </Alert>
              )}
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(null);
                }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('Batal', 'Cancel')}</Button>
            <Button type="submit" variant="contained" color="error" disabled={deleting}>
              {t('Hapus akun', 'Delete account')}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </section>
  );
});
