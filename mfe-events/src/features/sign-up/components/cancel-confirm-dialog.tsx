import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FanEvent } from '@fanhub/contract';
import { t } from '@fanhub/shared-ui';

/** What cancelling does (a paid sign-up's coins come back, the ticket stops working), and 'Ya, batalkan'. */
export function CancelConfirmDialog({
  open,
  event,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  event: FanEvent;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('Batalkan pendaftaran?', 'Cancel your sign-up?')}</DialogTitle>
      <DialogContent>
        <Typography>
          {event.price > 0
            ? t(
                `${event.price} Koin kembali ke saldomu dan tiketmu untuk ${event.title} tidak berlaku lagi.`,
                `${event.price} coins come back to your balance and your ticket for ${event.title} stops working.`,
              )
            : t(
                `Tiketmu untuk ${event.title} tidak berlaku lagi.`,
                `Your ticket for ${event.title} stops working.`,
              )}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Tidak', 'No')}</Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {t('Ya, batalkan', 'Yes, cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
