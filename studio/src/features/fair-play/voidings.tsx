import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { bilingual, MODERATORS, type StudioVoiding } from '@fanhub/contract';
import { studioApi, type StudioResource } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { when } from './signal-labels';

const DESTINATIONS = {
  returned: bilingual('dikembalikan ke akun', 'returned to the accounts'),
  forfeited: bilingual('disita', 'forfeited'),
};

/** Every voiding moderators decided, newest first: what fans read on the voting's page, and who decided it. */
function Voidings() {
  const [voidings, setVoidings] = useState<StudioVoiding[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    studioApi
      .get<{ data: StudioVoiding[] }>('/studio/fair-play/voidings')
      .then(({ data }) => setVoidings(data.data))
      .catch((error: Error) => setFailure(error.message));
  }, []);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={bilingual('Vote dibatalkan', 'Voided votes')} />
      {failure && <Alert severity="error">{failure}</Alert>}
      {voidings?.length === 0 && (
        <Alert severity="info">{bilingual('Belum ada vote dibatalkan', 'No votes were voided')}</Alert>
      )}
      {voidings && voidings.length > 0 && (
        <Table size="small" data-testid="voidings">
          <TableHead>
            <TableRow>
              <TableCell>{bilingual('Waktu', 'When')}</TableCell>
              <TableCell>Voting</TableCell>
              <TableCell>{bilingual('Akun', 'Accounts')}</TableCell>
              <TableCell>Vote</TableCell>
              <TableCell>{bilingual('Koin', 'Coins')}</TableCell>
              <TableCell>{bilingual('Alasan', 'Reason')}</TableCell>
              <TableCell>{bilingual('Oleh', 'By')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {voidings.map((voiding) => (
              <TableRow key={voiding._id}>
                <TableCell>{when(voiding.voidedAt)}</TableCell>
                <TableCell>{voiding.votingTitle}</TableCell>
                <TableCell>{voiding.accounts}</TableCell>
                <TableCell>{voiding.votes}</TableCell>
                <TableCell>{`${voiding.coins} (${DESTINATIONS[voiding.destination]})`}</TableCell>
                <TableCell>{voiding.reason}</TableCell>
                <TableCell>{voiding.voidedBy}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

export const voidingResource: StudioResource = {
  name: 'voidings',
  options: { label: bilingual('Fair play: vote dibatalkan', 'Fair play: voided votes') },
  list: Voidings,
  api: { one: '/studio/fair-play/voidings/:id' },
  writers: MODERATORS,
};
