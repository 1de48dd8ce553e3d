import { CampaignDetailPage } from '../features/campaigns/components/campaign-detail-page';
import { CampaignListPage } from '../features/campaigns/components/campaign-list-page';
import { CampaignVerifyPage } from '../features/campaigns/components/campaign-verify-page';
import { Route, Routes } from '@fanhub/shared-ui';

/** Every Fan Funding route, relative to where the shell (or the standalone harness) mounts it: /fanfunding/*. */
export default function App() {
  return (
    <Routes>
      <Route index element={<CampaignListPage />} />
      <Route path=":campaignId" element={<CampaignDetailPage />} />
      <Route path=":campaignId/verify" element={<CampaignVerifyPage />} />
    </Routes>
  );
}
