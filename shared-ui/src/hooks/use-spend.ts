import { ApiError, intents, useIdempotencyKey, useSession, type SessionStore } from '@fanhub/shared-auth';
import { useState } from 'react';
import { DEFAULT_AMOUNT } from '../components/amount-stepper';
import { SPEND_TOAST_MS } from '../components/spend-toasts';
import { formatNumber } from '../format/numbers';
import { t, tNaming } from '../text';
import { useSubmit } from './use-submit';
// From the package, not a relative path: this file is bundled into the page that uses it, and a toast must reach
// the page's one toaster (docs/architecture.md section 2).
import { showToast } from '@fanhub/shared-ui';

/** What a fan spends: how the toasts name it, what they hold of it, and how the server's answer updates that. */
export interface SpendAsset<R> {
  unit: { id: string; en: string };
  defaultAmount: number;
  held: (session: SessionStore) => number;
  settle: (session: SessionStore, result: R) => void;
}

/** Coins (the spend answers the fan's new balance). */
export const COINS: SpendAsset<{ balance: number }> = {
  unit: { id: 'Koin', en: 'coins' },
  defaultAmount: DEFAULT_AMOUNT,
  held: (session) => session.coins,
  settle: (session, result) => session.setCoins(result.balance),
};

/** Hearts (the spend answers the hearts the fan can still spend); 5 by default, a day's check-in. */
export const HEARTS: SpendAsset<{ hearts: number }> = {
  unit: { id: 'Hati', en: 'hearts' },
  defaultAmount: 5,
  held: (session) => session.hearts,
  settle: (session, result) => session.setHearts(result.hearts),
};

interface Spend<R> {
  /** What the spend goes to: its id keys the spend, its title names it in the toasts. */
  target: { _id: string; title: string };
  /** The toasts' titles, Indonesian and English: ['Vote Berhasil!', 'Vote Successful!']. */
  succeeded: [string, string];
  failed: [string, string];
  /** The API call; answers the fan's new holding with whatever else it answers. */
  send: (amount: number, message: string, idempotencyKey: string) => Promise<R>;
  /**
   * The page thanks the fan in a dialog of its own: no success toast beside it, and the page tells the shell the
   * fan engaged (it may offer pushes) once that dialog has closed. One confirmation at a time.
   */
  thankedInDialog?: boolean;
}

/**
 * A vote's or a support's state and sending: amount, message, and `submit`, which sends with an Idempotency-Key
 * (the same for a retry of the same spend), shows the server's figure for what the fan holds, and toasts the
 * outcome for 4 s. `submit` answers the result, or undefined when the spend failed.
 */
export function useSpend<R>(
  asset: SpendAsset<R>,
  { target, succeeded, failed, send, thankedInDialog = false }: Spend<R>,
) {
  const session = useSession();
  const [amount, setAmount] = useState(asset.defaultAmount);
  const [message, setMessage] = useState('');
  const request = useSubmit();
  const idempotency = useIdempotencyKey([target._id, amount, message]);

  const reset = () => {
    setAmount(asset.defaultAmount);
    setMessage('');
  };
  const succeed = (result: R): R => {
    idempotency.renew();
    asset.settle(session, result);
    if (!thankedInDialog) {
      intents.engaged();
      const spent = formatNumber(amount);
      showToast(
        `${t(...succeeded)} ${tNaming(
          target.title,
          (id) => `${spent} ${asset.unit.id} untuk ${id}`,
          (en) => `${spent} ${asset.unit.en} for ${en}`,
        )}`,
        { variant: 'success', autoHideDuration: SPEND_TOAST_MS },
      );
    }
    reset();
    return result;
  };
  const fail = (error: unknown) => {
    showToast(`${t(...failed)}: ${error instanceof Error ? error.message : String(error)}`, {
      variant: 'error',
      autoHideDuration: SPEND_TOAST_MS,
    });
    if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') intents.requestEmailConfirmation();
  };
  const submit = (): Promise<R | undefined> =>
    request.run(async () => succeed(await send(amount, message, idempotency.key)), fail);

  return {
    amount,
    setAmount,
    message,
    setMessage,
    sending: request.busy,
    balance: asset.held(session),
    reset,
    submit,
  };
}

export type SpendState = ReturnType<typeof useSpend>;

/** A spend of coins: 10 by default. */
export const useCoinSpend = <R extends { balance: number }>(spend: Spend<R>) => useSpend(COINS, spend);
