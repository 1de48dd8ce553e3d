import Box from '@mui/material/Box';
import { CardGridSkeleton, ErrorState, SectionHeading, t, useAsync } from '@fanhub/shared-ui';
import { CAMPAIGNS_ON_HOME, getCampaigns } from '../features/campaigns/api/get-campaigns';
import { CampaignGrid } from '../features/campaigns/components/campaign-grid';

/** The home page's Fan Funding section: the 4 newest campaigns and See All. */
export default function HomeSection() {
  const { data, error, reload } = useAsync(() => getCampaigns(1, 'all', CAMPAIGNS_ON_HOME), []);
  return (
    <Box>
      <SectionHeading
        title="Fan Funding"
        action={{ label: t('Lihat Semua', 'See All'), to: '/fanfunding' }}
      />
      {error ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : data ? (
        <CampaignGrid campaigns={data.items} />
      ) : (
        <CardGridSkeleton cards={CAMPAIGNS_ON_HOME} columns={{ xs: 1, sm: 2, lg: 4 }} />
      )}
    </Box>
  );
}
