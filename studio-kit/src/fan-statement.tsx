import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { bilingual, MONEY_READERS, type StaffRole, type StatementRow, jakartaTime } from '@fanhub/contract';
import { studioApi } from './api-client';
import { useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';

/** A fan's coin statement (the newest 50 lines), as their member area shows it, for staff who read money. */
export function FanStatement({ memberId }: { memberId: string }) {
  const { identity } = useGetIdentity();
  const mayRead = MONEY_READERS.includes(identity?.role as StaffRole);
  const [lines, setLines] = useState<StatementRow[]>();
  useEffect(() => {
    if (!mayRead) return;
    void studioApi
      .get<{ data: StatementRow[] }>(`/studio/fans/${memberId}/statement`, { params: { limit: 50 } })
      .then(({ data }) => setLines(data.data));
  }, [memberId, mayRead]);
  if (identity && !mayRead)
    return (
      <Alert severity="info">
        {bilingual(
          'Mutasi koin fan hanya untuk finance, admin dan viewer',
          "A fan's coin statement is for finance, admins and viewers",
        )}
      </Alert>
    );
  if (!lines) return null;
  return (
    <Table size="small" data-testid="fan-statement">
      <TableHead>
        <TableRow>
          <TableCell>{bilingual('Waktu', 'When')}</TableCell>
          <TableCell>{bilingual('Keterangan', 'What')}</TableCell>
          <TableCell align="right">Koin</TableCell>
          <TableCell align="right">{bilingual('Saldo', 'Balance')}</TableCell>
          <TableCell>Transfer</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.transferId}>
            <TableCell>{jakartaTime(line.createdAt)}</TableCell>
            <TableCell>{line.description}</TableCell>
            <TableCell align="right">{line.amount}</TableCell>
            <TableCell align="right">{line.balanceAfter}</TableCell>
            <TableCell>{line.transferId}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
