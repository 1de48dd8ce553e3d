import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import type { SnackbarKey } from 'notistack';
import { t } from '../text';
import { closeToast } from './toasts';

/** The close button every toast carries; a toast with actions of its own puts it after them. */
export function ToastCloseButton({ toastKey }: { toastKey: SnackbarKey }) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('Tutup', 'Close')}
      onClick={() => closeToast(toastKey)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
