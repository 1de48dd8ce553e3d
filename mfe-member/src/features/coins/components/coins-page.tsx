import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { intents, useSession } from '@fanhub/shared-auth';
import { formatNumber, SectionHeading, StatFigure, t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { OrderList } from './order-list';
import { StatementList } from '../../../components/statement-list';
import { getStatement } from '../api/coins';

/**
 * `/member-area/koin`: the balance, where every coin came from and went, and the purchases with receipts.
 * The lists load again whenever the balance changes (a top-up from this page), so they never disagree with it.
 */
export const CoinsPage = observer(function CoinsPage() {
  const session = useSession();
  const memberId = session.user?._id ?? '';
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Stack sx={{ flex: 1 }}>
          <StatFigure
            label={t('Koin Kamu', 'Your Coins')}
            value={`${formatNumber(session.coins)} Koin`}
            testId="member-coins"
          />
        </Stack>
        <Button variant="contained" onClick={() => intents.requestTopUp()}>
          Top Up
        </Button>
      </Paper>
      <section>
        <SectionHeading title={t('Riwayat Koin', 'Coin Statement')} />
        <StatementList
          key={session.coins}
          memberId={memberId}
          read={getStatement}
          empty={t('Belum ada pergerakan koin', 'No coin movements yet')}
          testId="statement"
        />
      </section>
      <section>
        <SectionHeading title={t('Pembelian Koin', 'Coin Purchases')} />
        <OrderList key={session.coins} memberId={memberId} />
      </section>
    </Stack>
  );
});
