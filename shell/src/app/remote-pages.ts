import { matchPath } from '@fanhub/shared-ui';
import { REMOTE_LIST } from '../config/remotes';
import type { RemoteModuleId } from '../federation/remote-modules';

/** docs/product.md section 2: each path a remote owns, with the module that draws it (its `./App`). */
export const REMOTE_PAGES = REMOTE_LIST.flatMap((remote) =>
  remote.paths.map((path) => ({ path, id: `${remote.name}/App` as RemoteModuleId })),
);

/** The remote module that draws `pathname`, if a remote owns it. */
export const remotePageAt = (pathname: string): RemoteModuleId | undefined =>
  REMOTE_PAGES.find(({ path }) => matchPath(path, pathname))?.id;

/** The home page's remote sections drawn with its first screen; the others load as the fan scrolls near them. */
export const HOME_FIRST_SCREEN: RemoteModuleId[] = ['mfe_fanspick/HomeSection'];

/** The remote modules the first screen at `pathname` shows (loaded before a page the server drew hydrates). */
export function firstScreenModulesAt(pathname: string): RemoteModuleId[] {
  if (pathname === '/' || pathname === '/auth/login') return HOME_FIRST_SCREEN;
  const page = remotePageAt(pathname);
  return page ? [page] : [];
}
