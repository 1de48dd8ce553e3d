import Alert from '@mui/material/Alert';
import { bilingual, FINANCE, type HeldAccount } from '@fanhub/contract';
import { StudioActionButton, type StudioResource, WibDateField } from '@fanhub/studio-kit';
import { Datagrid, FunctionField, List, NumberField, TextField, useRecordContext } from 'react-admin';

/** Finance releases a hold once the shortfall is settled. */
function Release() {
  const account = useRecordContext<HeldAccount>();
  if (!account) return null;
  return (
    <StudioActionButton
      label={bilingual('Cabut penahanan', 'Release')}
      path="/studio/held-accounts/:memberId/release"
      request={{ params: { memberId: account.memberId } }}
      done={bilingual('Penahanan dicabut', 'Hold released')}
    />
  );
}

/** Fans a reversal put on hold (coins already spent), oldest first. */
export const heldAccountResource: StudioResource = {
  name: 'held-accounts',
  options: { label: bilingual('Akun ditahan', 'Held accounts') },
  list: () => (
    <List
      title={bilingual('Akun ditahan', 'Held accounts')}
      exporter={false}
      empty={<Alert severity="info">{bilingual('Tidak ada akun ditahan', 'No account is on hold')}</Alert>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="held-accounts">
        <FunctionField<HeldAccount>
          label="Fan"
          render={(account) => `${account.fullName} (${account.email})`}
        />
        <NumberField source="balance" label={bilingual('Saldo', 'Balance')} sortable={false} />
        <NumberField source="shortfall" label={bilingual('Kekurangan', 'Shortfall')} sortable={false} />
        <WibDateField
          source="heldSince"
          showTime
          label={bilingual('Ditahan sejak', 'Held since')}
          sortable={false}
        />
        <TextField source="reason" label={bilingual('Alasan', 'Reason')} sortable={false} />
        <Release />
      </Datagrid>
    </List>
  ),
  api: { list: '/studio/held-accounts', id: 'memberId' },
  writers: FINANCE,
};
