import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Shared as singletons by every app (docs/architecture.md section 2). Keys ending in `/` share every path
 * import under the package (`react/jsx-runtime`, `@mui/material/Button`), so those are not bundled twice. The
 * router comes with @fanhub/shared-ui (shared-ui/src/router.ts), so only the parts of it the apps use are sent.
 * MobX and notistack are not shared modules: only the shell's stores and shared-auth's and shared-ui's use MobX
 * (sections use `observer`, ESLint keeps them off MobX itself), and notistack only shared-ui's toaster, so the
 * shell's build carries one copy of each, tree-shaken (ADR-226).
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
 * Path imports a prefix of SINGLETONS leaves unshared: `@mui/material/styles` (the theme's factory and provider)
 * is imported by shared-ui alone, itself a singleton, so it is bundled there and tree-shaken rather than shared
 * whole; shared, every export of it came along (MUI's CSS-variables provider, its high-contrast helper and the
 * class names of every component, 7 KiB gzip the fans' pages never use).
 */
export const FAN_SIDE_UNSHARED: Record<string, RegExp> = { '@mui/material/': /^styles$/ };

/**
 * Shared as singletons on the studio's page (its own world: nothing of it reaches fans): the studio and each
 * section's studio pages run one React, one react-admin (one router, one query client, one form library
 * inside it), one MUI and one studio-kit (one staff session, and the one API client: axios is studio-kit's alone).
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

/**
 * The installed version of a package, as Node would find it from the app's folder. Read from the folders Node
 * searches rather than required: some packages (react-admin) do not export their package.json.
 */
function installedVersion(appDir: string, packageName: string): string {
  const searched = createRequire(path.join(appDir, 'package.json')).resolve.paths(packageName) ?? [];
  const manifest = searched
    .map((folder) => path.join(folder, packageName, 'package.json'))
    .find((file) => existsSync(file));
  if (!manifest) throw new Error(`${packageName} is not installed for ${appDir}`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The `shared` option of ModuleFederationPlugin, with each package's installed version (one catalog: all equal).
 * No range is checked in the browser (`requiredVersion: false`): the catalog is what keeps the apps on one
 * version, a mismatch was only ever a console warning (the singleton is used anyway), and checking each of a
 * page's hundred shared modules against a range cost a phone tens of milliseconds at start (ADR-226).
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
      // A whole package the host always provides needs no copy of its own in the container (`import: false`);
      // a prefix's path imports keep theirs, as the host provides only the paths it imports itself.
      const noCopy = fromHost && !key.endsWith('/') ? { import: false as const } : {};
      return [key, { singleton: true, version, requiredVersion: false as const, ...exclude, ...noCopy }];
    }),
  );
}
