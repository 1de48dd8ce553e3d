import { loadRuntimeConfig, session } from '@fanhub/shared-auth';
import { AppProviders } from '@fanhub/shared-ui';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app/app';

/** Standalone: this remote alone, with the providers the shell would give it. */
async function start() {
  await loadRuntimeConfig();
  session.restore();
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>,
  );
}

void start();
