import { createTheme } from '@mui/material/styles';

export const ACCENT = '#41AADF';
/** Below this width the layout is the mobile one (SPEC.md section 2). */
export const MOBILE_BREAKPOINT = 768;

export const theme = createTheme({
  palette: {
    primary: { main: ACCENT, contrastText: '#ffffff' },
    secondary: { main: '#8E44AD' },
    background: { default: '#F6F9FC' },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});
