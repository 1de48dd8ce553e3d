import { AccountPage } from '../features/account/components/account-page';
import { ActivityPage } from '../features/activity/components/activity-page';
import { HeartsPage } from '../features/hearts/components/hearts-page';
import { TicketsPage } from '../features/tickets/components/tickets-page';
import { CoinsPage } from '../features/coins/components/coins-page';
import { ReceiptPage } from '../features/coins/components/receipt-page';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { MEMBER_AREA } from './member-area-tabs';
import { MemberAreaLayout } from './member-area-layout';
import { Navigate, Route, Routes } from '@fanhub/shared-ui';

/** Every route this remote owns, under `/member-area` (where the shell mounts it). */
export default function App() {
  return (
    <MemberAreaLayout>
      <Routes>
        <Route index element={<ProfilePage />} />
        <Route path="koin" element={<CoinsPage />} />
        <Route path="koin/receipt/:orderId" element={<ReceiptPage />} />
        <Route path="hati" element={<HeartsPage />} />
        <Route path="tiket" element={<TicketsPage />} />
        <Route path="aktivitas" element={<ActivityPage />} />
        <Route path="notifikasi" element={<NotificationsPage />} />
        <Route path="akun" element={<AccountPage />} />
        <Route path="*" element={<Navigate to={MEMBER_AREA} replace />} />
      </Routes>
    </MemberAreaLayout>
  );
}
