import { text } from 'node:stream/consumers';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { FIRST_SCREEN_DATA_ID, ServerFirstScreen } from '@fanhub/shared-ui';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app';
import { noteRemoteBuild } from '../federation/remote-builds';
import { RemoteModuleLoaderContext, type RemoteModuleLoader } from '../federation/remote-modules';
import type { RemoteFirstScreens } from './remote-first-screens';
import { scriptSafeJson } from './script-safe-json';

/**
 * Every class the page inserted, for Emotion's extraction: also those a component only passes down (a Chip's,
 * merged into its ButtonBase's), which the browser would otherwise insert again at take-over (ADR-226).
 */
const everyClassOf = (cache: EmotionCache) =>
  Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');

/**
 * Draws the page at `location` (its HTML, Emotion styles and the data it was drawn with) as the browser will hydrate
 * it (signed out), in one prerender that waits for every module and answer it suspends on (ADR-262). Throws when
 * anything failed, so that no page is sent half drawn; stops when `signal` aborts.
 */
export async function drawPage(
  location: string,
  remotes: RemoteFirstScreens,
  signal: AbortSignal,
): Promise<{ html: string; styles: string; data: string }> {
  const firstScreen = new ServerFirstScreen();
  const loadModule: RemoteModuleLoader = (id) =>
    remotes.load(id, signal).then(({ module, buildVersion }) => {
      noteRemoteBuild(id.split('/')[0]!, buildVersion);
      return module;
    });
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <RemoteModuleLoaderContext value={loadModule}>
        <App firstScreen={firstScreen} location={location} />
      </RemoteModuleLoaderContext>
    </CacheProvider>,
    // Never outlined: a bigger boundary would come after the page with a script the site's CSP refuses.
    { signal, onError: (error) => void failures.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await text(prelude);
  if (signal.aborted) throw new Error('the first screen was not drawn within its budget');
  if (failures.length > 0) throw failures[0];
  if (firstScreen.failed) throw new Error('the API did not answer all of the first screen');
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(everyClassOf(cache))),
    data: `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptSafeJson(firstScreen.record)}</script>`,
  };
}
