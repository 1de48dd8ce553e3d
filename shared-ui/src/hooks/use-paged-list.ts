import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirstScreenData } from '../first-screen/first-screen-data';

export interface Page<T> {
  items: T[];
  totalPages: number;
}

export interface PagedList<T> {
  items: T[];
  page: number;
  loading: boolean;
  error: Error | undefined;
  /** More pages exist on the server. */
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list loaded a page at a time. A new `filter` starts over at page 1 with an empty list; `loadMore`
 * appends the next page, skipping items already shown (same `_id`), as docs/product.md section 4 says. On a page
 * the server drew, page 1 of the first filter is the server's (the first screen's data) and is not asked again.
 */
export function usePagedList<T extends { _id: string }>(
  loadPage: (page: number, filter: string) => Promise<Page<T>>,
  filter: string,
): PagedList<T> {
  const drawn = useFirstScreenData(() => loadPage(1, filter));
  const [state, setState] = useState<{
    items: T[];
    page: number;
    totalPages: number;
    loading: boolean;
    error?: Error;
  }>(() => ({
    items: drawn?.items ?? [],
    page: 1,
    totalPages: drawn?.totalPages ?? 1,
    loading: drawn === undefined,
  }));
  const skipFirstLoad = useRef(drawn !== undefined);
  const request = useRef(0);
  const load = useRef(loadPage);
  load.current = loadPage;

  const fetchPage = useCallback(
    (page: number, append: boolean) => {
      const ticket = ++request.current;
      setState((s) => ({ ...s, items: append ? s.items : [], page, loading: true, error: undefined }));
      load.current(page, filter).then(
        (result) => {
          if (ticket !== request.current) return;
          setState((s) => {
            const shown = new Set(s.items.map((item) => item._id));
            const fresh = result.items.filter((item) => !shown.has(item._id));
            return {
              items: append ? [...s.items, ...fresh] : result.items,
              page,
              totalPages: result.totalPages,
              loading: false,
            };
          });
        },
        (error: unknown) =>
          ticket === request.current &&
          setState((s) => ({
            ...s,
            loading: false,
            error: error instanceof Error ? error : new Error(String(error)),
          })),
      );
    },
    [filter],
  );

  useEffect(() => {
    if (skipFirstLoad.current) skipFirstLoad.current = false;
    else fetchPage(1, false);
  }, [fetchPage]);

  return {
    items: state.items,
    page: state.page,
    loading: state.loading,
    error: state.error,
    hasMore: state.page < state.totalPages,
    loadMore: () => !state.loading && state.page < state.totalPages && fetchPage(state.page + 1, true),
    retry: () => fetchPage(state.page, state.page > 1),
  };
}
