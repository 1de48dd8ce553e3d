import { ApiError, intents, useIdempotencyKey, useSession } from '@fanhub/shared-auth';
import { useState } from 'react';
import { DEFAULT_AMOUNT } from '../components/amount-stepper';
import { SPEND_TOAST_MS } from '../components/spend-toasts';
import { formatNumber } from '../format/numbers';
import { t, tNaming } from '../text';
import { useSubmit } from './use-submit';
// From the package, not a relative path: this file is bundled into the page that uses it, and a toast must reach
// the page's one toaster (docs/architecture.md section 2).
import { showToast } from '@fanhub/shared-ui';

interface CoinSpend<R> {
  /** What the coins go to: its id keys the spend, its title names it in the toasts. */
  target: { _id: string; title: string };
  /** The toasts' titles, Indonesian and English: ['Vote Berhasil!', 'Vote Successful!']. */
  succeeded: [string, string];
  failed: [string, string];
  /** The API call; answers the fan's new balance with whatever else it answers. */
  send: (amount: number, message: string, idempotencyKey: string) => Promise<R>;
  /**
   * The page thanks the fan in a dialog of its own: no success toast beside it, and the page tells the shell the
   * fan engaged (it may offer pushes) once that dialog has closed. One confirmation at a time.
   */
  thankedInDialog?: boolean;
}

/**
 * A vote's or a support's state and sending: amount (10 by default), message, and `submit`, which sends with
 * an Idempotency-Key (the same for a retry of the same spend), shows the server's balance, and toasts the
 * outcome for 4 s. `submit` answers the result, or undefined when the spend failed.
 */
export function useCoinSpend<R extends { balance: number }>({
  target,
  succeeded,
  failed,
  send,
  thankedInDialog = false,
}: CoinSpend<R>) {
  const session = useSession();
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [message, setMessage] = useState('');
  const request = useSubmit();
  const idempotency = useIdempotencyKey([target._id, amount, message]);

  const reset = () => {
    setAmount(DEFAULT_AMOUNT);
    setMessage('');
  };
  const succeed = (result: R): R => {
    idempotency.renew();
    session.setCoins(result.balance);
    if (!thankedInDialog) {
      intents.engaged();
      const coins = formatNumber(amount);
      showToast(
        `${t(...succeeded)} ${tNaming(
          target.title,
          (id) => `${coins} Koin untuk ${id}`,
          (en) => `${coins} coins for ${en}`,
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
    balance: session.coins,
    reset,
    submit,
  };
}

export type CoinSpendState = ReturnType<typeof useCoinSpend>;
