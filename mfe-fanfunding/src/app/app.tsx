import { CampaignDetailPage } from '../features/campaigns/components/campaign-detail-page';
import { CampaignListPage } from '../features/campaigns/components/campaign-list-page';
import { ListSkeleton, onDemand, Route, Routes } from '@fanhub/shared-ui';
import { Suspense } from 'react';

// The verify page (its audit table and proof checks) downloads when a fan opens it.
const CampaignVerifyPage = onDemand(
  async () => (await import('../features/campaigns/components/campaign-verify-page')).CampaignVerifyPage,
);

/** Every Fan Funding route, relative to where the shell (or the standalone harness) mounts it: /fanfunding/*. */
export default function App() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path=":campaignId" element={<CampaignDetailPage />} />
      <Route
        path=":campaignId/verify"
        element={
          <Suspense fallback={<ListSkeleton />}>
            <CampaignVerifyPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
