import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorState, ListSkeleton, RankingList, SectionHeading, t, useAsync } from '@fanhub/shared-ui';
import { getMvps } from '../api/get-mvps';

const monthName = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric' }).format(new Date(iso));

export function MvpList() {
  const { data, error, reload } = useAsync(getMvps, []);
  return (
    <Box component="section" id="mvp" aria-labelledby="mvp-title">
      <SectionHeading title="The MVPs" />
      {error ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : !data ? (
        <ListSkeleton />
      ) : data.mvps.length === 0 ? (
        <Typography color="text.secondary">
          {t('Belum ada MVP bulan ini', 'No MVPs yet this month')}
        </Typography>
      ) : (
        <>
          <Typography id="mvp-title" color="text.secondary" variant="body2">
            {t('Pendukung teratas', 'Top supporters')} · {monthName(data.createdAt)}
          </Typography>
          <RankingList fans={data.mvps} order="mvp" testId="mvp-list" />
        </>
      )}
    </Box>
  );
}
