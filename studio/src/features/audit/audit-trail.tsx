import Box from '@mui/material/Box';
import { bilingual } from '@fanhub/contract';
import { type StudioResource, WibDateField, WibDateTimeInput } from '@fanhub/studio-kit';
import {
  Datagrid,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';

const filters = [
  <ReferenceInput key="staff" source="staffId" reference="staff" alwaysOn>
    <SelectInput optionText="fullName" label={bilingual('Siapa', 'Who')} />
  </ReferenceInput>,
  <TextInput key="type" source="recordType" label={bilingual('Jenis data', 'Record type')} alwaysOn />,
  <TextInput key="id" source="recordId" label={bilingual('ID data', 'Record ID')} alwaysOn />,
  <WibDateTimeInput key="from" source="from" label={bilingual('Dari', 'From')} />,
  <WibDateTimeInput key="to" source="to" label={bilingual('Sampai', 'To')} />,
];

/** The record before and after the change, as the API wrote them. */
function Change() {
  const entry = useRecordContext<{ before: unknown; after: unknown }>();
  if (!entry) return null;
  return (
    <Box component="pre" sx={{ fontSize: 12, whiteSpace: 'pre-wrap', m: 0 }} data-testid="audit-change">
      {bilingual('Sebelum', 'Before')}: {JSON.stringify(entry.before, null, 2)}
      {'\n'}
      {bilingual('Sesudah', 'After')}: {JSON.stringify(entry.after, null, 2)}
    </Box>
  );
}

/** The audit trail: every staff action, newest first, by person, record and time. Nobody can change it. */
export const auditResource: StudioResource = {
  name: 'audit',
  options: { label: bilingual('Jejak audit', 'Audit trail') },
  list: () => (
    <List filters={filters} perPage={25}>
      <Datagrid expand={<Change />} bulkActionButtons={false} rowClick="expand">
        <WibDateField source="at" showTime label={bilingual('Waktu', 'When')} sortable={false} />
        <TextField source="staffEmail" label={bilingual('Siapa', 'Who')} sortable={false} />
        <TextField source="action" label={bilingual('Aksi', 'Action')} sortable={false} />
        <TextField source="recordType" label={bilingual('Data', 'Record')} sortable={false} />
        <TextField source="recordId" label="ID" sortable={false} />
        <TextField source="address" label={bilingual('Alamat', 'Address')} sortable={false} />
      </Datagrid>
    </List>
  ),
  api: { list: '/studio/audit' },
  writers: [],
};
