import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { bilingual, FINANCE, type HeldAccount, jakartaTime } from '@fanhub/contract';
import { studioApi, useStudioCall, type StudioResource } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Button, Title, useCanAccess } from 'react-admin';

/** Fans a reversal put on hold (coins already spent), oldest first; finance releases them once settled. */
function HeldAccounts() {
  const [held, setHeld] = useState<HeldAccount[]>();
  const [failure, setFailure] = useState<string>();
  const [round, setRound] = useState(0);
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'held-accounts' });
  const { busy, post } = useStudioCall(bilingual('Penahanan dicabut', 'Hold released'));
  useEffect(() => {
    studioApi
      .get<{ data: HeldAccount[] }>('/studio/held-accounts')
      .then(({ data }) => setHeld(data.data))
      .catch((error: Error) => setFailure(error.message));
  }, [round]);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={bilingual('Akun ditahan', 'Held accounts')} />
      {failure && <Alert severity="error">{failure}</Alert>}
      {held?.length === 0 && (
        <Alert severity="info">{bilingual('Tidak ada akun ditahan', 'No account is on hold')}</Alert>
      )}
      {held && held.length > 0 && (
        <Table size="small" data-testid="held-accounts">
          <TableHead>
            <TableRow>
              <TableCell>Fan</TableCell>
              <TableCell>{bilingual('Saldo', 'Balance')}</TableCell>
              <TableCell>{bilingual('Kekurangan', 'Shortfall')}</TableCell>
              <TableCell>{bilingual('Ditahan sejak', 'Held since')}</TableCell>
              <TableCell>{bilingual('Alasan', 'Reason')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {held.map((account) => (
              <TableRow key={account.memberId}>
                <TableCell>{`${account.fullName} (${account.email})`}</TableCell>
                <TableCell>{account.balance}</TableCell>
                <TableCell>{account.shortfall}</TableCell>
                <TableCell>{account.heldSince && jakartaTime(account.heldSince)}</TableCell>
                <TableCell>{account.reason}</TableCell>
                <TableCell>
                  {canAccess && (
                    <Button
                      label={bilingual('Cabut penahanan', 'Release')}
                      variant="outlined"
                      disabled={busy}
                      onClick={async () => {
                        if (await post(`/studio/held-accounts/${account.memberId}/release`))
                          setRound(round + 1);
                      }}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

export const heldAccountResource: StudioResource = {
  name: 'held-accounts',
  options: { label: bilingual('Akun ditahan', 'Held accounts') },
  list: HeldAccounts,
  api: { one: '/studio/held-accounts/:id' },
  writers: FINANCE,
};
