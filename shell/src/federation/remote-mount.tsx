import Skeleton from '@mui/material/Skeleton';
import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { REMOTES } from '../config/remotes';
import { remoteBuildOf } from './remote-builds';
import { RemoteFallback, RemoteRetryContext } from './remote-fallback';
import {
  loadedRemoteModule,
  RemoteModuleLoaderContext,
  remoteOf,
  reRegisterRemote,
  type RemoteModuleId,
} from './remote-modules';

/**
 * One remote module on the page, in a boundary of its own: while it loads a skeleton shows; if it cannot
 * load or crashes, a bilingual fallback with a retry button shows, and nothing else on the page is touched.
 */
export function RemoteMount({ id }: { id: RemoteModuleId }) {
  const remote = remoteOf(id);
  const [attempt, setAttempt] = useState(0);
  const loadModule = useContext(RemoteModuleLoaderContext);
  const Module = useMemo(
    // A module the page has already (loaded before hydration) renders at once; else it loads, lazily.
    () => (attempt === 0 && loadedRemoteModule(id)?.default) || lazy(() => loadModule(id)),
    // `attempt` makes a fresh lazy component, i.e. a fresh load, on retry.
    [id, attempt, loadModule],
  );
  const retry = useCallback(() => {
    reRegisterRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <ErrorBoundary
        resetKeys={[attempt]}
        fallbackRender={() => <RemoteFallback label={REMOTES[remote].label} onRetry={retry} />}
      >
        <Suspense fallback={<RemoteLoading />}>
          <RemoteSection remote={remote}>
            <Module />
          </RemoteSection>
        </Suspense>
      </ErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}

/**
 * A remote's part of the page while it loads, about as tall as what comes (a home section: a list of cards, on
 * a phone one above the other), so that what is below it does not jump when it arrives.
 */
export const RemoteLoading = () => (
  <Skeleton variant="rounded" sx={{ height: { xs: 720, md: 420 } }} data-testid="remote-loading" />
);

/**
 * Marks a loaded remote's part of the page with the remote and its build (read once the module has loaded), and
 * once it answers a fan's hand (`data-answers`: on a drawn page, taken over; a tap held before waits for it).
 */
function RemoteSection({ remote, children }: { remote: string; children: ReactNode }) {
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    section.current!.dataset.answers = 'true';
  }, []);
  return (
    <div
      ref={section}
      style={{ display: 'contents' }}
      data-remote={remote}
      data-remote-build={remoteBuildOf(remote)}
    >
      {children}
    </div>
  );
}
