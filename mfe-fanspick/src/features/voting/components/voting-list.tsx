import Box from '@mui/material/Box';
import { PagedGrid, t, usePagedList } from '@fanhub/shared-ui';
import { getOpenVotings, getVotings } from '../api/get-votings';
import { VotingCardItem } from './voting-card-item';

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
      skeleton={{ cards: 3, columns: { xs: 1, sm: 2, md: 3 } }}
    >
      <Box
        data-testid="voting-list"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          ...(onHome ? { maxHeight: 600, overflowY: 'auto' } : {}),
        }}
      >
        {list.items.map((voting) => (
          <VotingCardItem key={voting._id} voting={voting} onHome={onHome} />
        ))}
      </Box>
    </PagedGrid>
  );
}
