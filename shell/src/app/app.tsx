import Box from '@mui/material/Box';
import { keepSessionFresh, session } from '@fanhub/shared-auth';
import { AppProviders, BrowserRouter } from '@fanhub/shared-ui';
import { useEffect } from 'react';
import { Footer } from './layout/footer';
import { SideMenuOnDemand } from './layout/side-menu-on-demand';
import { TopBar } from './layout/top-bar';
import { ShellModals } from './shell-modals';
import { useIntentAnswers } from './use-intent-answers';
import { EmailConfirmationReminder } from '../features/auth/components/email-confirmation-reminder';
import { useSeoMeta } from '../features/seo/use-seo-meta';
import { ShellRoutes } from './routes';
import { OfflineBanner } from '../installable/offline-banner';
import { PushOfferCard } from '../installable/push-offer';

function Layout() {
  useIntentAnswers();
  useEffect(() => keepSessionFresh(session), []);
  useSeoMeta();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <OfflineBanner />
      <EmailConfirmationReminder />
      {/* At least a screen tall, so the footer starts below the fold and never jumps as sections load. */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <ShellRoutes />
      </Box>
      <Footer />
      <SideMenuOnDemand />
      <ShellModals />
      <PushOfferCard />
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
