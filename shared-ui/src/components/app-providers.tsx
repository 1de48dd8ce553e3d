import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from '../theme';

/** Toasts as SPEC.md section 9 sets them: 3 at a time, 4 s, top right, dismissible. */
export const TOAST_DEFAULTS = { maxSnack: 3, autoHideDuration: 4000 } as const;

/**
 * Theme, baseline styles and toasts. The shell renders this once for the whole page; a remote renders it
 * only in its standalone bootstrap.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={TOAST_DEFAULTS.maxSnack}
        autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        style={{ maxWidth: 356 }}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
