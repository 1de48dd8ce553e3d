import {
  fanStatementResource,
  resourceElements,
  StudioLoginPage,
  studioProviders,
  type StudioSection,
} from '@fanhub/studio-kit';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { LEDGER_PATH, StudioLayout, studioTheme } from './studio-layout';
import { studioI18nProvider } from './i18n/i18n-provider';
import { auditResource } from '../features/audit/audit-trail';
import { coinPackageResource } from '../features/coin-store/coin-packages';
import { fairPlayResource } from '../features/fair-play/fair-play-signals';
import { voidingResource } from '../features/fair-play/voidings';
import { adjustmentResource } from '../features/finance/adjustments';
import { heldAccountResource } from '../features/finance/held-accounts';
import { LedgerLookup, transferResource } from '../features/finance/ledger-lookup';
import { orderResource } from '../features/finance/orders';
import { payoutResource } from '../features/finance/payouts';
import { reconciliationResource } from '../features/finance/reconciliation';
import { fanResource } from '../features/moderation/fans';
import { messageResource } from '../features/moderation/messages';
import { bannerResource } from '../features/site-content/banners';
import { missionResource } from '../features/hearts/missions';
import { failedJobResource } from '../features/job-queue/failed-jobs';
import { newsResource } from '../features/site-content/news';
import { seoMetaResource } from '../features/site-content/seo-meta';
import { staffResource } from '../features/staff/staff';
import { revisionResource } from '../features/revisions/revisions';
import { webVitalsResource } from '../features/web-vitals/fans-web-vitals';

/**
 * The studio: each section's resources (loaded from its remote), the staff accounts and the audit trail, over
 * one data provider and one staff session. What a role may do is the API's to decide; the console hides what it
 * would refuse.
 */
export function StudioApp({ sections }: { sections: StudioSection[] }) {
  const resources = [
    ...sections.flatMap((section) => section.resources),
    revisionResource,
    newsResource,
    bannerResource,
    missionResource,
    seoMetaResource,
    coinPackageResource,
    messageResource,
    fanResource,
    fairPlayResource,
    voidingResource,
    staffResource,
    orderResource,
    adjustmentResource,
    heldAccountResource,
    payoutResource,
    reconciliationResource,
    auditResource,
    webVitalsResource,
    failedJobResource,
    // Read inside other pages, never listed on their own.
    fanStatementResource,
    transferResource,
  ];
  return (
    <Admin
      title="fanhub Studio"
      {...studioProviders(resources)}
      i18nProvider={studioI18nProvider}
      loginPage={StudioLoginPage}
      layout={StudioLayout}
      theme={studioTheme}
      requireAuth
      disableTelemetry
    >
      {resourceElements(resources)}
      <CustomRoutes>
        <Route path={LEDGER_PATH} element={<LedgerLookup />} />
      </CustomRoutes>
    </Admin>
  );
}
