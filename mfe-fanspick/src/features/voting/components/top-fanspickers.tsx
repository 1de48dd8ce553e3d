import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatNumber, RankingBadge, t } from '@fanhub/shared-ui';
import type { RankedFan } from '../types';

/** Voters of a voting by coins given, highest first, with crown / star / award / trophy badges. */
export function TopFansPickers({ fans }: { fans: RankedFan[] }) {
  if (fans.length === 0) {
    return (
      <Typography color="text.secondary">
        {t('Belum ada voter, jadilah yang pertama!', 'No voters yet, be the first!')}
      </Typography>
    );
  }
  return (
    <List data-testid="top-fanspickers">
      {fans.map((fan) => (
        <ListItem key={fan.userId} secondaryAction={<RankingBadge rank={fan.rank} order="fanspicker" />}>
          <ListItemAvatar>
            <Avatar src={fan.avatar ?? undefined} alt={fan.fullName}>
              {fan.fullName[0]}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={<span className="notranslate">{fan.fullName}</span>}
            secondary={<span className="notranslate">{formatNumber(fan.coins)} Koin</span>}
          />
        </ListItem>
      ))}
    </List>
  );
}
