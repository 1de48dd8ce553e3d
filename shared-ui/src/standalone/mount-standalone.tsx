import { loadRuntimeConfig, session } from '@fanhub/shared-auth';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '../router';
import { AppProviders } from '../components/app-providers';
import { StandaloneHarness } from './standalone-harness';
import { StandaloneHome } from './standalone-home';

/**
 * A remote on its own (`pnpm --filter @fanhub/mfe-<name> start`): the providers the shell would give it, the
 * harness (sign-in, coins), and its App under the path prefixes the shell mounts it at; `/` lists them, and
 * anything else goes to the first prefix.
 */
export async function mountStandalone(App: ComponentType, { paths }: { paths: [string, ...string[]] }) {
  await loadRuntimeConfig();
  session.restore();
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <BrowserRouter>
        <StandaloneHarness />
        <Routes>
          {paths.map((path) => (
            <Route key={path} path={`${path}/*`} element={<App />} />
          ))}
          <Route path="/" element={<StandaloneHome paths={paths} />} />
          <Route path="*" element={<Navigate to={paths[0]} replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
