import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** Toasts as docs/product.md section 9 sets them: 3 at a time, 4 s, top right, dismissible. */
export const TOAST_DEFAULTS = { maxSnack: 3, autoHideDuration: 4000 } as const;

type Notistack = typeof import('notistack');

/**
 * notistack (the toasts' library) is loaded with the first toast, not with the page: no page shows one before a
 * fan acts, so its code stays out of what a phone downloads before the page is usable. A toast asked for sooner
 * waits for it and shows in order.
 */
let toasterWanted = false;
const wantedListeners = new Set<() => void>();
let toasterReady: (notistack: Notistack) => void;
const notistack = new Promise<Notistack>((resolve) => (toasterReady = resolve));
let lastKey = 0;

/** Shows a toast (notistack's options); answers its key at once, for `closeToast`. */
export function showToast(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  const key = options.key ?? `toast-${++lastKey}`;
  if (!toasterWanted) {
    toasterWanted = true;
    wantedListeners.forEach((listener) => listener());
  }
  void notistack.then(({ enqueueSnackbar }) => enqueueSnackbar(message, { ...options, key }));
  return key;
}

/** Closes the toast `key` (every toast without one). */
export function closeToast(key?: SnackbarKey): void {
  void notistack.then(({ closeSnackbar }) => closeSnackbar(key));
}

/** For the page's toaster (toasts-outlet.tsx): whether a toast was asked for, and when that changes. */
export const toasterState = {
  wanted: () => toasterWanted,
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => void wantedListeners.delete(listener);
  },
  /** The toaster is on the page: toasts asked for so far, and all after, are shown. */
  ready: (library: Notistack) => toasterReady(library),
};
