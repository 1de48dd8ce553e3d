import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code (and the MUI parts only it uses) downloads the first time it renders, not with the
 * page: `onDemand(async () => (await import('./vote-modal')).VoteModal)`.
 */
export const onDemand = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await load() }));

/**
 * Renders an on-demand dialog from the first time it opens, and keeps it mounted from then on, so it animates
 * closed and keeps what the fan typed. Until then nothing of it is downloaded.
 */
export function MountedOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
