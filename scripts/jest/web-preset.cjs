// Jest settings shared by the front-end packages: jsdom, TypeScript + JSX through swc, Testing Library matchers.
const path = require('node:path');

/**
 * @param {string} packageDir
 * @param {{ esmDependencies?: string[], fetchClasses?: boolean, testTimeout?: number }} [options] dependencies
 *   that ship only ES modules (compiled for jest); whether jsdom gets Node's Request, Response and Headers
 *   (react-router's navigation); how long one test may take
 */
module.exports = (packageDir, { esmDependencies = [], fetchClasses = false, testTimeout } = {}) => ({
  rootDir: packageDir,
  ...(testTimeout ? { testTimeout } : {}),
  testEnvironment: fetchClasses ? path.join(__dirname, 'jsdom-with-fetch.cjs') : 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        swcrc: false,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!${['\\.pnpm', ...esmDependencies].join('|')})`],
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.ts')],
  moduleNameMapper: { '\\.(png|svg|jpg)$': path.join(__dirname, 'file-stub.cjs') },
});
