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

/** The first screen of one page: its HTML, the critical CSS for it, and the data it was drawn with. */
export interface DrawnPage {
  html: string;
  styles: string;
  data: string;
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * Every class the page's components inserted, as markup for Emotion's extraction: not only those on the page's
 * elements, but also those a composed component only passes down (a Chip's own class, merged into its ButtonBase's
 * and never on an element), which the browser otherwise parses and inserts again while it takes the page over
 * (about 130 rules on the home page; ADR-226).
 */
const everyClassOf = (cache: EmotionCache) =>
  Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');

/**
 * Draws the page at `location` as the browser will hydrate it: the shell's App (signed out) with the remotes'
 * modules as deployed now and the API's data, then the Emotion styles it used. One prerender: it waits for every
 * module and answer the page suspends on, and writes each boundary in place once complete (never outlined, so no
 * script puts the HTML together). Throws when anything failed (a remote, a crash), so the caller sends the page the
 * browser draws alone instead of a page half drawn; stops when `signal` aborts.
 */
export async function drawPage(
  location: string,
  remotes: RemoteFirstScreens,
  signal: AbortSignal,
): Promise<DrawnPage> {
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
    // Never outlined: a finished boundary bigger than this would come after the page with a script to move it in
    // place, which the site's Content-Security-Policy refuses (and which would wait for the script).
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
