import { registerPlugins } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, session } from '@fanhub/shared-auth';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteEntries } from './config/remotes';
import { registerFanhubRemotes } from './federation/remote-modules';
import { resiliencePlugin } from './federation/resilience-plugin';

async function start() {
  const [, remoteEntries] = await Promise.all([
    loadRuntimeConfig('/config.json'),
    loadRemoteEntries('/remotes.json'),
  ]);
  registerPlugins([resiliencePlugin()]);
  registerFanhubRemotes(remoteEntries);
  session.restore();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
