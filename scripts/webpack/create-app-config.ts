import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { sharedSingletons } from './shared-singletons';

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
}

/** Text assets worth compressing; smaller files are not (the saving is lost in the headers). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Every text asset also as `.br` and `.gz` beside it, made once at build time at the highest levels, so nginx
 * (brotli_static, gzip_static) and scripts/serve-app.mjs send them as they are (docs/architecture.md section 7).
 */
const precompressed = () => [
  new CompressionPlugin<zlib.BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    threshold: COMPRESS_FROM_BYTES,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    threshold: COMPRESS_FROM_BYTES,
    compressionOptions: { level: 9 },
  }),
];

/** One webpack configuration for the shell and every remote: same loaders, same singletons, same output rules. */
export function createAppConfig(options: AppOptions, mode: 'production' | 'development'): Configuration {
  const { appDir, name } = options;
  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // Remotes load their chunks from wherever their manifest was found; the shell serves nested routes from '/'.
      publicPath: options.exposes ? 'auto' : '/',
      // The federation runtime needs stable entry names; chunks carry hashes for caching.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedSingletons(appDir),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        favicon: path.join(__dirname, 'favicon.svg'),
        title: options.title,
        publicPath: '/',
      }),
      ...(mode === 'production' ? precompressed() : []),
    ],
    // A remote's home section is one file besides its entry: code it shares with the remote's pages is copied
    // into both rather than split into a third file the first screen waits for.
    ...(options.exposes
      ? { optimization: { splitChunks: { cacheGroups: { default: false as const } } } }
      : {}),
    performance: { hints: false },
  };
}
