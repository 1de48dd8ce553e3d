const swc = (syntax) => [
  '@swc/jest',
  { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false },
];

// Dependencies that ship only ES modules; jest's CommonJS runtime needs them compiled.
const ESM_ONLY_DEPENDENCIES = [
  'content-disposition',
  'cookie',
  '@scure',
  '@noble',
  'openid-client',
  'oauth4webapi',
  'jose',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.ts$': swc('typescript'), '^.+\\.m?js$': swc('ecmascript') },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm|${ESM_ONLY_DEPENDENCIES.join('|')})`],
  testTimeout: 60_000,
  // Test files run in a vm context, where calls to its Math are tens of times slower (jestjs/jest#5163,
  // nodejs/node#49283): drawing a ticket's QR code for its mail (pngjs' filters) took 1.5 s of blocked event loop
  // per sign-up instead of 30 ms. jest's documented remedy: Math from the outer context.
  sandboxInjectedGlobals: ['Math'],
  // Every core: a test file waits on the database server and on HTTP as much as it computes (jest's default
  // leaves one core to its own main process, which does next to nothing).
  maxWorkers: '100%',
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/drop-leftover-databases.ts',
};
