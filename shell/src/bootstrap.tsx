import { registerPlugins } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, session } from '@fanhub/shared-auth';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { remotePageAt } from './app/remote-pages';
import { guardDomAgainstTranslators } from './features/language/dom-guard';
import { loadTranslateWidget } from './features/language/translate-widget';
import { loadRemoteEntries } from './config/remotes';
import './federation/mui-for-remotes';
import { remoteBuildsPlugin } from './federation/remote-builds';
import { preloadRemoteModule, registerFanhubRemotes } from './federation/remote-modules';
import { remoteLoadsPlugin } from './federation/remote-loads-plugin';
import { resiliencePlugin } from './federation/resilience-plugin';
import { registerServiceWorker } from './installable/service-worker-registration';
import { startWebVitals } from './observability/web-vitals-report';

async function start() {
  const [, remoteEntries] = await Promise.all([
    loadRuntimeConfig('/config.json'),
    loadRemoteEntries('/remotes.json'),
  ]);
  registerPlugins([resiliencePlugin(), remoteBuildsPlugin(), remoteLoadsPlugin()]);
  startWebVitals();
  registerServiceWorker();
  registerFanhubRemotes(remoteEntries);
  const remotePage = remotePageAt(window.location.pathname);
  if (remotePage) preloadRemoteModule(remotePage);
  session.restore();
  guardDomAgainstTranslators();
  loadTranslateWidget();
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone's taps and paints are not kept waiting).
  startTransition(() => root.render(<App />));
}

void start();
