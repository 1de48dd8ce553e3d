import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState, useAsync, useParams } from '@fanhub/shared-ui';
import { TallyVerification } from '@fanhub/shared-ui/tally';
import { VoidingNotices } from '../../../components/voiding-notices';
import { getProject } from '../api/get-project';

/**
 * `/fanspick/project/{projectId}/verify`: every vote behind the project's total, verified in the browser; in a voting
 * that takes hearts, its heart votes too.
 */
export function ProjectVerifyPage() {
  const { projectId = '' } = useParams();
  const { data: project, error, reload } = useAsync(() => getProject(projectId), [projectId]);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!project) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  return (
    <Stack spacing={3}>
      <VoidingNotices voidings={project.votingDetail.voidings} />
      <TallyVerification
        tally={{ kind: 'voting-project', id: projectId }}
        title={project.title}
        shownTotal={project.coinsCollected}
        backTo={`/fanspick/project/${projectId}`}
      />
      {project.votingDetail.rules.heartWeight !== null && (
        <TallyVerification
          tally={{ kind: 'voting-project-hearts', id: projectId }}
          title={project.title}
          shownTotal={project.heartsCollected}
          backTo={`/fanspick/project/${projectId}`}
        />
      )}
    </Stack>
  );
}
