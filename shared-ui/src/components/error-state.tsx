import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { t } from '../text';

/** A failed load, its bilingual message and a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" startIcon={<ReplayIcon />} onClick={onRetry}>
          {t('Coba lagi', 'Retry')}
        </Button>
      }
    >
      {message ?? t('Gagal memuat data', 'Could not load this')}
    </Alert>
  );
}
