import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { buildDirOf, bundle, type Mode } from './build-parts';
import { sharedSingletons, STUDIO_SINGLETONS } from './shared-singletons';

/** Where a section's studio pages are built: a federation container of their own beside the fan one. */
export const STUDIO_FOLDER = 'studio';

/**
 * The studio's own build: a federation host with the studio's singletons (react-admin's world), loading each
 * section's `./Studio` at run time as the shell loads `./App`.
 */
export function createStudioConfig(appDir: string, mode: Mode): Configuration[] {
  const studio = bundle(appDir, 'studio', mode, { path: buildDirOf(appDir), publicPath: '/', clean: true });
  return [
    {
      ...studio,
      entry: { main: './src/index.ts' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'studio',
          filename: 'remoteEntry.js',
          shared: sharedSingletons(appDir, STUDIO_SINGLETONS),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          favicon: path.join(__dirname, 'favicon.svg'),
          title: 'fanhub Studio',
          publicPath: '/',
        }),
        ...studio.plugins,
      ],
    },
  ];
}

/**
 * A section's studio pages (`./Studio`): a federation container of their own, in `dist/studio/`, so that nothing
 * of the studio reaches a fan's page. The studio provides React, react-admin, MUI and studio-kit, so the container
 * carries no copy of those (a copy in each of four containers was most of `npm start`'s build time).
 */
export function studioContainerConfig(
  appDir: string,
  name: string,
  studioModule: string,
  mode: Mode,
): Configuration {
  const container = `${name}_studio`;
  const output = { path: path.join(buildDirOf(appDir), STUDIO_FOLDER), publicPath: 'auto', clean: true };
  const studio = bundle(appDir, container, mode, output);
  return {
    ...studio,
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        filename: 'remoteEntry.js',
        exposes: { './Studio': studioModule },
        shared: sharedSingletons(appDir, STUDIO_SINGLETONS, { fromHost: true }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      ...studio.plugins,
    ],
  };
}
