import { FIRST_SCREEN_START } from './src/first-screen/first-screen-scripts';

/** The host: it exposes nothing; remotes are registered at runtime from remotes.json. */
export const federation = {
  name: 'shell',
  title: 'fanhub: Koin, Fans Pick, Fan Funding & Event K-Pop',
  serviceWorker: 'src/service-worker/service-worker.ts',
  firstScreenStart: { source: './src/first-screen-start.ts', name: FIRST_SCREEN_START },
};
