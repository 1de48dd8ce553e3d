import { registerPlugins } from '@module-federation/enhanced/runtime';
import { session } from '@fanhub/shared-auth';
import { EmbeddedFirstScreen } from '@fanhub/shared-ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenModulesAt } from './app/remote-pages';
import { guardDomAgainstTranslators } from './features/language/dom-guard';
import { whenTakenOverAndIdle } from './first-screen/after-take-over';
import { loadTranslateWidget } from './features/language/translate-widget';
import { loadShellSettings } from './config/settings';
import './federation/mui-for-remotes';
import { remoteBuildsPlugin } from './federation/remote-builds';
import { loadBeforeHydration, preloadRemoteModule, registerFanhubRemotes } from './federation/remote-modules';
import { remoteLoadsPlugin } from './federation/remote-loads-plugin';
import { resiliencePlugin } from './federation/resilience-plugin';
import { yieldingPlugin } from './federation/yielding-plugin';
import { registerServiceWorker } from './installable/service-worker-registration';
import { startWebVitals } from './observability/web-vitals-report';

/** Starts the shell: its settings, the federation, then React on the drawn page (hydrated) or an empty root. */
export async function start(): Promise<void> {
  const remoteEntries = await loadShellSettings();
  registerPlugins([resiliencePlugin(), remoteBuildsPlugin(), remoteLoadsPlugin(), yieldingPlugin()]);
  startWebVitals();
  registerServiceWorker();
  registerFanhubRemotes(remoteEntries);
  const modules = firstScreenModulesAt(window.location.pathname);
  modules.forEach(preloadRemoteModule);
  guardDomAgainstTranslators();
  // A drawn page was drawn signed out: its components show the fan's session once each is taken over (useSession).
  session.restore();
  const container = document.getElementById('root')!;
  if (container.hasChildNodes()) {
    // The server drew the first screen (docs/architecture.md section 11): React takes it over with the data it
    // was drawn with; each section keeps its drawn HTML until its module arrives (selective hydration).
    void loadBeforeHydration(modules);
    // As a transition, the take-over yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(container, <App firstScreen={EmbeddedFirstScreen.fromPage()} />);
    });
  } else {
    const root = createRoot(container);
    // As a transition, the first render yields to the browser every few milliseconds.
    startTransition(() => root.render(<App />));
  }
  // The widget's outcome (a notice when it cannot load) must not change the page while it is taken over.
  whenTakenOverAndIdle(loadTranslateWidget);
}
