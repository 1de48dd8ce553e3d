import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bilingual, type StatementRow, type StudioFan, type StudioTransfer } from '@fanhub/contract';
import { studioApi, type StudioResource } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Button, Title } from 'react-admin';

/** A fan's coin statement, as their member area shows it: the fan found by name or email. */
function FanStatement() {
  const [query, setQuery] = useState('');
  const [fans, setFans] = useState<StudioFan[]>([]);
  const [fan, setFan] = useState<StudioFan>();
  const [lines, setLines] = useState<StatementRow[]>();
  useEffect(() => {
    if (query.trim().length < 2) return setFans([]);
    void studioApi
      .get<{ data: StudioFan[] }>('/studio/fans', { params: { q: query, limit: 10 } })
      .then(({ data }) => setFans(data.data));
  }, [query]);
  useEffect(() => {
    if (!fan) return;
    void studioApi
      .get<{ data: StatementRow[] }>(`/studio/fans/${fan._id}/statement`, { params: { limit: 50 } })
      .then(({ data }) => setLines(data.data));
  }, [fan]);
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{bilingual('Mutasi koin fan', "A fan's coin statement")}</Typography>
      <TextField
        select={fans.length > 0 && !fan}
        size="small"
        label={bilingual('Nama atau email fan', "The fan's name or email")}
        value={fan ? fan._id : query}
        onChange={(event) => {
          const chosen = fans.find((candidate) => candidate._id === event.target.value);
          if (chosen) setFan(chosen);
          else {
            setFan(undefined);
            setQuery(event.target.value);
          }
        }}
      >
        {fans.map((candidate) => (
          <MenuItem key={candidate._id} value={candidate._id}>
            {`${candidate.fullName} (${candidate.email}) · ${candidate.coins} Koin`}
          </MenuItem>
        ))}
      </TextField>
      {fan && (
        <Button label={bilingual('Cari fan lain', 'Find another fan')} onClick={() => setFan(undefined)} />
      )}
      {fan && lines && (
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
                <TableCell>{new Date(line.createdAt).toLocaleString('id-ID')}</TableCell>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{line.amount}</TableCell>
                <TableCell align="right">{line.balanceAfter}</TableCell>
                <TableCell>{line.transferId}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** A transfer by its number: its two entries and the seal that holds them. */
function TransferLookup() {
  const [id, setId] = useState('');
  const [found, setFound] = useState<StudioTransfer>();
  const [failure, setFailure] = useState<string>();
  const look = () =>
    studioApi
      .get<{ data: StudioTransfer }>(`/studio/transfers/${Number(id)}`)
      .then(({ data }) => {
        setFound(data.data);
        setFailure(undefined);
      })
      .catch((error: Error) => {
        setFound(undefined);
        setFailure(error.message);
      });
  const account = (side: StudioTransfer['from']) =>
    `${side.kind} ${side.name ?? side.ownerId} (#${side.accountId})`;
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{bilingual('Transfer', 'A transfer')}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={bilingual('Nomor transfer', 'Transfer number')}
          value={id}
          onChange={(event) => setId(event.target.value)}
        />
        <Button
          label={bilingual('Cari', 'Find')}
          variant="outlined"
          disabled={!/^\d+$/.test(id)}
          onClick={() => void look()}
        />
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {found && (
        <Box data-testid="transfer" sx={{ fontSize: 14 }}>
          <div>{`${found.reason} · ${found.amount} Koin · ${new Date(found.createdAt).toLocaleString('id-ID')} · ${found.reference ?? ''}`}</div>
          <div>{`${bilingual('Dari', 'From')}: ${account(found.from)} → ${bilingual('ke', 'to')}: ${account(found.to)}`}</div>
          <div>{found.entries.map((entry) => `#${entry.entryId}: ${entry.amount}`).join(' · ')}</div>
          <div>
            {found.seal
              ? `${bilingual('Segel', 'Seal')} #${found.seal.sealId} ${found.seal.hash}`
              : bilingual('Belum disegel', 'Not sealed yet')}
          </div>
        </Box>
      )}
    </Stack>
  );
}

function LedgerLookup() {
  return (
    <Stack spacing={4} sx={{ p: 2 }}>
      <Title title={bilingual('Buku besar', 'Ledger')} />
      <FanStatement />
      <TransferLookup />
    </Stack>
  );
}

/** Finding money: a fan's statement and a transfer with its seal (reading only). */
export const ledgerLookupResource: StudioResource = {
  name: 'ledger',
  options: { label: bilingual('Buku besar', 'Ledger') },
  list: LedgerLookup,
  api: { one: '/studio/transfers/:id' },
  writers: [],
};
