import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { t, Link, useLocation } from '@fanhub/shared-ui';

export const MEMBER_AREA = '/member-area';

const TABS = [
  { path: MEMBER_AREA, label: t('Profil', 'Profile') },
  { path: `${MEMBER_AREA}/koin`, label: t('Koin', 'Coins') },
  { path: `${MEMBER_AREA}/hati`, label: t('Hati', 'Hearts') },
  { path: `${MEMBER_AREA}/tiket`, label: t('Tiket', 'Tickets') },
  { path: `${MEMBER_AREA}/aktivitas`, label: t('Aktivitas', 'Activity') },
  { path: `${MEMBER_AREA}/notifikasi`, label: t('Notifikasi', 'Notifications') },
  { path: `${MEMBER_AREA}/akun`, label: t('Akun', 'Account') },
];

/** The member area's pages; a receipt belongs to Koin. Scrolls sideways on a phone rather than overflow. */
export function MemberAreaTabs() {
  const { pathname } = useLocation();
  const current = [...TABS].reverse().find((tab) => pathname.startsWith(tab.path)) ?? TABS[0]!;
  return (
    <Tabs
      component="nav"
      aria-label="Member Area"
      value={current.path}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map((tab) => (
        <Tab key={tab.path} value={tab.path} label={tab.label} component={Link} to={tab.path} />
      ))}
    </Tabs>
  );
}
