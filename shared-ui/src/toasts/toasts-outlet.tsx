import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { toaster } from './toasts';

const Toaster = lazy(() => import('./toaster'));

/** Where the page's toasts appear: nothing until the first toast is asked for, then notistack's provider. */
export const ToastsOutlet = observer(function ToastsOutlet() {
  return toaster.wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
});
