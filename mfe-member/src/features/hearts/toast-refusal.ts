import { ApiError, intents } from '@fanhub/shared-auth';
import { showToast, t } from '@fanhub/shared-ui';

/** A refusal the fan can act on: the server's words, and the email code asked for when that is what is missing. */
export function toastRefusal(title: [string, string], error: unknown) {
  showToast(`${t(...title)}: ${error instanceof Error ? error.message : String(error)}`, {
    variant: 'error',
  });
  if (error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED') intents.requestEmailConfirmation();
}
