import Box from '@mui/material/Box';
import { keepSessionFresh, session } from '@fanhub/shared-auth';
import { AppProviders, BrowserRouter } from '@fanhub/shared-ui';
import { useEffect } from 'react';
import { Footer } from '../features/layout/components/footer';
import { SideMenuOnDemand } from '../features/layout/components/side-menu-on-demand';
import { TopBar } from '../features/layout/components/top-bar';
import { ShellModals } from '../features/modals/components/shell-modals';
import { useIntentAnswers } from '../features/modals/use-intent-answers';
import { useSeoMeta } from '../features/seo/use-seo-meta';
import { ShellRoutes } from './routes';

function Layout() {
  useIntentAnswers();
  useEffect(() => keepSessionFresh(session), []);
  useSeoMeta();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as sections load. */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <ShellRoutes />
      </Box>
      <Footer />
      <SideMenuOnDemand />
      <ShellModals />
    </Box>
  );
}

/** The shell owns the router, theme, baseline styles and toasts for the whole page. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </AppProviders>
  );
}
