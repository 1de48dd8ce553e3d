import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { intents, unreadNotifications, useSession } from '@fanhub/shared-auth';
import { t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Loaded the first time a fan opens it.
const NotificationsDropdown = lazy(() =>
  import('./notifications-dropdown').then(({ NotificationsDropdown }) => ({
    default: NotificationsDropdown,
  })),
);

/** The bell: the unread count on it, the latest notifications under it (a visitor is asked to sign in). */
export const NotificationBell = observer(function NotificationBell() {
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  // Kept mounted once opened, so it animates closed.
  const opened = anchor !== null || wasOpened.current;
  if (anchor) wasOpened.current = true;
  useEffect(() => unreadNotifications.follow(), []);
  const unread = session.isLoggedIn ? unreadNotifications.count : 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          unread > 0
            ? `${t('Notifikasi', 'Notifications')} · ${t(`${unread} belum dibaca`, `${unread} unread`)}`
            : t('Notifikasi', 'Notifications')
        }
        onClick={(event) =>
          session.isLoggedIn
            ? setAnchor(event.currentTarget)
            : intents.requestLogin('melihat notifikasi', 'see notifications')
        }
      >
        {/* No badge at all without unread: an invisible one still holds its last count as text. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={99} data-testid="unread-count">
            <NotificationsNoneIcon />
          </Badge>
        ) : (
          <NotificationsNoneIcon />
        )}
      </IconButton>
      {opened && (
        <Suspense>
          <NotificationsDropdown
            anchor={session.isLoggedIn ? anchor : null}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
});
