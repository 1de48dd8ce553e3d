import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from './toasts';

const Toaster = lazy(() => import('./toaster'));

/** Where the page's toasts appear: nothing until the first toast is asked for, then notistack's provider. */
export function ToastsOutlet() {
  const wanted = useSyncExternalStore(toasterState.subscribe, toasterState.wanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
