import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { Configuration } from 'webpack';
import { buildDirOf, buildPart, bundleBasics, precompressed } from './build-parts';
import { STUDIO_FOLDER, studioContainerConfig } from './create-studio-config';
import { FirstScreenBundle } from './first-screen-bundle';
import {
  compileFirstScreenEagerly,
  FIRST_SCREEN_CHUNKS,
  FIRST_SCREEN_FILE,
  firstScreenChunks,
} from './first-screen-chunks';
import { PreloadChunks } from './preload-chunks';
import { FAN_SIDE_UNSHARED, sharedSingletons, SINGLETONS } from './shared-singletons';

export interface AppOptions {
  /** The app's folder (its `__dirname`). */
  appDir: string;
  /** Federation name, e.g. `mfe_fanspick`. */
  name: string;
  /** What a remote exposes (`./App`, `./HomeSection`); nothing for the shell. */
  exposes?: Record<string, string>;
  /** Runtime plugins (the shell's resilience plugin). */
  runtimePlugins?: string[];
  title: string;
  /** A remote's studio pages (its `./Studio`), built as a container of their own (create-studio-config.ts). */
  studio?: string;
  /**
   * The installable app (the shell): its service worker's source, built by Workbox's InjectManifest with the list
   * of the build's files to precache, and `public/` (the web app manifest, icons, the offline page) copied beside.
   */
  serviceWorker?: string;
  /**
   * The shell's first script on a drawn page, built apart without the federation runtime: its source and the
   * file it is built to (`first-screen.js`), which the first-screen server writes into each drawn page (ADR-260).
   * It starts the page's scripts once the picture is painted (ADR-228).
   */
  firstScreenStart?: { source: string; script: string };
}

/**
 * What the service worker precaches when it installs: the first screen's files, the offline page and the icons.
 * Everything else (a page's own chunks, the sections' files, images) is kept as the fan meets it.
 */
const PRECACHED = [FIRST_SCREEN_FILE, /^offline\.html$/, /^icons\//, /^manifest\.webmanifest$/];

/** The shell's runtime plugin lending the federation runtime to remotes, and their standalone pages' script. */
const LEND_RUNTIME = path.join(__dirname, 'federation-runtime-core.ts');
const STANDALONE_RUNTIME = 'federation-runtime-core';

/** A script of its own beside the app's build (`<name>.js`), plain: no federation runtime, no chunks. */
function plainScriptConfig(
  appDir: string,
  name: string,
  source: string,
  mode: 'production' | 'development',
): Configuration {
  return {
    name,
    mode,
    context: appDir,
    entry: { [name]: source },
    ...bundleBasics(appDir),
    devtool: false,
    output: { path: buildDirOf(appDir), filename: '[name].js', clean: false },
    plugins: mode === 'production' ? precompressed() : [],
  };
}

/**
 * One webpack configuration for the shell and every remote: same loaders, same singletons, same output rules. A
 * remote also builds its standalone page's copy of the federation runtime (scripts/webpack/federation-runtime-core.ts).
 */
export function createAppConfig(options: AppOptions, mode: 'production' | 'development'): Configuration[] {
  const { appDir, name } = options;
  const isRemote = options.exposes !== undefined;
  const start = options.firstScreenStart && {
    ...options.firstScreenStart,
    name: options.firstScreenStart.script.replace(/\.js$/, ''),
  };
  const basics = bundleBasics(appDir);
  const app: Configuration = {
    name,
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    ...basics,
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: buildDirOf(appDir),
      // Remotes load their chunks from wherever their manifest was found; the shell serves nested routes from '/'.
      publicPath: isRemote ? 'auto' : '/',
      // The federation runtime needs stable entry names; chunks carry hashes for caching.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      // The app's other builds (below) write into the same folder, maybe first.
      clean: {
        keep: new RegExp(
          `^(${[STANDALONE_RUNTIME, start?.name].filter(Boolean).join('|')})\\.js|^${STUDIO_FOLDER}/`,
        ),
      },
    },
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
          // Browser code only (the first-screen server runs esbuild bundles, not this runtime): the runtime's
          // Node loading code is left out.
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
      ...(isRemote ? [] : [new PreloadChunks(FIRST_SCREEN_CHUNKS), compileFirstScreenEagerly()]),
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
      ...(mode === 'production' ? precompressed() : []),
    ],
    // A remote's home section is one file besides its entry: code it shares with the remote's pages is copied
    // into both rather than split into a third file the first screen waits for.
    optimization: {
      ...basics.optimization,
      splitChunks: isRemote ? { cacheGroups: { default: false } } : firstScreenChunks,
    },
    // FAN_SIDE_UNSHARED leaves `@mui/material/styles` out of the MUI singletons on purpose, and webpack warns for
    // every MUI path shared beside it that it might be loaded twice; it is not (shared-ui alone imports it).
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
