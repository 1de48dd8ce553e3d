import { PagedGrid, t, usePagedList } from '@fanhub/shared-ui';
import { getCampaigns, type CampaignFilter } from '../api/get-campaigns';
import { CampaignGrid } from './campaign-grid';

const loadPage = (page: number, filter: string) => getCampaigns(page, filter as CampaignFilter);

/**
 * The campaigns of one filter, 10 at a time, newest first. A new filter starts again at page 1 with an
 * empty list; Load More appends only campaigns not shown yet and disappears on the last page.
 */
export function CampaignList({ filter }: { filter: CampaignFilter }) {
  const list = usePagedList(loadPage, filter);
  return (
    <PagedGrid
      list={list}
      empty={t('Belum ada kampanye di sini', 'No campaigns here yet')}
      loadMoreLabel={t('Muat Lebih Banyak', 'Load More')}
      skeleton={{ cards: 4, columns: { xs: 1, sm: 2, lg: 4 } }}
    >
      <CampaignGrid campaigns={list.items} />
    </PagedGrid>
  );
}
