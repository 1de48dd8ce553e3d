import { matchPath } from '@fanhub/shared-ui';
import type { RemoteModuleId } from '../federation/remote-modules';

/** docs/product.md section 2: each path a remote owns, with the module that draws it. */
export const REMOTE_PAGES = [
  { path: '/fanspick/*', id: 'mfe_fanspick/App' },
  { path: '/fanfunding/*', id: 'mfe_fanfunding/App' },
  { path: '/events/*', id: 'mfe_events/App' },
  { path: '/event/*', id: 'mfe_events/App' },
  { path: '/member-area/*', id: 'mfe_member/App' },
] as const satisfies readonly { path: string; id: RemoteModuleId }[];

/** The remote module that draws `pathname`, if a remote owns it. */
export const remotePageAt = (pathname: string): RemoteModuleId | undefined =>
  REMOTE_PAGES.find(({ path }) => matchPath(path, pathname))?.id;
