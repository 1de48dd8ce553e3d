import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bilingual, MODERATORS, type FlaggedCluster } from '@fanhub/contract';
import { studioApi, useStudioCall, type StudioResource } from '@fanhub/studio-kit';
import { useEffect, useState } from 'react';
import { Button, Title, useCanAccess } from 'react-admin';
import { ProofOfWorkSetting } from './proof-of-work-setting';
import { SIGNAL_LABELS, when } from './signal-labels';
import { VoidVotesForm } from './void-votes-form';

const PERIODS = [1, 7, 30, 90];

/** One flagged group: what its accounts share, what they spent, and what a moderator can do about it. */
function FlaggedClusterCard({ cluster, onChanged }: { cluster: FlaggedCluster; onChanged: () => void }) {
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'fair-play' });
  const { busy, post } = useStudioCall(bilingual('Akun dibekukan', 'Account suspended'));
  const suspend = async (memberId: string) => {
    if (await post(`/studio/fans/${memberId}/suspension`, { suspended: true })) onChanged();
  };
  return (
    <Card variant="outlined" data-testid="flagged-cluster">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Chip color="warning" size="small" label={SIGNAL_LABELS[cluster.kind]} />
          <Typography variant="subtitle1">{cluster.evidence}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[cluster.voting?.title, cluster.project?.title].filter(Boolean).join(' › ')}
          {` · ${when(cluster.from)} – ${when(cluster.to)} · ${cluster.coins} Koin`}
        </Typography>
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Fan</TableCell>
              <TableCell>{bilingual('Terdaftar', 'Registered')}</TableCell>
              <TableCell>{bilingual('Koin dipakai', 'Coins spent')}</TableCell>
              <TableCell>{bilingual('Saldo', 'Balance')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {cluster.accounts.map((account) => (
              <TableRow key={account._id}>
                <TableCell>{`${account.fullName} (${account.email})`}</TableCell>
                <TableCell>{when(account.createdAt)}</TableCell>
                <TableCell>{account.coinsSpent}</TableCell>
                <TableCell>{account.coins}</TableCell>
                <TableCell>
                  {account.suspended ? (
                    <Chip size="small" label={bilingual('Dibekukan', 'Suspended')} />
                  ) : (
                    canAccess && (
                      <Button
                        label={bilingual('Bekukan', 'Suspend')}
                        variant="outlined"
                        disabled={busy}
                        onClick={() => void suspend(account._id)}
                      />
                    )
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {canAccess && <VoidVotesForm cluster={cluster} onVoided={onChanged} />}
      </CardContent>
    </Card>
  );
}

/**
 * What the signals flagged (docs/fair-play.md): groups of accounts with the evidence, for a moderator to judge.
 * Nothing here was blocked: suspending and voiding are a person's decisions, each in the audit trail.
 */
function FairPlaySignals() {
  const [days, setDays] = useState(7);
  const [clusters, setClusters] = useState<FlaggedCluster[]>();
  const [failure, setFailure] = useState<string>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    studioApi
      .get<{ data: FlaggedCluster[] }>('/studio/fair-play/signals', { params: { days } })
      .then(({ data }) => setClusters(data.data))
      .catch((error: Error) => setFailure(error.message));
  }, [days, round]);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={bilingual('Fair play', 'Fair play')} />
      <ProofOfWorkSetting />
      <TextField
        select
        size="small"
        label={bilingual('Periode', 'Period')}
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
        sx={{ mb: 2, minWidth: 200 }}
      >
        {PERIODS.map((period) => (
          <MenuItem key={period} value={period}>
            {bilingual(`${period} hari terakhir`, `Last ${period} days`)}
          </MenuItem>
        ))}
      </TextField>
      {failure && <Alert severity="error">{failure}</Alert>}
      {clusters?.length === 0 && (
        <Alert severity="success">{bilingual('Tidak ada yang ditandai', 'Nothing is flagged')}</Alert>
      )}
      <Stack spacing={2} data-testid="flagged-clusters">
        {clusters?.map((cluster) => (
          <FlaggedClusterCard key={cluster._id} cluster={cluster} onChanged={() => setRound(round + 1)} />
        ))}
      </Stack>
    </Box>
  );
}

export const fairPlayResource: StudioResource = {
  name: 'fair-play',
  options: { label: bilingual('Fair play: sinyal', 'Fair play: signals') },
  list: FairPlaySignals,
  api: { one: '/studio/fair-play/signals/:id' },
  writers: MODERATORS,
};
