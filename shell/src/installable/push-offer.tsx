import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { session } from '@fanhub/shared-auth';
import { t } from '@fanhub/shared-ui';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { pushSupported, turnOnPush, type PushOutcome } from './push-subscription';

/** After "later", the offer waits this long before it is made again on this device. */
const ASK_AGAIN_AFTER_MS = 30 * 86_400_000;
const LATER_KEY = 'fanhub:push-offer-later';

class PushOffer {
  open = false;
  outcome: PushOutcome | null = null;
  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }
  show() {
    this.open = true;
  }
  later() {
    localStorage.setItem(LATER_KEY, String(Date.now()));
    this.open = false;
  }
  settled(outcome: PushOutcome) {
    this.outcome = outcome;
    this.open = false;
  }
}
const offer = new PushOffer();

/**
 * A fan who just voted, supported or signed up is offered pushes about it, once: when the browser can, they have
 * not answered the browser's question yet, and they did not say "later" in the last 30 days.
 */
export function offerPushOnce(): void {
  if (!session.isLoggedIn || !pushSupported() || Notification.permission !== 'default') return;
  const later = Number(localStorage.getItem(LATER_KEY) ?? 0);
  if (Date.now() - later < ASK_AGAIN_AFTER_MS) return;
  offer.show();
}

/** The offer, in the product's words, with its two answers. */
export const PushOfferCard = observer(function PushOfferCard() {
  return (
    <Snackbar open={offer.open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="info" data-testid="push-offer" sx={{ alignItems: 'center' }}>
        {t(
          'Mau dikabari saat voting yang kamu ikuti hampir tutup, kampanyemu mencapai target, atau eventmu besok?',
          'Want to hear when a voting you voted in is about to close, your campaign reaches its target, or your event is tomorrow?',
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            size="small"
            onClick={() => void turnOnPush().then(offer.settled, () => offer.settled('unsupported'))}
          >
            {t('Aktifkan notifikasi', 'Turn on notifications')}
          </Button>
          <Button size="small" onClick={offer.later}>
            {t('Nanti saja', 'Not now')}
          </Button>
        </Stack>
      </Alert>
    </Snackbar>
  );
});
