import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { intents, useLiveTally, useSession } from '@fanhub/shared-auth';
import {
  CoverImage,
  ErrorState,
  formatNumber,
  MountedOnceOpen,
  onDemand,
  remainingLabelBilingual,
  ShareButton,
  t,
  useAsync,
  VerifyTallyLink,
  useParams,
} from '@fanhub/shared-ui';
import { ProgressBar, SupporterList } from '@fanhub/shared-ui/details';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { VoidingNotices } from '../../../components/voiding-notices';
import { VotingRulesPanel } from '../../../components/voting-rules';
import { getProject } from '../api/get-project';

// The vote dialog downloads the first time a fan opens it.
const VoteModal = onDemand(async () => (await import('./vote-modal')).VoteModal);

/** `/fanspick/project/{projectId}`: the project, its progress, and voting for it. */
export const ProjectPage = observer(function ProjectPage() {
  const { projectId = '' } = useParams();
  const session = useSession();
  const { data: loaded, error, reload } = useAsync(() => getProject(projectId), [projectId]);
  // Totals and newest votes follow every vote, from any fan, without a reload.
  const project = useLiveTally('voting-project', projectId, loaded);
  const [voting, setVoting] = useState(false);

  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!project) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  const ended = project.votingDetail.status === 'completed';

  return (
    <Stack spacing={3}>
      <CoverImage src={project.image} alt={project.title} rounded />
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {project.title}
        </Typography>
        <Typography color="text.secondary">{project.votingDetail.title}</Typography>
      </Box>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography className="notranslate" data-testid="project-supporters">
          <b>{formatNumber(project.supporterCount)}</b> {t('pendukung', 'supporters')}
        </Typography>
        <Typography className="notranslate" data-testid="project-votes">
          <b>{formatNumber(project.totalVotes)}</b> vote
        </Typography>
        {project.votingDetail.rules.heartWeight !== null && <VotesApart project={project} />}
        <Typography>{remainingLabelBilingual(project.votingDetail.durationTime)}</Typography>
        <ShareButton
          shareUrl={`/fanspick/project/${project._id}`}
          shareTitle={project.title}
          shareDescription={project.description}
        />
        <VerifyTallyLink to={`/fanspick/project/${project._id}/verify`} />
      </Stack>
      <Box>
        <Typography variant="body2" color="text.secondary" className="notranslate">
          {formatNumber(project.totalVotes)} / {formatNumber(project.targetVotes)} vote
        </Typography>
        <ProgressBar collected={project.totalVotes} target={project.targetVotes} />
      </Box>
      <Typography>{project.description}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={() => intents.requestTopUp()}>
          Top up
        </Button>
        <Button
          variant="contained"
          disabled={ended}
          onClick={() =>
            session.isLoggedIn ? setVoting(true) : intents.requestLogin('vote', 'vote', () => setVoting(true))
          }
        >
          {ended ? t('Voting berakhir', 'Voting ended') : 'Vote'}
        </Button>
      </Stack>
      <VoidingNotices voidings={project.votingDetail.voidings} />
      <VotingRulesPanel rules={project.votingDetail.rules} durationTime={project.votingDetail.durationTime} />
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('Dukungan fans', 'Supporters')}
        </Typography>
        <SupporterList kind="vote" entries={project.votes} testId="supporter-comments" />
      </Box>
      <MountedOnceOpen open={voting}>
        <VoteModal
          project={project}
          rules={project.votingDetail.rules}
          open={voting}
          onClose={() => setVoting(false)}
          onVoted={reload}
        />
      </MountedOnceOpen>
    </Stack>
  );
});

/** In a voting that takes hearts: the project's votes with coins and with hearts, apart. */
function VotesApart({ project }: { project: { coinsCollected: number; heartsCollected: number } }) {
  return (
    <Typography className="notranslate" color="text.secondary" data-testid="project-votes-apart">
      {formatNumber(project.coinsCollected)} Koin · {formatNumber(project.heartsCollected)}{' '}
      {t('Hati', 'hearts')}
    </Typography>
  );
}
