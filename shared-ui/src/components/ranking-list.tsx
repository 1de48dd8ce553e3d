import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { formatNumber } from '../format/numbers';
import { RankingBadge, type RANKING_ORDERS } from './ranking-badge';

export interface RankedFan {
  userId: string;
  fullName: string;
  avatar: string | null;
  coins: number;
}

/** Fans in rank order (first = rank 1): avatar, name, coins and the rank's badge (MVPs or Top FansPicker). */
export function RankingList({
  fans,
  order,
  testId,
}: {
  fans: RankedFan[];
  order: keyof typeof RANKING_ORDERS;
  testId?: string;
}) {
  return (
    <List data-testid={testId}>
      {fans.map((fan, index) => (
        <ListItem key={fan.userId} secondaryAction={<RankingBadge rank={index + 1} order={order} />}>
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
