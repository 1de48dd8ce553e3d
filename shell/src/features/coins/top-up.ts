import type { OrderStatus } from '@fanhub/contract';
import { refusalMessage, session } from '@fanhub/shared-auth';
import { createPaymentToken, getOrder, getPaymentScript } from './api/pricing';
import { paymentToasts, TOKEN_FAILED } from './payment-toasts';
import { loadSnap, payWithSnap, snapReady } from './snap';

const SETTLE_POLLS = 10;
const POLL_INTERVAL_MS = 500;
/** The bank has not decided yet. */
const WAITING: readonly OrderStatus[] = ['pending', 'challenge'];

/** Loads the provider's script while the coin modal is open, so choosing a package opens the payment at once. */
export const preloadPaymentScript = (): Promise<void> =>
  getPaymentScript()
    .then(({ snapJSUrl, clientKey }) => loadSnap(snapJSUrl, clientKey))
    .catch(() => undefined); // tried again by the top-up itself

/**
 * Tells the fan what the server says of the order, with the server's balance: paid, still waiting (with the
 * order id and 'Cek lagi' to ask again), or failed. The browser's success callback credits nothing: the
 * server does, when the provider's signed notification arrives, so after it the order is read until it is
 * decided or the polls run out.
 */
export async function reportOrder(orderId: string, { poll }: { poll: boolean }): Promise<void> {
  let order = await getOrder(orderId);
  for (let round = 1; poll && round < SETTLE_POLLS && WAITING.includes(order.status); round += 1) {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    order = await getOrder(orderId);
  }
  session.setCoins(order.balance);
  if (order.status === 'paid') paymentToasts.paid();
  else if (WAITING.includes(order.status)) paymentToasts.waiting(orderId, () => checkAgain(orderId));
  else paymentToasts.failed();
}

const checkAgain = (orderId: string) =>
  void reportOrder(orderId, { poll: false }).catch(paymentToasts.processingFailed);

/** The payment page in the tab opened within the click, or a new one if the browser gave none. */
function openPaymentPage(tab: Window | null, url: string) {
  if (!tab) return void window.open(url, '_blank', 'noopener');
  tab.opener = null;
  tab.location.href = url;
}

/**
 * Token -> provider script (if missing) -> popup -> the outcome as the server tells it. Call it from the
 * fan's click: when the script is not on the page yet, a tab is opened at once (later, after the token,
 * popup blockers would stop it) to carry the payment page should the script fail to load; it closes when
 * not needed.
 */
export async function topUp(packageId: string, closeModal: () => void): Promise<void> {
  const fallbackTab = snapReady() ? null : window.open('', '_blank');
  let payment;
  try {
    payment = await createPaymentToken(packageId);
  } catch (error) {
    fallbackTab?.close();
    paymentToasts.tokenFailed(refusalMessage(error, TOKEN_FAILED));
    return;
  }
  try {
    await loadSnap(payment.snapJSUrl, payment.clientKey);
  } catch {
    paymentToasts.scriptFailed();
    openPaymentPage(fallbackTab, payment.redirectUrl);
    closeModal();
    return;
  }
  fallbackTab?.close();
  closeModal();
  try {
    const outcome = await payWithSnap(payment.snapToken);
    if (outcome === 'success') await reportOrder(payment.orderId, { poll: true });
    else if (outcome === 'pending') paymentToasts.waiting(payment.orderId, () => checkAgain(payment.orderId));
    else if (outcome === 'error') paymentToasts.failed();
  } catch {
    paymentToasts.processingFailed();
  }
}
