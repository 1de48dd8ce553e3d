// What every front-end build, the fans' and the studio's, is made with.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';

/** Text assets and WebAssembly, from a size where compressing saves more than the headers cost. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|wasm)$/;
const COMPRESS_FROM_BYTES = 1024;

/** Every text asset also as `.br` and `.gz`, at the highest levels, sent as they are (architecture.md section 7). */
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
 * Which part of the front ends a build makes (FANHUB_BUILD): `fans`, `studio` or `all`. `npm start` builds the
 * fans' part first, so the site serves fans while the studio is still building.
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

/** Webpack's persistent cache, thrown away when these configurations or the app's own change. */
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

export type Mode = 'production' | 'development';

/**
 * A bundle `name` of the app in `appDir`, as every one is built: entries under stable names (the federation runtime
 * needs them), chunks hashed for caching, compressed in production, no size hints (the budgets are the bench's).
 */
export const bundle = (appDir: string, name: string, mode: Mode, output: Configuration['output']) =>
  ({
    name,
    mode,
    context: appDir,
    cache: persistentCache(appDir),
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: modules,
    // Scripts minified by swc: Terser's size in half the time (docs/adr/current.md, Workspace and tooling).
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    performance: { hints: false },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      ...output,
    },
    plugins: mode === 'production' ? precompressed() : [],
  }) satisfies Configuration;

/** Where an app's build goes: `dist/`, or FANHUB_BUILD_DIR for a release built elsewhere (the e2e redeploy). */
export const buildDirOf = (appDir: string) => process.env.FANHUB_BUILD_DIR ?? path.join(appDir, 'dist');
