import { Stack, Typography } from '@mui/material';
import { bilingual } from '@fanhub/contract';
import { type StudioResource, useStudioApi, WibDateField } from '@fanhub/studio-kit';
import { RefundSignUpButton } from './refund-sign-up';
import {
  Button,
  Datagrid,
  NumberField,
  Pagination,
  ReferenceManyField,
  TextField,
  useNotify,
  useRecordContext,
} from 'react-admin';

/** An event's participants in the API: read inside their event, never on their own. */
export const participantResource: StudioResource = {
  name: 'event-participants',
  api: { list: '/studio/events/:eventId/participants' },
  // Cancelled and refunded by finance and admins (RefundSignUpButton); nobody edits a participant.
  writers: ['admin', 'finance'],
};

/** The event's participants (newest first), and the whole list as CSV for the partner. */
export function Participants() {
  const event = useRecordContext<{ id: string; participantsCount: number }>();
  const api = useStudioApi();
  const notify = useNotify();
  if (!event) return null;
  const exportCsv = () =>
    api
      .download(
        '/studio/events/:eventId/participants.csv',
        { eventId: event.id },
        `participants-${event.id}.csv`,
      )
      .catch((failure: Error) => notify(failure.message, { type: 'error' }));
  return (
    <Stack spacing={1} data-testid="event-participants">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">
          {bilingual('Peserta', 'Participants')} ({event.participantsCount})
        </Typography>
        <Button
          label={bilingual('Unduh CSV', 'Download CSV')}
          onClick={() => void exportCsv()}
          variant="outlined"
        />
      </Stack>
      <ReferenceManyField
        reference={participantResource.name}
        target="eventId"
        perPage={50}
        pagination={<Pagination />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="fullName" label={bilingual('Nama', 'Name')} sortable={false} />
          <TextField source="email" label="Email" sortable={false} />
          <TextField source="type" label={bilingual('Jenis', 'Type')} sortable={false} />
          <NumberField source="coins" label="Koin" sortable={false} />
          <WibDateField source="signedUpAt" showTime label={bilingual('Waktu daftar', 'Signed up')} />
          <TextField source="ticketId" label={bilingual('Tiket', 'Ticket')} sortable={false} emptyText="-" />
          <RefundSignUpButton eventId={event.id} resource={participantResource.name} />
        </Datagrid>
      </ReferenceManyField>
    </Stack>
  );
}
