import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirstScreenData } from '../first-screen/first-screen-data';

export interface AsyncState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Loads again (the retry button of an error state). */
  reload: () => void;
}

/**
 * Runs `load` when `deps` change; an answer that arrives after newer deps is dropped. On a page the server drew,
 * the first run is the server's (the first screen's data): nothing is asked again until `deps` change.
 */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const drawn = useFirstScreenData(load);
  const [state, setState] = useState<Omit<AsyncState<T>, 'reload'>>(() => ({
    data: drawn,
    error: undefined,
    loading: drawn === undefined,
  }));
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const skipFirstRun = useRef(drawn !== undefined);
  // The caller's dependencies, as for React's own hooks.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);

  useEffect(() => {
    if (skipFirstRun.current) {
      skipFirstRun.current = false;
      return;
    }
    const ticket = ++latest.current;
    setState((previous) => ({ data: previous.data, error: undefined, loading: true }));
    run().then(
      (data) => ticket === latest.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) =>
        ticket === latest.current &&
        setState({
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        }),
    );
  }, [run, round]);

  return { ...state, reload: () => setRound((n) => n + 1) };
}
