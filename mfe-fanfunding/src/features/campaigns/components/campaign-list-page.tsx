import Stack from '@mui/material/Stack';
import { BannerCarousel, FilterChips, PageIntro, t, useAsync } from '@fanhub/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getFanFundingBanners } from '../api/get-banners';
import type { CampaignFilter } from '../api/get-campaigns';
import { CAMPAIGN_FILTERS } from '../campaign-view';
import { CampaignList } from './campaign-list';

/** `/fanfunding`: banners, hero, status chips and the campaigns of the chosen status. */
export function CampaignListPage() {
  const navigate = useNavigate();
  const banners = useAsync(getFanFundingBanners, []);
  const [filter, setFilter] = useState<CampaignFilter>('all');
  return (
    <Stack spacing={3}>
      {banners.data && banners.data.length > 0 && (
        <BannerCarousel
          banners={banners.data}
          onOpen={(banner) => banner.link.startsWith('/') && navigate(banner.link)}
        />
      )}
      <PageIntro title="Fan Funding">
        {t(
          'Wujudkan proyek untuk idolamu bersama fans lain: dukung kampanye dengan Koin.',
          'Make projects for your idol happen with other fans: support campaigns with coins.',
        )}
      </PageIntro>
      <FilterChips
        items={CAMPAIGN_FILTERS}
        value={filter}
        onChange={(key) => setFilter(key as CampaignFilter)}
      />
      <CampaignList filter={filter} />
    </Stack>
  );
}
