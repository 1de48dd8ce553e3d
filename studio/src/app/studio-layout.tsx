import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { bilingual } from '@fanhub/contract';
import type { ReactNode } from 'react';
import {
  AppBar,
  defaultTheme,
  Layout,
  Logout,
  Menu,
  useCanAccess,
  useGetIdentity,
  UserMenu,
} from 'react-admin';
import { transferResource } from '../features/finance/ledger-lookup';

/** The Ledger: finding a fan's statement or a transfer, a page of its own rather than a list of records. */
export const LEDGER_PATH = '/ledger';

/** Every resource's list the staff member reads, then the Ledger for those who read its transfers. */
function StudioMenu() {
  const { canAccess: readsLedger } = useCanAccess({ action: 'list', resource: transferResource.name });
  return (
    <Menu>
      <Menu.ResourceItems />
      {readsLedger && (
        <Menu.Item
          to={LEDGER_PATH}
          primaryText={bilingual('Buku besar', 'Ledger')}
          leftIcon={<AccountBalanceIcon />}
        />
      )}
    </Menu>
  );
}

/**
 * react-admin's look, with an app bar whose white text reads on its blue (#1565c0: 5.7 to 1, where the default
 * #2196f3 gave 3.1, under WCAG's 4.5).
 */
export const studioTheme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
};

/** The signed-in staff member's menu, named as it reads (the default's "Profile" hid the name it shows). */
function StudioUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
}

const StudioAppBar = () => <AppBar userMenu={<StudioUserMenu />} />;

export const StudioLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={StudioMenu} appBar={StudioAppBar}>
    {children}
  </Layout>
);
