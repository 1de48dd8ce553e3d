import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { Configuration } from 'webpack';
import { buildDirOf, buildPart, bundle, type Mode } from './build-parts';
import { STUDIO_FOLDER, studioContainerConfig } from './create-studio-config';
import { FirstScreenBundle } from './first-screen-bundle';
import {
  compileFirstScreenEagerly,
  FIRST_SCREEN_CHUNKS,
  FIRST_SCREEN_FILE,
  firstScreenChunks,
} from './first-screen-chunks';
import { preloadChunks } from './preload-chunks';
import { FAN_SIDE_UNSHARED, sharedSingletons, SINGLETONS } from './shared-singletons';

export interface AppOptions {
  /** The app's folder (its `__dirname`). */
  appDir: string;
  /** Federation name, e.g. `mfe_fanspick`. */
  name: string;
  /** What a remote exposes (`./App`, `./HomeSection`); nothing for the shell. */
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  title: string;
  /** A remote's studio pages (its `./Studio`), a container of their own (create-studio-config.ts). */
  studio?: string;
  /** The shell's service worker (Workbox's InjectManifest), with `public/` copied beside. */
  serviceWorker?: string;
  /** The shell's start of a drawn page, built to `<name>.js` without the federation runtime (ADR-260). */
  firstScreenStart?: { source: string; name: string };
}

/** Precached at install: the first screen's files, the offline page, the icons; the rest as the fan meets it. */
const PRECACHED = [FIRST_SCREEN_FILE, /^offline\.html$/, /^icons\//, /^manifest\.webmanifest$/];

/** The shell's runtime plugin lending the federation runtime to remotes, and their standalone pages' script. */
const LEND_RUNTIME = path.join(__dirname, 'federation-runtime-core.ts');
const STANDALONE_RUNTIME = 'federation-runtime-core';

/** A script of its own beside the app's build (`<name>.js`), plain: no federation runtime, no chunks. */
function plainScriptConfig(appDir: string, name: string, source: string, mode: Mode): Configuration {
  return {
    ...bundle(appDir, name, mode, { path: buildDirOf(appDir), clean: false }),
    entry: { [name]: source },
    devtool: false,
  };
}

/** One webpack configuration for the shell and every remote: same loaders, same singletons, same output rules. */
export function createAppConfig(options: AppOptions, mode: Mode): Configuration[] {
  const { appDir, name, firstScreenStart: start } = options;
  const isRemote = options.exposes !== undefined;
  const basics = bundle(appDir, name, mode, {
    path: buildDirOf(appDir),
    // Remotes load their chunks from wherever their manifest was found; the shell serves nested routes from '/'.
    publicPath: isRemote ? 'auto' : '/',
    // The app's other builds (below) write into the same folder, maybe first.
    clean: {
      keep: new RegExp(
        `^(${[STANDALONE_RUNTIME, start?.name].filter(Boolean).join('|')})\\.js|^${STUDIO_FOLDER}/`,
      ),
    },
  });
  const app: Configuration = {
    ...basics,
    entry: { main: './src/index.ts' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedSingletons(appDir, SINGLETONS, { unshared: FAN_SIDE_UNSHARED }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [...(isRemote ? [] : [LEND_RUNTIME]), ...(options.runtimePlugins ?? [])],
        manifest: true,
        dts: false,
        experiments: {
          // Browser code only: the first-screen server runs esbuild bundles, not this runtime.
          optimization: { target: 'web' },
          // The shell lends its federation runtime to every remote it loads (docs/adr/current.md, Front end).
          ...(isRemote ? { externalRuntime: true } : {}),
        },
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        favicon: path.join(__dirname, 'favicon.svg'),
        title: options.title,
        publicPath: '/',
        standaloneRuntime: isRemote ? `${STANDALONE_RUNTIME}.js` : undefined,
        installable: Boolean(options.serviceWorker),
      }),
      ...(isRemote ? [] : [preloadChunks(FIRST_SCREEN_CHUNKS), compileFirstScreenEagerly()]),
      ...(options.serviceWorker && mode === 'production'
        ? [
            new CopyPlugin({ patterns: [{ from: path.join(appDir, 'public'), to: '.' }] }),
            new InjectManifest({
              swSrc: path.join(appDir, options.serviceWorker),
              swDest: 'service-worker.js',
              include: PRECACHED,
            }),
          ]
        : []),
      // What draws the first screen on the server: a remote's exposed modules; the shell's server entry.
      new FirstScreenBundle(
        isRemote ? { appDir, exposes: options.exposes ?? {} } : { appDir, entry: 'src/server/index.ts' },
      ),
      ...basics.plugins,
    ],
    // A remote's home section is one file besides its entry, not two: what it shares with the pages is copied.
    optimization: {
      ...basics.optimization,
      splitChunks: isRemote ? { cacheGroups: { default: false } } : firstScreenChunks,
    },
    // Webpack warns that FAN_SIDE_UNSHARED's `@mui/material/styles` may load twice; only shared-ui imports it.
    ignoreWarnings: [/"singleton: true" is used together with "exclude\.request/],
  };
  const part = buildPart();
  const studio =
    options.studio && part !== 'fans' ? [studioContainerConfig(appDir, name, options.studio, mode)] : [];
  const forFans =
    part === 'studio'
      ? []
      : isRemote
        ? [app, plainScriptConfig(appDir, STANDALONE_RUNTIME, LEND_RUNTIME, mode)]
        : [app, ...(start ? [plainScriptConfig(appDir, start.name, start.source, mode)] : [])];
  return [...forFans, ...studio];
}
