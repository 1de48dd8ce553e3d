import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bilingual, type ReconciliationDay } from '@fanhub/contract';
import { type StudioResource, useStudioApi } from '@fanhub/studio-kit';
import { Button, List, useListContext, useNotify } from 'react-admin';

/** One day: its verdict, its CSV, and each check's records against the ledger, a row that differs in red. */
function Day({ day }: { day: ReconciliationDay }) {
  const api = useStudioApi();
  const notify = useNotify();
  const download = () =>
    api
      .download('/studio/reconciliation/:day/csv', { day: day._id }, `reconciliation-${day._id}.csv`)
      .catch((failure: Error) => notify(failure.message, { type: 'error' }));
  return (
    <Box sx={{ mb: 3 }} data-testid={`reconciliation-${day._id}`}>
      <Typography
        variant="subtitle1"
        sx={{ color: day.balanced ? 'success.main' : 'error.main', fontWeight: 600 }}
        data-balanced={day.balanced}
      >
        {day._id} ·{' '}
        {day.balanced ? bilingual('Seimbang', 'Balanced') : bilingual('Tidak seimbang', 'Does not balance')}
        <Button label="CSV" onClick={() => void download()} />
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{bilingual('Pemeriksaan', 'Check')}</TableCell>
            <TableCell align="right">{bilingual('Catatan', 'Records')}</TableCell>
            <TableCell align="right">{bilingual('Buku besar', 'Ledger')}</TableCell>
            <TableCell align="right">{bilingual('Selisih', 'Difference')}</TableCell>
            <TableCell>{bilingual('Yang berbeda', 'What differs')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {day.rows.map((row) => {
            const red = row.difference !== 0 || row.detail.length > 0;
            return (
              <TableRow key={row.check} sx={red ? { bgcolor: 'error.light' } : undefined}>
                <TableCell>{row.check}</TableCell>
                <TableCell align="right">{row.records}</TableCell>
                <TableCell align="right">{row.ledger}</TableCell>
                <TableCell align="right">{row.difference}</TableCell>
                <TableCell>{row.detail.join('; ')}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function Days() {
  const { data } = useListContext<ReconciliationDay & { id: string }>();
  return (
    <Box sx={{ p: 2 }}>
      {data?.map((day) => (
        <Day key={day.id} day={day} />
      ))}
    </Box>
  );
}

/**
 * Each day in Jakarta, newest first: what the records say moved against what the ledger moved, row by row; a day
 * that does not balance is red, with what differs named.
 */
export const reconciliationResource: StudioResource = {
  name: 'reconciliation',
  options: { label: bilingual('Rekonsiliasi', 'Reconciliation') },
  list: () => (
    <List title={bilingual('Rekonsiliasi harian', 'Daily reconciliation')} exporter={false} perPage={10}>
      <Days />
    </List>
  ),
  api: { list: '/studio/reconciliation' },
  writers: [],
};
