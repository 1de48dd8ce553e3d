import Box from '@mui/material/Box';
import { keepSessionFresh, session } from '@fanhub/shared-auth';
import {
  AppProviders,
  BrowserRouter,
  FirstScreenContext,
  MemoryRouter,
  type FirstScreenData,
} from '@fanhub/shared-ui';
import { useEffect } from 'react';
import { pageTakenOver } from '../first-screen/after-take-over';
import { Footer } from './layout/footer';
import { SideMenuOnDemand } from './layout/side-menu-on-demand';
import { TopBar } from './layout/top-bar';
import { ShellModals } from './shell-modals';
import { useIntentAnswers } from './use-intent-answers';
import { EmailConfirmationReminder } from '../features/auth/components/email-confirmation-reminder';
import { useSeoMeta } from '../features/seo/use-seo-meta';
import { ShellRoutes } from './routes';
import { OfflineBanner } from '../installable/offline-banner';
import { PushOfferOnDemand } from '../installable/push-offer';

function Layout() {
  useIntentAnswers();
  useEffect(() => {
    pageTakenOver();
    return keepSessionFresh(session);
  }, []);
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
      <PushOfferOnDemand />
    </Box>
  );
}

export interface AppProps {
  /** The page's first-screen data: embedded by the server (hydrating), or being loaded by it (drawing). */
  firstScreen?: FirstScreenData;
  /** The server draws the page at this address; the browser follows its own. */
  location?: string;
}

/** The shell owns the router, theme, baseline styles and toasts for the whole page. */
export function App({ firstScreen, location }: AppProps) {
  const layout = <Layout />;
  return (
    <FirstScreenContext value={firstScreen}>
      <AppProviders>
        {location ? (
          <MemoryRouter initialEntries={[location]}>{layout}</MemoryRouter>
        ) : (
          <BrowserRouter>{layout}</BrowserRouter>
        )}
      </AppProviders>
    </FirstScreenContext>
  );
}
