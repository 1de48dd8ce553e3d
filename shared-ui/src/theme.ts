import { createTheme } from '@mui/material/styles';

/** fanhub's brand blue: for surfaces and large shapes. White text on it is too faint (2.6:1). */
export const BRAND = '#41AADF';
/** The same blue, darker: for text and for anything with white text on it (5.3:1). */
const BRAND_DARK = '#1A72A3';
/** Below this width the layout is the mobile one (docs/product.md section 2). */
export const MOBILE_BREAKPOINT = 768;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND_DARK, light: BRAND, contrastText: '#ffffff' },
    secondary: { main: '#7A3A95' },
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
    // Subtitles are a text style, not headings (MUI makes them h6): a heading says so with `component`.
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
  },
});
