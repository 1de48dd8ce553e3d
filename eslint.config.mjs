import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What no fan-side code imports (each exception is a block of its own below). */
const FAN_SIDE_RESTRICTED = [
  {
    name: '@fanhub/contract',
    message: 'Front ends import only types from the contract: `import type { … }`.',
    allowTypeImports: true,
  },
  ...['react-admin', '@fanhub/studio-kit'].map((name) => ({
    name,
    message: "The studio's framework and kit stay in the studio: fans' pages never load them.",
  })),
  {
    name: 'notistack',
    message:
      'Toasts come from @fanhub/shared-ui (showToast, closeToast): notistack loads with the first toast, not with the page.',
    allowTypeImports: true,
  },
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message:
      "The router comes from @fanhub/shared-ui (its router.ts), the one every app shares: an app's own copy would navigate apart.",
  })),
];

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
  // React's rules of hooks: the first-screen data is keyed by each hook's place (useId), so a hook called
  // conditionally would read another's data. The plugin's React Compiler rules wait until the studio's pages move
  // onto react-admin's own data hooks (ADR-238).
  {
    files: ['shell/**', 'mfe-*/**', 'shared-ui/**', 'shared-auth/**', 'studio/**', 'studio-kit/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The contract's schemas are the API's code; a fan's bundle takes only their types, and nothing of the studio.
    // A section's studio pages (src/studio) are the studio's bundle, which never reaches fans.
    files: ['shell/**', 'mfe-*/**', 'shared-ui/**', 'shared-auth/**'],
    ignores: ['mfe-*/src/studio/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: FAN_SIDE_RESTRICTED,
        },
      ],
    },
  },
  {
    // MobX is not a shared module: the shell bundles only what it uses of it, for its own stores and those of
    // shared-auth and shared-ui (ADR-226). A section's own copy would be a second MobX whose observables the
    // shell's observer never sees.
    files: ['mfe-*/**'],
    ignores: ['mfe-*/src/studio/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...FAN_SIDE_RESTRICTED,
            {
              name: 'mobx',
              message:
                "A section keeps no MobX of its own: the shell's stores (shared-auth, shared-ui) hold what is shared; use React state.",
            },
          ],
        },
      ],
    },
  },
  {
    // A studio page reaches the API only through the data provider (react-admin's hooks, useStudioApi), typed by
    // the contract, so a 401 signs the staff member out and a list pages, loads and refreshes like every other.
    files: ['studio/src/**', 'mfe-*/src/studio/**'],
    // The studio's start reads its own /config.json and /remotes.json, not the API, before any provider exists.
    ignores: ['studio/src/bootstrap.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'EventSource'].map((name) => ({
          name,
          message:
            'A studio page calls the API through the data provider: useStudioApi() or a react-admin hook.',
        })),
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          name: 'axios',
          message: "The studio's one HTTP client is studio-kit's, reached through the data provider.",
        },
      ],
    },
  },
  {
    // A section's studio pages take MUI from the studio's page, which shares it whole (`@mui/material`) and only
    // the paths it imports itself (`@mui/material/Stack`). A path it does not import was bundled into the section
    // with a copy of MUI's styling engine that cannot reach the studio's Emotion: the whole section then failed to
    // load ("Fan Funding" over LinearProgress; found by the door's e2e test).
    files: ['mfe-*/src/studio/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message: "The studio's one HTTP client is studio-kit's, reached through the data provider.",
            },
            {
              name: 'react-router-dom',
              message:
                "The studio's router is react-admin's: take useParams and useNavigate from react-admin.",
            },
          ],
          patterns: [
            {
              group: ['@mui/material/*', '@mui/icons-material/*'],
              message: "A section's studio page imports MUI whole: `import { Chip } from '@mui/material'`.",
            },
          ],
        },
      ],
    },
  },
  {
    // docs/architecture.md section 8: code flows one way inside an app (shared folders -> features -> app),
    // features never import each other, an app never imports another app, shared packages import no app.
    files: [
      'shell/src/**',
      'mfe-*/src/**',
      'shared-ui/src/**',
      'shared-auth/src/**',
      'studio/src/**',
      'studio-kit/src/**',
    ],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        // The first description a folder matches is its type: the shared packages before the apps' folders.
        {
          type: 'package',
          pattern: ['shared-ui', 'shared-auth', 'studio-kit', 'contract'],
          capture: ['package'],
        },
        // A section's studio pages: a container of their own that only the studio loads.
        { type: 'studio-pages', pattern: 'mfe-*/src/studio', capture: ['app'] },
        { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
        { type: 'app', pattern: '*/src/app', capture: ['app'] },
        // The shell's first-screen server composes the same app for Node (docs/architecture.md section 11).
        { type: 'app', pattern: '*/src/server', capture: ['app'] },
        { type: 'app-shared', pattern: '*/src/*', capture: ['app', 'folder'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: ['feature', 'app', 'app-shared'] } },
              disallow: { to: { element: { types: ['feature', 'app', 'app-shared'] } } },
              message:
                'An app never imports another app: share it through shared-ui, shared-auth or the contract.',
            },
            {
              from: { element: { types: ['feature', 'app', 'app-shared'] } },
              allow: { to: { element: { captured: { app: '{{ from.element.captured.app }}' } } } },
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'A feature never imports another feature: compose them in src/app, or move what both need to a shared folder of the app.',
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: {
                      app: '{{ from.element.captured.app }}',
                      feature: '{{ from.element.captured.feature }}',
                    },
                  },
                },
              },
            },
            {
              from: { element: { types: ['feature', 'app-shared'] } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'Only src/app composes: features and shared folders never import it.',
            },
            {
              from: { element: { types: ['feature', 'app', 'app-shared'] } },
              disallow: { to: { element: { type: 'studio-pages' } } },
              message:
                "Fans' pages never import the studio pages: they are the studio's, in a container of their own.",
            },
            {
              from: { element: { type: 'studio-pages' } },
              disallow: { to: { element: { types: ['feature', 'app', 'app-shared', 'studio-pages'] } } },
              message:
                "The studio pages stand on the API, the contract and studio-kit alone, never on the section's fan pages.",
            },
            {
              from: { element: { type: 'package' } },
              disallow: { to: { element: { types: ['feature', 'app', 'app-shared', 'studio-pages'] } } },
              message: 'A shared package never imports an app.',
            },
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
    // The one place notistack itself is loaded (with the first toast).
    files: ['shared-ui/src/toasts/toaster.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // SQL lives in repositories; a route file only wires a contract's route to them (the health check's ping aside).
    files: ['api/src/modules/**/*routes.ts'],
    ignores: ['api/src/modules/health/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message: "A route runs no SQL: put the statement in the module's repository and call it from here.",
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
