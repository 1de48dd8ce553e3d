import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberNotification } from '@fanhub/contract';
import { NETWORK_ERROR_MESSAGE, refusalMessage, unreadNotifications, useSession } from '@fanhub/shared-auth';
import { formatDate, t, usePagedList, showToast } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '../api/notifications';
import { PagedRows } from '../../../components/paged-rows';
import { PushPreferencesPanel } from './push-preferences';

const loadPage = (page: number) => getNotifications(page);

/** `/member-area/notifikasi`: every notification, a page at a time; unread ones stand out until read. */
export const NotificationsPage = observer(function NotificationsPage() {
  const memberId = useSession().user?._id ?? '';
  const list = usePagedList(loadPage, memberId);
  /** Read here since the page loaded: every one (`all`) or these ids. */
  const [readHere, setReadHere] = useState<Set<string> | 'all'>(new Set<string>());
  // The count is read here too: standalone, no bell keeps it.
  useEffect(() => void unreadNotifications.refresh(), [memberId]);
  const isUnread = (notification: MemberNotification) =>
    notification.status === 'unread' && readHere !== 'all' && !readHere.has(notification._id);

  const failed = (error: unknown) =>
    showToast(refusalMessage(error, NETWORK_ERROR_MESSAGE), { variant: 'error' });
  const markRead = (id: string) =>
    markNotificationRead(id).then(() => {
      setReadHere((read) => (read === 'all' ? read : new Set(read).add(id)));
      void unreadNotifications.refresh();
    }, failed);
  const markAllRead = () =>
    markAllNotificationsRead().then(() => {
      setReadHere('all');
      unreadNotifications.set(0);
    }, failed);

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography color="text.secondary" data-testid="unread-summary">
          {unreadNotifications.count > 0
            ? t(`${unreadNotifications.count} belum dibaca`, `${unreadNotifications.count} unread`)
            : t('Semua sudah dibaca', 'All read')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={markAllRead}
          disabled={unreadNotifications.count === 0}
        >
          {t('Tandai semua dibaca', 'Mark all as read')}
        </Button>
      </Box>
      <PagedRows list={list} empty={t('Belum ada notifikasi', 'No notifications')} testId="notifications">
        {list.items.map((notification) => {
          const unread = isUnread(notification);
          return (
            <ListItem
              key={notification._id}
              divider
              disableGutters
              data-testid="notification"
              data-status={unread ? 'unread' : 'read'}
              sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
                  {unread && (
                    <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
                      {t('Baru', 'New')}
                    </Box>
                  )}
                  {notification.title}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {notification.content}
                </Typography>
                <Typography variant="body2" color="text.secondary" className="notranslate">
                  {formatDate(notification.timestamp, { withTime: true })}
                </Typography>
              </Box>
              {unread && (
                <Button size="small" onClick={() => markRead(notification._id)}>
                  {t('Tandai dibaca', 'Mark as read')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </PagedRows>
      <PushPreferencesPanel />
    </Stack>
  );
});
