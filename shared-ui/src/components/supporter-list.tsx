import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MessageKind, SupporterEntry } from '@fanhub/contract';
import { formatDate } from '../format/dates';
import { formatNumber } from '../format/numbers';
import { avatarImage } from '../images/sources';
import { t } from '../text';
import { ReportMessageButton } from './report-message-button';

/**
 * Fans who gave coins (votes on a project, supports of a campaign: `kind`), newest first: avatar or initial,
 * name, coins, message, masked email and date. A signed-in fan can report another fan's message.
 */
export function SupporterList({
  entries,
  kind,
  testId,
}: {
  entries: SupporterEntry[];
  kind: MessageKind;
  testId: string;
}) {
  if (entries.length === 0)
    return <Typography color="text.secondary">{t('Belum ada dukungan', 'No supporters yet')}</Typography>;
  return (
    <List data-testid={testId}>
      {entries.map((entry) => (
        <ListItem
          key={entry._id}
          alignItems="flex-start"
          divider
          secondaryAction={entry.message ? <ReportMessageButton kind={kind} entry={entry} /> : undefined}
        >
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
