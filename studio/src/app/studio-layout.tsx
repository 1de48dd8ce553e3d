import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { bilingual } from '@fanhub/contract';
import type { ReactNode } from 'react';
import { Layout, Menu } from 'react-admin';

/** The Ledger: finding a fan's statement or a transfer, a page of its own rather than a list of records. */
export const LEDGER_PATH = '/ledger';

/** Every resource's list, then the pages that are not a resource's. */
function StudioMenu() {
  return (
    <Menu>
      <Menu.ResourceItems />
      <Menu.Item
        to={LEDGER_PATH}
        primaryText={bilingual('Buku besar', 'Ledger')}
        leftIcon={<AccountBalanceIcon />}
      />
    </Menu>
  );
}

export const StudioLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={StudioMenu}>{children}</Layout>
);
