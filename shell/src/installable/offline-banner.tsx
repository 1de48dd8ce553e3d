import Alert from '@mui/material/Alert';
import { t } from '@fanhub/shared-ui';
import { useEffect, useState } from 'react';
import { ASK_NETWORK_STATE, isNetworkState } from '../service-worker/network-state';

/**
 * Says so while the device is offline, or while the service worker finds that the network answers nothing though
 * the device believes it is online (ADR-293): what shows is the last version of each page the fan saw.
 */
export function OfflineBanner() {
  // Online at first, as the server that drew the page was: the device's state follows once the page is running.
  const [deviceOnline, setDeviceOnline] = useState(true);
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    const update = () => setDeviceOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    if (!worker) return;
    const heard = (event: MessageEvent) => {
      if (isNetworkState(event.data)) setReachable(event.data.reachable);
    };
    worker.addEventListener('message', heard);
    worker.controller?.postMessage({ type: ASK_NETWORK_STATE });
    return () => worker.removeEventListener('message', heard);
  }, []);
  const online = deviceOnline && reachable;
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
