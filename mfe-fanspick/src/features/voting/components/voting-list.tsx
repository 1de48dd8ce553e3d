import Box from '@mui/material/Box';
import { PagedGrid, t, usePagedList, type CardGridSkeletonProps } from '@fanhub/shared-ui';
import { getOpenVotings, getVotings } from '../api/get-votings';
import { VotingCardItem } from './voting-card-item';

/** docs/product.md section 9: the home page's voting list is at most 600 px tall. */
const HOME_LIST_HEIGHT = 600;

/** The list's placeholder while it loads, as tall as the list comes. */
export const votingListSkeleton = (onHome: boolean): CardGridSkeletonProps => ({
  cards: 3,
  columns: { xs: 1, sm: 2, md: 3 },
  maxHeight: onHome ? HOME_LIST_HEIGHT : undefined,
});

/**
 * The votings of one category, a page at a time; 'Lihat Lebih Banyak Voting' loads the next page. On the
 * home page only open votings are listed, ending soonest first, in a list capped at 600 px that scrolls, and
 * every card shows Active.
 */
export function VotingList({ categoryId, onHome = false }: { categoryId: string; onHome?: boolean }) {
  const list = usePagedList(onHome ? getOpenVotings : getVotings, categoryId);
  return (
    <PagedGrid
      list={list}
      empty={t('Belum ada voting di kategori ini', 'No votings in this category yet')}
      loadMoreLabel={onHome ? undefined : t('Lihat Lebih Banyak Voting', 'See More Votings')}
      skeleton={votingListSkeleton(onHome)}
    >
      <Box
        data-testid="voting-list"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          ...(onHome ? { maxHeight: HOME_LIST_HEIGHT, overflowY: 'auto' } : {}),
        }}
      >
        {list.items.map((voting) => (
          <VotingCardItem key={voting._id} voting={voting} />
        ))}
      </Box>
    </PagedGrid>
  );
}
