import { callApiAt } from '@fanhub/studio-kit';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { StudioApp } from './app/studio-app';
import { loadSections } from './app/load-sections';
import { StudioLoading } from './app/studio-loading';

/** Where the API is and where each section's studio pages are: written by the server that serves the studio. */
async function start() {
  // Something to see at once, in both languages, while the sections' studio pages arrive (no blank page).
  const root = createRoot(document.getElementById('root')!);
  root.render(<StudioLoading />);
  const [config, remotes] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }).then(
      (answer) => answer.json() as Promise<{ apiBaseUrl: string }>,
    ),
    fetch('/remotes.json', { cache: 'no-store' }).then(
      (answer) => answer.json() as Promise<Record<string, string>>,
    ),
  ]);
  callApiAt(config.apiBaseUrl);
  const sections = await loadSections(remotes);
  // The studio's own router, not the one react-admin makes: the same hash router with its updates made at once
  // rather than as transitions. Signed out, react-admin signs the staff member out again on every render until
  // the login page shows; as a transition that page kept being interrupted by those renders (thousands of
  // navigations, up to 20 s before the form showed).
  const router = createHashRouter([{ path: '*', element: <StudioApp sections={sections} /> }]);
  root.render(<RouterProvider router={router} useTransitions={false} />);
}

void start();
