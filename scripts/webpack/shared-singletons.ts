import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Shared as singletons by every app (docs/architecture.md section 2). Keys ending in `/` share every path
 * import under the package (`react/jsx-runtime`, `@mui/material/Button`), so those are not bundled twice. The
 * router comes with @fanhub/shared-ui (shared-ui/src/router.ts), so only the parts of it the apps use are sent.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'mobx',
  'mobx-react-lite',
  '@mui/material',
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  'axios',
  '@fanhub/shared-auth',
  '@fanhub/shared-ui',
] as const;

/** The installed version of a package, as resolved from the app's folder. */
function installedVersion(appDir: string, packageName: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return (require(`${packageName}/package.json`) as { version: string }).version;
}

/** The `shared` option of ModuleFederationPlugin, with each package's installed version (one catalog: all equal). */
export function sharedSingletons(appDir: string) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const version = installedVersion(appDir, key.replace(/\/$/, ''));
      return [key, { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false }];
    }),
  );
}
