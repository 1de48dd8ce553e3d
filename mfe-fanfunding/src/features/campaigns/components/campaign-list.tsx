import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardGridSkeleton, ErrorState, t, usePagedList } from '@fanhub/shared-ui';
import { getCampaigns, type CampaignFilter } from '../api/get-campaigns';
import { CampaignGrid } from './campaign-grid';

const loadPage = (page: number, filter: string) => getCampaigns(page, filter as CampaignFilter);

/**
 * The campaigns of one filter, 10 at a time, newest first. A new filter starts again at page 1 with an
 * empty list; Load More appends only campaigns not shown yet and disappears on the last page.
 */
export function CampaignList({ filter }: { filter: CampaignFilter }) {
  const list = usePagedList(loadPage, filter);
  if (list.error && list.items.length === 0)
    return <ErrorState message={list.error.message} onRetry={list.retry} />;
  if (list.loading && list.items.length === 0)
    return <CardGridSkeleton cards={4} columns={{ xs: 1, sm: 2, lg: 4 }} />;
  if (list.items.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="campaigns-empty">
        {t('Belum ada kampanye di sini', 'No campaigns here yet')}
      </Typography>
    );
  }
  return (
    <Box>
      <CampaignGrid campaigns={list.items} />
      {list.error && <ErrorState message={list.error.message} onRetry={list.retry} />}
      {list.hasMore && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={list.loadMore} disabled={list.loading}>
            {t('Muat Lebih Banyak', 'Load More')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
