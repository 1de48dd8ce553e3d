import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HeartsSummary } from '@fanhub/contract';
import { useSession } from '@fanhub/shared-auth';
import {
  ErrorState,
  formatNumber,
  jakartaTime,
  SectionHeading,
  showToast,
  StatFigure,
  t,
  useAsync,
  useSubmit,
} from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { StatementList } from '../../../components/statement-list';
import { checkIn, getHeartStatement, getHearts } from '../api/hearts';
import { toastRefusal } from '../toast-refusal';
import { MissionList } from './mission-list';

/**
 * `/member-area/hati`: the fan's hearts (free votes), today's check-in, the missions open now and the hearts
 * statement. Everything reads again whenever the fan's hearts change (a check-in, a claim, a vote elsewhere).
 */
export const HeartsPage = observer(function HeartsPage() {
  const session = useSession();
  const memberId = session.user?._id ?? '';
  const summary = useAsync(() => getHearts(memberId), [memberId, session.hearts]);

  return (
    <Stack spacing={3}>
      {summary.error ? (
        <ErrorState message={summary.error.message} onRetry={summary.reload} />
      ) : summary.data ? (
        <CheckInPanel memberId={memberId} summary={summary.data} />
      ) : (
        <Skeleton variant="rounded" height={160} data-testid="loading" />
      )}
      <section>
        <SectionHeading title={t('Misi', 'Missions')} />
        <MissionList key={session.hearts} memberId={memberId} />
      </section>
      {summary.data && <AboutHearts rules={summary.data.rules} />}
      <section>
        <SectionHeading title={t('Riwayat Hati', 'Hearts Statement')} />
        <StatementList
          key={session.hearts}
          memberId={memberId}
          read={getHeartStatement}
          empty={t('Belum ada pergerakan Hati', 'No heart movements yet')}
          testId="heart-statement"
        />
      </section>
    </Stack>
  );
});

const CheckInPanel = observer(function CheckInPanel({
  memberId,
  summary,
}: {
  memberId: string;
  summary: HeartsSummary;
}) {
  const session = useSession();
  const request = useSubmit();
  const { rules } = summary;
  const checkInNow = () =>
    request.run(
      async () => {
        const result = await checkIn(memberId);
        showToast(
          t(
            `Absen berhasil! +${result.hearts} Hati · ${result.streak} hari berturut-turut`,
            `Checked in! +${result.hearts} hearts · ${result.streak} days in a row`,
          ),
          { variant: 'success' },
        );
        session.setHearts(result.available);
      },
      (error) => toastRefusal(['Absen Gagal', 'Check-in Failed'], error),
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <StatFigure
            label={t('Hati Kamu', 'Your Hearts')}
            value={`${formatNumber(summary.available)} Hati`}
            testId="member-hearts"
          />
          <StatFigure
            label={t('Absen berturut-turut', 'Days in a row')}
            value={formatNumber(summary.streak)}
            testId="heart-streak"
          />
        </Stack>
        {summary.expiringNext && (
          <Typography variant="body2" color="text.secondary" data-testid="hearts-expiring">
            {t(
              `${formatNumber(summary.expiringNext.hearts)} Hati kedaluwarsa ${jakartaTime(summary.expiringNext.at)}`,
              `${formatNumber(summary.expiringNext.hearts)} hearts expire ${jakartaTime(summary.expiringNext.at, 'en')}`,
            )}
          </Typography>
        )}
        {summary.checkedInToday ? (
          <Typography data-testid="checked-in">
            {t(
              `Sudah absen hari ini. Absen lagi mulai ${jakartaTime(summary.nextCheckInAt)}`,
              `Checked in today. Check in again from ${jakartaTime(summary.nextCheckInAt, 'en')}`,
            )}
          </Typography>
        ) : (
          <Button
            variant="contained"
            disabled={request.busy}
            onClick={() => void checkInNow()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t(
              `Absen hari ini · +${summary.nextCheckInHearts} Hati`,
              `Check in today · +${summary.nextCheckInHearts} hearts`,
            )}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          {t(
            `Absen setiap hari (WIB): +${rules.checkIn} Hati, dan +${rules.streakBonus} di hari ke-${rules.streakLength} berturut-turut`,
            `Check in every day (Jakarta time): +${rules.checkIn} hearts, and +${rules.streakBonus} on day ${rules.streakLength} in a row`,
          )}
        </Typography>
      </Stack>
    </Paper>
  );
});

/** What hearts are, in the fan's words: free, for votings that take them, expiring, never money. */
function AboutHearts({ rules }: { rules: HeartsSummary['rules'] }) {
  return (
    <section>
      <SectionHeading title={t('Tentang Hati', 'About hearts')} />
      <Typography variant="body2" color="text.secondary">
        {t(
          `Hati adalah vote gratis dari absen harian dan misi, paling banyak ${rules.dailyCap} sehari. Pakai untuk voting yang menerima Hati. Hati kedaluwarsa ${rules.lifetimeDays} hari setelah didapat (yang paling dekat kedaluwarsa dipakai dulu), tidak bisa dibeli, ditukar dengan Koin, atau dikembalikan.`,
          `Hearts are free votes from the daily check-in and missions, at most ${rules.dailyCap} a day. Use them in votings that take hearts. Hearts expire ${rules.lifetimeDays} days after you earn them (those closest to expiry are spent first), and cannot be bought, exchanged for coins or refunded.`,
        )}
      </Typography>
    </section>
  );
}
