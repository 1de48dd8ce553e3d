import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { ErrorState, formatDate, ListSkeleton, t, useAsync, Link } from '@fanhub/shared-ui';
import { getLatestNotifications } from '../api/get-notifications';

function NotificationList() {
  const { data, error, reload } = useAsync(getLatestNotifications, []);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data) return <ListSkeleton rows={3} />;
  if (data.length === 0)
    return <Typography color="text.secondary">{t('Belum ada notifikasi', 'No notifications')}</Typography>;
  return (
    <List dense disablePadding data-testid="notification-list">
      {data.map((notification) => (
        <ListItem key={notification._id} divider disableGutters>
          <ListItemText
            primary={notification.title}
            slotProps={{ primary: { sx: { fontWeight: notification.status === 'unread' ? 700 : 400 } } }}
            secondary={
              <>
                {notification.content}
                <br />
                {formatDate(notification.timestamp, { withTime: true })}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * 'Notifikasi / Notifications' under the bell: fetched only while open, nothing rendered when closed; the
 * member area holds the full list.
 */
export function NotificationsDropdown({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  if (!anchor) return null;
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box
        sx={{ p: 2, width: 340, maxWidth: '90vw' }}
        role="dialog"
        aria-label={t('Notifikasi', 'Notifications')}
      >
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('Notifikasi', 'Notifications')}
        </Typography>
        <NotificationList />
        <Button component={Link} to="/member-area/notifikasi" onClick={onClose} fullWidth sx={{ mt: 1 }}>
          {t('Lihat semua notifikasi', 'See all notifications')}
        </Button>
      </Box>
    </Popover>
  );
}
