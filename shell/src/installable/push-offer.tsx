import { session } from '@fanhub/shared-auth';
import { MountedOnceOpen, onDemand } from '@fanhub/shared-ui';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { pushSupported, type PushOutcome } from './push-subscription';

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
export const pushOffer = new PushOffer();

/**
 * A fan who just voted, supported or signed up is offered pushes about it, once: when the browser can, they have
 * not answered the browser's question yet, and they did not say "later" in the last 30 days.
 */
export function offerPushOnce(): void {
  if (!session.isLoggedIn || !pushSupported() || Notification.permission !== 'default') return;
  const later = Number(localStorage.getItem(LATER_KEY) ?? 0);
  if (Date.now() - later < ASK_AGAIN_AFTER_MS) return;
  pushOffer.show();
}

const PushOfferCard = onDemand(async () => (await import('./push-offer-card')).PushOfferCard);

/** The offer's card, downloaded the first time it is made (most page views never make it). */
export const PushOfferOnDemand = observer(function PushOfferOnDemand() {
  return (
    <MountedOnceOpen open={pushOffer.open}>
      <PushOfferCard />
    </MountedOnceOpen>
  );
});
