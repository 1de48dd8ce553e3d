import Alert from '@mui/material/Alert';
import { bilingual, MODERATORS, type StudioVoiding } from '@fanhub/contract';
import { type StudioResource, WibDateField } from '@fanhub/studio-kit';
import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';

const DESTINATIONS = {
  returned: bilingual('dikembalikan ke akun', 'returned to the accounts'),
  forfeited: bilingual('disita', 'forfeited'),
};

/** Every voiding moderators decided, newest first: what fans read on the voting's page, and who decided it. */
export const voidingResource: StudioResource = {
  name: 'voidings',
  options: { label: bilingual('Fair play: vote dibatalkan', 'Fair play: voided votes') },
  list: () => (
    <List
      title={bilingual('Vote dibatalkan', 'Voided votes')}
      exporter={false}
      empty={<Alert severity="info">{bilingual('Belum ada vote dibatalkan', 'No votes were voided')}</Alert>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="voidings">
        <WibDateField source="voidedAt" showTime label={bilingual('Waktu', 'When')} sortable={false} />
        <TextField source="votingTitle" label="Voting" sortable={false} />
        <NumberField source="accounts" label={bilingual('Akun', 'Accounts')} sortable={false} />
        <NumberField source="votes" label="Vote" sortable={false} />
        <FunctionField<StudioVoiding>
          label={bilingual('Koin', 'Coins')}
          render={(voiding) => `${voiding.coins} (${DESTINATIONS[voiding.destination]})`}
        />
        <TextField source="reason" label={bilingual('Alasan', 'Reason')} sortable={false} />
        <TextField source="voidedBy" label={bilingual('Oleh', 'By')} sortable={false} />
      </Datagrid>
    </List>
  ),
  api: { list: '/studio/fair-play/voidings' },
  writers: MODERATORS,
};
