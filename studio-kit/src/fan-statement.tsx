import Alert from '@mui/material/Alert';
import { bilingual, MONEY_READERS, type StaffRole } from '@fanhub/contract';
import {
  Datagrid,
  NumberField,
  Pagination,
  ReferenceManyField,
  TextField,
  useGetIdentity,
} from 'react-admin';
import type { StudioResource } from './section';
import { WibDateField } from './wib';

/** A fan's coin statement in the API: read inside a fan (ReferenceManyField), never on its own. */
export const fanStatementResource: StudioResource = {
  name: 'fan-statements',
  api: { list: '/studio/fans/:memberId/statement', id: 'transferId' },
  writers: [],
};

/** A fan's coin statement, newest first, as their member area shows it, for staff who read money. */
export function FanStatement({ memberId }: { memberId: string }) {
  const { identity } = useGetIdentity();
  const mayRead = MONEY_READERS.includes(identity?.role as StaffRole);
  if (!identity) return null;
  if (!mayRead)
    return (
      <Alert severity="info">
        {bilingual(
          'Mutasi koin fan hanya untuk finance, admin dan viewer',
          "A fan's coin statement is for finance, admins and viewers",
        )}
      </Alert>
    );
  return (
    <ReferenceManyField
      reference={fanStatementResource.name}
      target="memberId"
      record={{ id: memberId }}
      perPage={25}
      pagination={<Pagination />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="fan-statement">
        <WibDateField source="createdAt" showTime label={bilingual('Waktu', 'When')} sortable={false} />
        <TextField source="description" label={bilingual('Keterangan', 'What')} sortable={false} />
        <NumberField source="amount" label="Koin" sortable={false} />
        <NumberField source="balanceAfter" label={bilingual('Saldo', 'Balance')} sortable={false} />
        <TextField source="transferId" label="Transfer" sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  );
}
