import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import { ToastsOutlet } from '../toasts/toasts-outlet';

/**
 * Theme, baseline styles and toasts. The shell renders this once for the whole page; a remote renders it
 * only in its standalone bootstrap.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastsOutlet />
    </ThemeProvider>
  );
}
