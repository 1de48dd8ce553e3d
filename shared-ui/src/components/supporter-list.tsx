import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SupporterEntry } from '@fanhub/contract';
import { formatDate } from '../format/dates';
import { formatNumber } from '../format/numbers';
import { avatarImage } from '../images/sources';
import { t } from '../text';

/**
 * Fans who gave coins (votes on a project, supports of a campaign), newest first: avatar or initial, name,
 * coins, message, masked email and date.
 */
export function SupporterList({ entries, testId }: { entries: SupporterEntry[]; testId: string }) {
  if (entries.length === 0)
    return <Typography color="text.secondary">{t('Belum ada dukungan', 'No supporters yet')}</Typography>;
  return (
    <List data-testid={testId}>
      {entries.map((entry) => (
        <ListItem key={entry._id} alignItems="flex-start" divider>
          <ListItemAvatar>
            <Avatar src={avatarImage(entry.avatar)} alt={entry.name}>
              {entry.name[0]}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <span className="notranslate">
                {entry.name} · {formatNumber(entry.coins)} Koin
              </span>
            }
            secondary={
              <>
                {entry.message && <span style={{ display: 'block' }}>{entry.message}</span>}
                <span className="notranslate">
                  {entry.email} · {formatDate(entry.createdAt, { withTime: true })}
                </span>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
