import type { RankedFan } from '@fanhub/contract';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { formatNumber } from '../format/numbers';
import { avatarImage } from '../images/sources';
import { RankingBadge, type RANKING_ORDERS } from './ranking-badge';

/** A fan in a ranking: the Top FansPicker entry's fields, which an MVP has too. */
export type RankingEntry = Pick<RankedFan, 'userId' | 'fullName' | 'avatar' | 'coins'>;

/** Fans in rank order (first = rank 1): avatar, name, coins and the rank's badge (MVPs or Top FansPicker). */
export function RankingList({
  fans,
  order,
  testId,
}: {
  fans: RankingEntry[];
  order: keyof typeof RANKING_ORDERS;
  testId?: string;
}) {
  return (
    <List data-testid={testId}>
      {fans.map((fan, index) => (
        <ListItem key={fan.userId} secondaryAction={<RankingBadge rank={index + 1} order={order} />}>
          <ListItemAvatar>
            <Avatar src={avatarImage(fan.avatar)} alt={fan.fullName}>
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
