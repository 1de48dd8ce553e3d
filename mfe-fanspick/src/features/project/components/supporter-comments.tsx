import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SupporterEntry } from '@fanhub/contract';
import { formatDate, formatNumber, t } from '@fanhub/shared-ui';

/** The fans who voted, newest first, with their coins and what they said. */
export function SupporterComments({ votes }: { votes: SupporterEntry[] }) {
  if (votes.length === 0)
    return <Typography color="text.secondary">{t('Belum ada dukungan', 'No supporters yet')}</Typography>;
  return (
    <List data-testid="supporter-comments">
      {votes.map((vote) => (
        <ListItem key={vote._id} alignItems="flex-start" divider>
          <ListItemAvatar>
            <Avatar src={vote.avatar ?? undefined} alt={vote.name}>
              {vote.name[0]}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <span className="notranslate">
                {vote.name} · {formatNumber(vote.coins)} Koin
              </span>
            }
            secondary={
              <>
                {vote.message && <span style={{ display: 'block' }}>{vote.message}</span>}
                <span className="notranslate">
                  {vote.email} · {formatDate(vote.createdAt, { withTime: true })}
                </span>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
