import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { t } from '@fanhub/shared-ui';
import { createContext, useContext } from 'react';

/** Set by each remote mount: how to try that remote again. */
export const RemoteRetryContext = createContext<() => void>(() => undefined);

/** What a fan sees where a remote could not load or crashed: the rest of the page keeps working. */
export function RemoteFallback({ label, onRetry }: { label: string; onRetry?: () => void }) {
  const retryFromContext = useContext(RemoteRetryContext);
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="remote-fallback"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" startIcon={<ReplayIcon />} onClick={onRetry ?? retryFromContext}>
          {t('Coba lagi', 'Retry')}
        </Button>
      }
    >
      {t(`Bagian ${label} sedang tidak tersedia`, `The ${label} section is unavailable right now`)}
    </Alert>
  );
}
