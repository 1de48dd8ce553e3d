// What every front-end build, the fans' and the studio's, is made with.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';

/** Text assets (and WebAssembly) worth compressing; smaller files are not (the saving is lost in the headers). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|wasm)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Every text asset also as `.br` and `.gz` beside it, made once at build time at the highest levels, so nginx
 * (brotli_static, gzip_static) and scripts/serve-app.mjs send them as they are (docs/architecture.md section 7).
 */
export const precompressed = () => [
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

/**
 * Production scripts minified by swc, through webpack's own minimizer plugin: the same size as Terser's (a little
 * smaller on the shell), in half the time, which was most of every build's (docs/adr/current.md, Workspace and tooling).
 */
const minimizer = (): NonNullable<Configuration['optimization']>['minimizer'] => [
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }),
];

/**
 * Which part of the front ends a build makes (FANHUB_BUILD): `fans` (the shell and the sections' pages for fans),
 * `studio` (a section's studio pages), or both. `npm start` builds the fans' part first, so the site serves fans
 * while the studio is still building.
 */
export const buildPart = (): 'fans' | 'studio' | 'all' => {
  const part = process.env.FANHUB_BUILD ?? 'all';
  if (part !== 'fans' && part !== 'studio' && part !== 'all')
    throw new Error(`FANHUB_BUILD is fans, studio or all, not ${part}`);
  return part;
};

/** TypeScript and TSX through swc, and WebAssembly imported as the URL it is served from, for every bundle. */
const modules: Configuration['module'] = {
  rules: [
    { test: /\.wasm$/, type: 'asset/resource' },
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
};
const resolve: Configuration['resolve'] = { extensions: ['.tsx', '.ts', '.js'] };

/**
 * Webpack's persistent cache, in the app's node_modules/.cache: a second build of an unchanged app (a second
 * `npm start`, a release built again) takes seconds. It is thrown away when any file of these configurations, or
 * the app's own webpack and federation configuration, changes.
 */
const persistentCache = (appDir: string): Configuration['cache'] => ({
  type: 'filesystem',
  cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
  buildDependencies: {
    config: [
      ...readdirSync(__dirname)
        .filter((file) => file.endsWith('.ts'))
        .map((file) => path.join(__dirname, file)),
      ...readdirSync(appDir)
        .filter((file) => /^(webpack|module-federation)\.config\.ts$/.test(file))
        .map((file) => path.join(appDir, file)),
    ],
  },
});

/**
 * What every bundle of an app is built with, the fans' and the studio's: TypeScript through swc, the persistent
 * cache, swc's minifier, no size hints (the budgets are the bench's). A bundle's own optimisation adds to it.
 */
export const bundleBasics = (appDir: string) => ({
  cache: persistentCache(appDir),
  resolve,
  module: modules,
  optimization: { minimizer: minimizer() },
  performance: { hints: false as const },
});

/**
 * Where an app's build goes: its `dist/`, or FANHUB_BUILD_DIR when a release is built elsewhere and switched in
 * (the e2e suite's redeploy). Every bundle of the app (its containers and their runtime) follows it together.
 */
export const buildDirOf = (appDir: string) => process.env.FANHUB_BUILD_DIR ?? path.join(appDir, 'dist');
