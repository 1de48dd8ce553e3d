import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ErrorState, formatNumber, ListSkeleton, RankingBadge, t, useAsync } from '@fanhub/shared-ui';
import { getMvps } from '../api/get-mvps';
import { SectionHeading } from './section-heading';

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
          <List data-testid="mvp-list">
            {data.mvps.map((mvp, index) => (
              <ListItem key={mvp.userId} secondaryAction={<RankingBadge rank={index + 1} order="mvp" />}>
                <ListItemAvatar>
                  <Avatar src={mvp.avatar ?? undefined} alt={mvp.fullName}>
                    {mvp.fullName[0]}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={<span className="notranslate">{mvp.fullName}</span>}
                  secondary={<span className="notranslate">{formatNumber(mvp.coins)} Koin</span>}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
