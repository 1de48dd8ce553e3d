import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PagedList } from '../hooks/use-paged-list';
import { ErrorState } from './error-state';
import { CardGridSkeleton, ListSkeleton, type CardGridSkeletonProps } from './loading-skeletons';

/**
 * A paged list's states: the error with a retry, skeleton cards (or rows) while the first page loads, the
 * empty text, then the cards (`children`) and the load-more button while pages remain.
 */
export function PagedGrid<T>({
  list,
  empty,
  loadMoreLabel,
  skeleton,
  children,
}: {
  list: PagedList<T>;
  empty: string;
  /** Unset: no load-more button (the home page shows one page). */
  loadMoreLabel?: string | undefined;
  skeleton: CardGridSkeletonProps | { rows: number };
  children: ReactNode;
}) {
  if (list.error && list.items.length === 0)
    return <ErrorState message={list.error.message} onRetry={list.retry} />;
  if (list.loading && list.items.length === 0)
    return 'rows' in skeleton ? <ListSkeleton rows={skeleton.rows} /> : <CardGridSkeleton {...skeleton} />;
  if (list.items.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="list-empty">
        {empty}
      </Typography>
    );
  }
  return (
    <Box>
      {children}
      {list.error && <ErrorState message={list.error.message} onRetry={list.retry} />}
      {list.hasMore && loadMoreLabel && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={list.loadMore} disabled={list.loading}>
            {loadMoreLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
