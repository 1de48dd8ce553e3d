import Typography from '@mui/material/Typography';
import { ErrorState, ListSkeleton, t, useAsync } from '@fanhub/shared-ui';
import { RankingList } from '@fanhub/shared-ui/details';
import { getMvps } from '../api/get-mvps';

const monthName = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric' }).format(new Date(iso));

/** This month's top supporters, from the ledger. */
export default function MvpRanking() {
  const { data, error, reload } = useAsync(getMvps, []);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data) return <ListSkeleton />;
  if (data.mvps.length === 0)
    return (
      <Typography color="text.secondary">{t('Belum ada MVP bulan ini', 'No MVPs yet this month')}</Typography>
    );
  return (
    <>
      <Typography id="mvp-title" color="text.secondary" variant="body2">
        {t('Pendukung teratas', 'Top supporters')} · {monthName(data.createdAt)}
      </Typography>
      <RankingList fans={data.mvps} order="mvp" testId="mvp-list" />
    </>
  );
}
