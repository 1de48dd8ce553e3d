import { registerPlugins } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, session } from '@fanhub/shared-auth';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { guardDomAgainstTranslators } from './features/language/dom-guard';
import { loadTranslateWidget } from './features/language/translate-widget';
import { loadRemoteEntries } from './config/remotes';
import { remoteBuildsPlugin } from './federation/remote-builds';
import { registerFanhubRemotes } from './federation/remote-modules';
import { resiliencePlugin } from './federation/resilience-plugin';

async function start() {
  const [, remoteEntries] = await Promise.all([
    loadRuntimeConfig('/config.json'),
    loadRemoteEntries('/remotes.json'),
  ]);
  registerPlugins([resiliencePlugin(), remoteBuildsPlugin()]);
  registerFanhubRemotes(remoteEntries);
  session.restore();
  guardDomAgainstTranslators();
  loadTranslateWidget();
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
