import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.state/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // import() types stay allowed: ambient declarations (remote module types) cannot use import statements.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['shell/**', 'mfe-*/**', 'shared-ui/**', 'shared-auth/**', 'e2e/support/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The contract's schemas are the API's code; a browser bundle takes only their types.
    files: ['shell/**', 'mfe-*/**', 'shared-ui/**', 'shared-auth/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fanhub/contract',
              message: 'Front ends import only types from the contract: `import type { … }`.',
              allowTypeImports: true,
            },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message:
                "The router comes from @fanhub/shared-ui (its router.ts), the one every app shares: an app's own copy would navigate apart.",
            })),
          ],
        },
      ],
    },
  },
  {
    // The one place the router is imported from its package.
    files: ['shared-ui/src/router.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
