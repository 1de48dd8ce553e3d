import { observable, runInAction } from 'mobx';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

type Notistack = typeof import('notistack');

/**
 * notistack (the toasts' library) is loaded with the first toast, not with the page: no page shows one before a
 * fan acts, so its code stays out of what a phone downloads before the page is usable. `wanted` puts the toaster
 * on the page (toasts-outlet.tsx); a toast asked for before it is there waits for it and shows in order.
 */
export const toaster = observable({ wanted: false });
let toasterMounted: (library: Notistack) => void;
const notistack = new Promise<Notistack>((resolve) => (toasterMounted = resolve));
/** For the toaster, once on the page: toasts asked for so far, and all after, are shown. */
export const toasterReady = (library: Notistack) => toasterMounted(library);
let lastKey = 0;

/** Shows a toast (notistack's options); answers its key at once, for `closeToast`. */
export function showToast(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `toast-${++lastKey}`;
  if (!toaster.wanted) runInAction(() => (toaster.wanted = true));
  void notistack.then(({ enqueueSnackbar }) => enqueueSnackbar(message, { ...options, key }));
  return key;
}

/** Closes the toast `key` (every toast without one). */
export function closeToast(key?: SnackbarKey): void {
  void notistack.then(({ closeSnackbar }) => closeSnackbar(key));
}
