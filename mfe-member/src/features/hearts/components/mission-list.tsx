import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MissionAction, MissionProgress } from '@fanhub/contract';
import { useSession } from '@fanhub/shared-auth';
import { ErrorState, Link as RouterLink, showToast, t, useAsync, useSubmit } from '@fanhub/shared-ui';
import { claimMission, getMissions } from '../api/hearts';
import { toastRefusal } from '../toast-refusal';

/** Where a fan does what a mission asks. */
const WHERE: Record<MissionAction, { to: string; label: string }> = {
  vote: { to: '/fanspick', label: t('Ke Fans Pick', 'Go to Fans Pick') },
  support_campaign: { to: '/fanfunding', label: t('Ke Fan Funding', 'Go to Fan Funding') },
  join_event: { to: '/event', label: t('Ke Event', 'Go to Events') },
};

/** The missions open now: each with its reward, what the fan claimed today, and claim (when done) or where to do it. */
export function MissionList({ memberId }: { memberId: string }) {
  const missions = useAsync(() => getMissions(memberId), [memberId]);
  if (missions.error) return <ErrorState message={missions.error.message} onRetry={missions.reload} />;
  if (!missions.data) return <Skeleton variant="rounded" height={72} />;
  if (missions.data.length === 0)
    return (
      <Typography color="text.secondary">{t('Belum ada misi hari ini', 'No missions today')}</Typography>
    );
  return (
    <List disablePadding data-testid="missions">
      {missions.data.map((mission) => (
        <MissionRow key={mission._id} memberId={memberId} mission={mission} />
      ))}
    </List>
  );
}

function MissionRow({ memberId, mission }: { memberId: string; mission: MissionProgress }) {
  const session = useSession();
  const request = useSubmit();
  const done = mission.claimedToday >= mission.dailyLimit;
  const claim = () =>
    request.run(
      async () => {
        const result = await claimMission(memberId, mission._id);
        showToast(t(`Misi selesai! +${result.hearts} Hati`, `Mission complete! +${result.hearts} hearts`), {
          variant: 'success',
        });
        // The list and the page read again when the hearts change.
        session.setHearts(result.available);
      },
      (error) => toastRefusal(['Klaim Gagal', 'Claim Failed'], error),
    );

  return (
    <ListItem
      divider
      disableGutters
      data-testid="mission"
      // On a phone the action goes under the title, so neither is squeezed.
      sx={{
        gap: 1,
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
      }}
    >
      <Stack sx={{ flex: 1, minWidth: 0, alignSelf: 'stretch' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{mission.title}</Typography>
        <Typography variant="body2" color="text.secondary" className="notranslate">
          +{mission.reward} Hati · {t('hari ini', 'today')} {mission.claimedToday}/{mission.dailyLimit}
        </Typography>
      </Stack>
      {mission.claimable ? (
        <Button variant="contained" disabled={request.busy} onClick={() => void claim()}>
          {t('Klaim', 'Claim')}
        </Button>
      ) : done ? (
        <Typography color="success.dark" sx={{ fontWeight: 700 }}>
          {t('Selesai', 'Done')}
        </Typography>
      ) : (
        <Button component={RouterLink} to={WHERE[mission.action].to} variant="outlined">
          {WHERE[mission.action].label}
        </Button>
      )}
    </ListItem>
  );
}
