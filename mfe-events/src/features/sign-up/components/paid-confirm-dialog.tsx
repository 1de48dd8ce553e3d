import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatNumber, t } from '@fanhub/shared-ui';

/** The paid-event confirmation (docs/product.md section 2): what it costs, what the fan holds, and Iya to pay. */
export function PaidConfirmDialog({
  open,
  title,
  price,
  balance,
  onConfirm,
  onCancel,
  onExited,
}: {
  open: boolean;
  title: string;
  price: number;
  balance: number;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once it has finished closing. */
  onExited?: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" slotProps={{ transition: { onExited } }}>
      <DialogTitle>{t('Konfirmasi Pendaftaran', 'Confirm Registration')}</DialogTitle>
      <DialogContent>
        <Typography>{t(`Daftar ke ${title}?`, `Sign up for ${title}?`)}</Typography>
        <Typography className="notranslate" sx={{ mt: 1, fontWeight: 700 }} data-testid="confirm-price">
          HTM: {formatNumber(price)} Koin
        </Typography>
        <Typography className="notranslate" color="text.secondary" data-testid="confirm-balance">
          {t('Saldo', 'Balance')}: {formatNumber(balance)} Koin
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('Batal', 'Cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('Iya', 'Yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
