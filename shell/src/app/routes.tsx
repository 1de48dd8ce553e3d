import Container from '@mui/material/Container';
import { Suspense, useEffect } from 'react';
import { HomePage } from '../features/home/components/home-page';
import { ui } from '../stores/ui-store';
import { RemoteMount } from '../federation/remote-mount';
import type { RemoteModuleId } from '../federation/remote-modules';
import { REMOTE_PAGES } from './remote-pages';
import { Navigate, onDemand, Route, Routes } from '@fanhub/shared-ui';

const FairPlayPage = onDemand(
  async () => (await import('../features/fair-play/components/fair-play-page')).FairPlayPage,
);

const remotePage = (id: RemoteModuleId) => (
  <Container sx={{ py: 3 }}>
    <RemoteMount id={id} />
  </Container>
);

/** `/auth/login`: the home page with the login modal open. */
function LoginRoute() {
  useEffect(() => ui.open('login'), []);
  return <HomePage />;
}

/** docs/product.md section 2: each path to the remote that owns it; anything else goes home. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/auth/login" element={<LoginRoute />} />
      <Route
        path="/fair-play"
        element={
          <Suspense fallback={null}>
            <FairPlayPage />
          </Suspense>
        }
      />
      {REMOTE_PAGES.map(({ path, id }) => (
        <Route key={path} path={path} element={remotePage(id)} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
