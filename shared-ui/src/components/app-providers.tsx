import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { closeSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { t } from '../text';
import { theme } from '../theme';

/** Toasts as docs/product.md section 9 sets them: 3 at a time, 4 s, top right, dismissible. */
export const TOAST_DEFAULTS = { maxSnack: 3, autoHideDuration: 4000 } as const;
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

/** The close button every toast carries; a toast with actions of its own puts it after them. */
export function ToastCloseButton({ toastKey }: { toastKey: SnackbarKey }) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('Tutup', 'Close')}
      onClick={() => closeSnackbar(toastKey)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Theme, baseline styles and toasts. The shell renders this once for the whole page; a remote renders it
 * only in its standalone bootstrap.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          '.notistack-SnackbarContainer': { top: `${TOP_BAR_HEIGHT + 8}px !important` },
          ...toastColours,
        }}
      />
      <SnackbarProvider
        maxSnack={TOAST_DEFAULTS.maxSnack}
        autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        style={{ maxWidth: 356 }}
        action={(key) => <ToastCloseButton toastKey={key} />}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
