import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bilingual, MODERATORS, type FlaggedCluster } from '@fanhub/contract';
import { lastDaysFilter, useStudioCall, type StudioResource } from '@fanhub/studio-kit';
import { Button, List, useCanAccess, useListContext } from 'react-admin';
import { ProofOfWorkSetting } from './proof-of-work-setting';
import { SIGNAL_LABELS, when } from './signal-labels';
import { VoidVotesForm } from './void-votes-form';

/** One flagged group: what its accounts share, what they spent, and what a moderator can do about it. */
function FlaggedClusterCard({ cluster }: { cluster: FlaggedCluster }) {
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'fair-play' });
  const { busy, post } = useStudioCall(bilingual('Akun dibekukan', 'Account suspended'));
  const suspend = (memberId: string) =>
    post('/studio/fans/:memberId/suspension', { params: { memberId }, body: { suspended: true } });
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
        {canAccess && <VoidVotesForm cluster={cluster} />}
      </CardContent>
    </Card>
  );
}

function FlaggedClusters() {
  const { data } = useListContext<FlaggedCluster & { id: string }>();
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="flagged-clusters">
      {data?.length === 0 && (
        <Alert severity="success">{bilingual('Tidak ada yang ditandai', 'Nothing is flagged')}</Alert>
      )}
      {data?.map((cluster) => (
        <FlaggedClusterCard key={cluster.id} cluster={cluster} />
      ))}
    </Stack>
  );
}

const filters = [lastDaysFilter([1, 7, 30, 90])];

/**
 * What the signals flagged (docs/fair-play.md): groups of accounts with the evidence, for a moderator to judge.
 * Nothing here was blocked: suspending and voiding are a person's decisions, each in the audit trail.
 */
export const fairPlayResource: StudioResource = {
  name: 'fair-play',
  options: { label: bilingual('Fair play: sinyal', 'Fair play: signals') },
  list: () => (
    <>
      <ProofOfWorkSetting />
      <List
        title={bilingual('Fair play', 'Fair play')}
        filters={filters}
        filterDefaultValues={{ days: 7 }}
        exporter={false}
      >
        <FlaggedClusters />
      </List>
    </>
  ),
  api: { list: '/studio/fair-play/signals' },
  writers: MODERATORS,
};
