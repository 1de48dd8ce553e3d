import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Loads again (the retry button of an error state). */
  reload: () => void;
}

/** Runs `load` when `deps` change; an answer that arrives after newer deps is dropped. */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<Omit<AsyncState<T>, 'reload'>>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const run = useCallback(load, deps);

  useEffect(() => {
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
