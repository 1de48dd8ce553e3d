import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bilingual, type EventParticipantRow, jakartaTime } from '@fanhub/contract';
import { downloadFromApi, studioApi } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';

const SHOWN = 100;

/** The event's participants (newest first), and the whole list as CSV for the partner. */
export function Participants() {
  const event = useRecordContext<{ id: string; participantsCount: number }>();
  const notify = useNotify();
  const [rows, setRows] = useState<EventParticipantRow[]>([]);
  useEffect(() => {
    if (!event) return;
    void studioApi
      .get<{ data: EventParticipantRow[] }>(`/studio/events/${event.id}/participants`, {
        params: { limit: SHOWN },
      })
      .then(({ data }) => setRows(data.data));
  }, [event]);
  if (!event) return null;
  const exportCsv = () =>
    downloadFromApi(`/studio/events/${event.id}/participants.csv`, `participants-${event.id}.csv`).catch(
      (failure: unknown) =>
        notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' }),
    );
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
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{bilingual('Nama', 'Name')}</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>{bilingual('Jenis', 'Type')}</TableCell>
            <TableCell>Koin</TableCell>
            <TableCell>{bilingual('Waktu daftar', 'Signed up')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row._id}>
              <TableCell>{row.fullName}</TableCell>
              <TableCell>{row.email}</TableCell>
              <TableCell>{row.type}</TableCell>
              <TableCell>{row.coins}</TableCell>
              <TableCell>{jakartaTime(row.signedUpAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
