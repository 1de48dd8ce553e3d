import Alert from '@mui/material/Alert';
import { t } from '@fanhub/shared-ui';
import { useEffect, useState } from 'react';

/** Says so while the device is offline: what shows is the last version of each page the fan saw. */
export function OfflineBanner() {
  // Online at first, as the server that drew the page was: the device's state follows once the page is running.
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (online) return null;
  return (
    <Alert severity="warning" square data-testid="offline-banner" sx={{ justifyContent: 'center' }}>
      {t(
        'Kamu sedang offline: yang tampil adalah versi terakhir yang kamu buka',
        'You are offline: what shows is the last version you opened',
      )}
    </Alert>
  );
}
