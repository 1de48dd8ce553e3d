import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CoverImage,
  ErrorState,
  formatNumber,
  StatFigure,
  StatusBadge,
  t,
  useAsync,
  Link,
  useParams,
} from '@fanhub/shared-ui';
import { ProgressBar } from '@fanhub/shared-ui/details';
import { useLiveTally } from '@fanhub/shared-auth';
import { VoidingNotices } from '../../../components/voiding-notices';
import { VotingRulesPanel } from '../../../components/voting-rules';
import { getVotingDetail } from '../api/get-voting-detail';
import { TopFansPickers } from './top-fanspickers';

/** `/fanspick/{votingId}`: the voting's projects, totals, days left, status and Top FansPicker ranking. */
export function VotingDetailPage() {
  const { votingId = '' } = useParams();
  const { data: loaded, error, reload } = useAsync(() => getVotingDetail(votingId), [votingId]);
  // Totals and the ranking follow every vote, from any fan, without a reload.
  const voting = useLiveTally('voting', votingId, loaded);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!voting) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  // The detail's indicator is active or trending (docs/product.md section 4); an ended voting says so in days.
  const indicator = voting.status === 'trending' ? 'trending' : 'active';

  return (
    <Stack spacing={3}>
      <CoverImage src={voting.image} alt={voting.title} rounded />
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {voting.title}
          </Typography>
          <StatusBadge kind="voting" status={indicator} />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {voting.description}
        </Typography>
      </Box>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatFigure
          label={t('Total Koin', 'Total coins')}
          value={formatNumber(voting.totalCoins)}
          testId="voting-total-coins"
        />
        <StatFigure
          label={t('Total vote', 'Total votes')}
          value={formatNumber(voting.totalVotes)}
          testId="voting-total-votes"
        />
        <StatFigure
          label={t('Sisa hari', 'Days left')}
          value={voting.daysRemaining > 0 ? voting.daysRemaining : t('Berakhir', 'Ended')}
        />
      </Stack>
      <VoidingNotices voidings={voting.voidings} />
      <VotingRulesPanel rules={voting.rules} durationTime={voting.durationTime} />
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('Proyek', 'Projects')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {voting.projects.map((project) => (
            <Card key={project._id} variant="outlined" data-testid="project-card">
              <CardActionArea component={Link} to={`/fanspick/project/${project._id}`}>
                <CoverImage src={project.image} alt={project.title} />
                <CardContent>
                  <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                    {project.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" className="notranslate">
                    {formatNumber(project.totalVotes)} / {formatNumber(project.targetVotes)} vote
                  </Typography>
                  <ProgressBar collected={project.totalVotes} target={project.targetVotes} />
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Top FansPicker
        </Typography>
        <TopFansPickers fans={voting.topFansPickers} />
      </Box>
    </Stack>
  );
}
