import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { ui, type ShellModal } from '../stores/ui-store';

const TITLES: Record<ShellModal, string> = {
  login: t('Masuk', 'Sign In'),
  register: t('Daftar', 'Register'),
  'forgot-password': t('Lupa Password', 'Forgot Password'),
  coins: t('Koin Kamu', 'Your Coins'),
  notifications: t('Notifikasi', 'Notifications'),
  language: t('Bahasa', 'Language'),
};

/** The shell's overlays; their forms arrive with the sign-in and top-up issue. */
export const PlaceholderModals = observer(function PlaceholderModals() {
  const { modal, close } = ui;
  return (
    <Dialog open={modal !== null} onClose={close} fullWidth maxWidth="xs">
      {modal && <DialogTitle>{TITLES[modal]}</DialogTitle>}
      <DialogContent>{t('Segera hadir.', 'Coming soon.')}</DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('Tutup', 'Close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
