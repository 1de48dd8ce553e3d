/** The part of Midtrans Snap's browser API fanhub uses (the sandbox provider serves a compatible one). */
interface SnapCallbacks {
  onSuccess?: (result: unknown) => void;
  onPending?: (result: unknown) => void;
  onError?: (result: unknown) => void;
  onClose?: () => void;
}
declare global {
  interface Window {
    snap?: { pay: (token: string, callbacks: SnapCallbacks) => void };
  }
}

export type SnapOutcome = 'success' | 'pending' | 'error' | 'close';

let loading: Promise<void> | undefined;

/** The provider's script is on the page: the payment popup can open at once. */
export const snapReady = (): boolean => Boolean(window.snap);

/**
 * Adds the provider's script once (with its client key); resolves when `window.snap` is there. A failed load
 * is forgotten, so the next top-up tries again.
 */
export function loadSnap(scriptUrl: string, clientKey: string): Promise<void> {
  if (window.snap) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.dataset.clientKey = clientKey;
    script.onload = () => (window.snap ? resolve() : reject(new Error('snap.js loaded without window.snap')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${scriptUrl}`));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Opens the payment popup and resolves with how the fan left it. */
export function payWithSnap(token: string): Promise<SnapOutcome> {
  return new Promise((resolve) =>
    window.snap!.pay(token, {
      onSuccess: () => resolve('success'),
      onPending: () => resolve('pending'),
      onError: () => resolve('error'),
      onClose: () => resolve('close'),
    }),
  );
}
