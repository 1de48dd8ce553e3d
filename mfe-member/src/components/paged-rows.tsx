import List from '@mui/material/List';
import { PagedGrid, t, type PagedList } from '@fanhub/shared-ui';
import type { ReactNode } from 'react';

/**
 * A member-area list, a page at a time: placeholder rows while the first page loads, its empty text, the rows
 * (`children`), and 'Muat lebih banyak / Load more' while pages remain.
 */
export function PagedRows<T>({
  list,
  empty,
  testId,
  children,
}: {
  list: PagedList<T>;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <PagedGrid
      list={list}
      empty={empty}
      loadMoreLabel={t('Muat lebih banyak', 'Load more')}
      skeleton={{ rows: 3 }}
    >
      <List disablePadding data-testid={testId}>
        {children}
      </List>
    </PagedGrid>
  );
}
