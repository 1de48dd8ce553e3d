import { ListPage, t } from '@fanhub/shared-ui';
import { getFanFundingBanners } from '../api/get-banners';
import type { CampaignFilter } from '../api/get-campaigns';
import { CAMPAIGN_FILTERS } from '../campaign-view';
import { CampaignList } from './campaign-list';

/** `/fanfunding`: banners, hero, status chips and the campaigns of the chosen status. */
export function CampaignListPage() {
  return (
    <ListPage
      loadBanners={getFanFundingBanners}
      title="Fan Funding"
      intro={t(
        'Wujudkan proyek untuk idolamu bersama fans lain: dukung kampanye dengan Koin.',
        'Make projects for your idol happen with other fans: support campaigns with coins.',
      )}
      filters={CAMPAIGN_FILTERS}
    >
      {(filter) => <CampaignList filter={filter as CampaignFilter} />}
    </ListPage>
  );
}
