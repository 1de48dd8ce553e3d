import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { buildDirOf, bundleBasics, precompressed } from './build-parts';
import { sharedSingletons, STUDIO_SINGLETONS } from './shared-singletons';

/** Where a section's studio pages are built: a federation container of their own beside the fan one. */
export const STUDIO_FOLDER = 'studio';

/**
 * The studio's own build: a federation host with the studio's singletons (react-admin's world), loading each
 * section's `./Studio` at run time as the shell loads `./App`.
 */
export function createStudioConfig(appDir: string, mode: 'production' | 'development'): Configuration[] {
  return [
    {
      name: 'studio',
      mode,
      context: appDir,
      entry: { main: './src/index.ts' },
      ...bundleBasics(appDir),
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: buildDirOf(appDir),
        publicPath: '/',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: 'studio',
        clean: true,
      },
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
        ...(mode === 'production' ? precompressed() : []),
      ],
    },
  ];
}

/**
 * A section's studio pages (`./Studio`): a federation container of their own, in `dist/studio/`, sharing the
 * studio's singletons. Apart from the section's fan container, so that nothing of the studio (its framework, its
 * shared modules' declarations) reaches a fan's page. Only the studio loads it, and the studio provides React,
 * react-admin, MUI and studio-kit: the container carries no copy of its own of those (a copy of react-admin and
 * MUI in each of four containers was most of `npm start`'s build time).
 */
export function studioContainerConfig(
  appDir: string,
  name: string,
  studioModule: string,
  mode: 'production' | 'development',
): Configuration {
  const container = `${name}_studio`;
  return {
    name: container,
    mode,
    context: appDir,
    entry: {},
    ...bundleBasics(appDir),
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(buildDirOf(appDir), STUDIO_FOLDER),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: container,
      clean: true,
    },
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
      ...(mode === 'production' ? precompressed() : []),
    ],
  };
}
