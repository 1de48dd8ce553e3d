// What every front-end build, the fans' and the studio's, is made with.
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { Configuration } from 'webpack';

/** Text assets worth compressing; smaller files are not (the saving is lost in the headers). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
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

/** TypeScript and TSX through swc, for every bundle. */
export const typescript: Configuration['module'] = {
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
};
export const resolve: Configuration['resolve'] = { extensions: ['.tsx', '.ts', '.js'] };

/**
 * Where an app's build goes: its `dist/`, or FANHUB_BUILD_DIR when a release is built elsewhere and switched in
 * (the e2e suite's redeploy). Every bundle of the app (its containers and their runtime) follows it together.
 */
export const buildDirOf = (appDir: string) => process.env.FANHUB_BUILD_DIR ?? path.join(appDir, 'dist');
