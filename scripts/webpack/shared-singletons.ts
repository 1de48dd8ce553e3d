import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Shared as singletons by every app (docs/architecture.md section 2); a key ending in `/` shares the package's
 * path imports (`react/jsx-runtime`). The router comes inside @fanhub/shared-ui; MobX and notistack are used by
 * shared code alone (ESLint keeps sections off MobX), so one tree-shaken copy of each is in the shell (ADR-226).
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'mobx-react-lite',
  '@mui/material',
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  '@fanhub/shared-auth',
  '@fanhub/shared-ui',
] as const;

/**
 * Path imports left unshared: `@mui/material/styles` is imported by shared-ui alone, so it is tree-shaken there;
 * shared whole, it sent fans 7 KiB gzip they never use.
 */
export const FAN_SIDE_UNSHARED: Record<string, RegExp> = { '@mui/material/': /^styles$/ };

/**
 * Shared as singletons on the studio's page, its own world: one React, one react-admin (its router, query client
 * and forms), one MUI and one studio-kit (the staff session and the API client).
 */
export const STUDIO_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-admin',
  '@mui/material',
  '@mui/material/',
  '@mui/icons-material/',
  '@emotion/react',
  '@emotion/styled',
  '@fanhub/studio-kit',
] as const;

/** A package's installed version, read from where Node finds it (react-admin does not export package.json). */
function installedVersion(appDir: string, packageName: string): string {
  const searched = createRequire(path.join(appDir, 'package.json')).resolve.paths(packageName) ?? [];
  const manifest = searched
    .map((folder) => path.join(folder, packageName, 'package.json'))
    .find((file) => existsSync(file));
  if (!manifest) throw new Error(`${packageName} is not installed for ${appDir}`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * ModuleFederationPlugin's `shared`, with installed versions. No range is checked in the browser: the pnpm catalog
 * keeps the apps on one version, and checking a page's hundred shared modules cost a phone tens of ms (ADR-226).
 */
export function sharedSingletons(
  appDir: string,
  keys: readonly string[] = SINGLETONS,
  { unshared = {}, fromHost = false }: { unshared?: Record<string, RegExp>; fromHost?: boolean } = {},
) {
  return Object.fromEntries(
    keys.map((key) => {
      const version = installedVersion(appDir, key.replace(/\/$/, ''));
      const exclude = unshared[key] ? { exclude: { request: unshared[key] } } : {};
      // A whole package the host provides needs no copy in the container; path imports keep theirs.
      const noCopy = fromHost && !key.endsWith('/') ? { import: false as const } : {};
      return [key, { singleton: true, version, requiredVersion: false as const, ...exclude, ...noCopy }];
    }),
  );
}
