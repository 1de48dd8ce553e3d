import { useApiAt } from '@fanhub/studio-kit';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './app/studio-app';
import { loadSections } from './app/load-sections';

/** Where the API is and where each section's studio pages are: written by the server that serves the studio. */
async function start() {
  const [config, remotes] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }).then(
      (answer) => answer.json() as Promise<{ apiBaseUrl: string }>,
    ),
    fetch('/remotes.json', { cache: 'no-store' }).then(
      (answer) => answer.json() as Promise<Record<string, string>>,
    ),
  ]);
  useApiAt(config.apiBaseUrl);
  const sections = await loadSections(remotes);
  createRoot(document.getElementById('root')!).render(<StudioApp sections={sections} />);
}

void start();
