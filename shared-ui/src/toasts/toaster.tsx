import GlobalStyles from '@mui/material/GlobalStyles';
import * as notistack from 'notistack';
import { useEffect } from 'react';
import { theme } from '../theme';
import { ToastCloseButton } from './toast-close-button';
import { toasterReady } from './toasts';

/** Toasts as docs/product.md section 9 sets them: 3 at a time, 4 s, top right, dismissible. */
const TOAST_DEFAULTS = { maxSnack: 3, autoHideDuration: 4000 } as const;
/** Toasts start below the top bar, so they never cover its coin, bell or menu buttons. */
const TOP_BAR_HEIGHT = 64;
/** Toast backgrounds that keep white text at 4.5:1 or more (notistack's own are about 3:1). */
const TOAST_BACKGROUNDS = {
  success: '#2E7D32',
  error: '#C62828',
  warning: '#B45309',
  info: theme.palette.primary.main,
} as const;
const toastColours = Object.fromEntries(
  Object.entries(TOAST_BACKGROUNDS).map(([variant, colour]) => [
    `.notistack-MuiContent-${variant}`,
    { backgroundColor: `${colour} !important` },
  ]),
);

/** notistack's provider, alone: toasts are shown through `showToast`, never through its context. */
export default function Toaster() {
  useEffect(() => toasterReady(notistack), []);
  return (
    <>
      <GlobalStyles
        styles={{
          '.notistack-SnackbarContainer': { top: `${TOP_BAR_HEIGHT + 8}px !important` },
          ...toastColours,
        }}
      />
      <notistack.SnackbarProvider
        maxSnack={TOAST_DEFAULTS.maxSnack}
        autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        style={{ maxWidth: 356 }}
        action={(key) => <ToastCloseButton toastKey={key} />}
      />
    </>
  );
}
