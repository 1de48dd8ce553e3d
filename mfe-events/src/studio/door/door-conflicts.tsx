import { Stack, Typography } from '@mui/material';
import { bilingual, type ScanResult } from '@fanhub/contract';
import { type StudioResource, WibDateField } from '@fanhub/studio-kit';
import {
  Datagrid,
  FunctionField,
  Pagination,
  ReferenceManyField,
  TextField,
  useRecordContext,
} from 'react-admin';
import { SAID } from './door-answer';

/** An event's door conflicts in the API: read inside their event, never on their own. */
export const doorConflictResource: StudioResource = {
  name: 'door-conflicts',
  api: { list: '/studio/events/:eventId/door/conflicts', id: 'nonce' },
  writers: [],
};

/**
 * Fans a door let in while it was offline whom the server then refused (one ticket let in at two doors, a ticket
 * revoked meanwhile), newest first: what pretix's offline scanners leave unsaid, shown to staff.
 */
export function DoorConflicts() {
  const event = useRecordContext<{ id: string }>();
  if (!event) return null;
  return (
    <Stack spacing={1} data-testid="door-conflicts">
      <Typography variant="h6">{bilingual('Konflik pintu', 'Door conflicts')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {bilingual(
          'Fan yang dibiarkan masuk oleh pintu yang sedang luring, lalu ditolak server',
          'Fans a door let in while offline whom the server then refused',
        )}
      </Typography>
      <ReferenceManyField
        reference={doorConflictResource.name}
        target="eventId"
        perPage={25}
        pagination={<Pagination />}
        empty={<Typography>{bilingual('Tidak ada konflik', 'No conflicts')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="fanName" label={bilingual('Nama', 'Name')} sortable={false} emptyText="-" />
          <TextField source="door" label={bilingual('Pintu', 'Door')} sortable={false} />
          <FunctionField<{ result: ScanResult }>
            label={bilingual('Kata server', "The server's word")}
            render={(conflict) => SAID[conflict.result]('entry')}
          />
          <WibDateField source="scannedAt" showTime label={bilingual('Dipindai', 'Scanned')} />
          <WibDateField source="receivedAt" showTime label={bilingual('Diterima', 'Received')} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}
