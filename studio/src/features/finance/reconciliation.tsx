import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bilingual, type ReconciliationDay } from '@fanhub/contract';
import { downloadFromApi, studioApi, type StudioResource } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Button, Title } from 'react-admin';

/**
 * Each day in Jakarta, newest first: what the records say moved against what the ledger moved, row by row; a day
 * that does not balance is red, with what differs named.
 */
function Reconciliation() {
  const [days, setDays] = useState<ReconciliationDay[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    studioApi
      .get<{ data: ReconciliationDay[] }>('/studio/reconciliation')
      .then(({ data }) => setDays(data.data))
      .catch((error: Error) => setFailure(error.message));
  }, []);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={bilingual('Rekonsiliasi harian', 'Daily reconciliation')} />
      {failure && <Alert severity="error">{failure}</Alert>}
      {days?.map((day) => (
        <Box key={day._id} sx={{ mb: 3 }} data-testid={`reconciliation-${day._id}`}>
          <Typography
            variant="subtitle1"
            sx={{ color: day.balanced ? 'success.main' : 'error.main', fontWeight: 600 }}
            data-balanced={day.balanced}
          >
            {day._id} ·{' '}
            {day.balanced
              ? bilingual('Seimbang', 'Balanced')
              : bilingual('Tidak seimbang', 'Does not balance')}
            <Button
              label="CSV"
              onClick={() =>
                void downloadFromApi(`/studio/reconciliation/${day._id}/csv`, `reconciliation-${day._id}.csv`)
              }
            />
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
      ))}
    </Box>
  );
}

export const reconciliationResource: StudioResource = {
  name: 'reconciliation',
  options: { label: bilingual('Rekonsiliasi', 'Reconciliation') },
  list: Reconciliation,
  api: { one: '/studio/reconciliation' },
  writers: [],
};
