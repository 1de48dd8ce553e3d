import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ActivityItem, ActivityKind } from '@fanhub/contract';
import { formatDate, formatNumber, t, usePagedList, Link as RouterLink } from '@fanhub/shared-ui';
import { useCallback } from 'react';
import { getActivity } from '../api/get-activity';
import { PagedRows } from '../../../components/paged-rows';

const EMPTY: Record<ActivityKind, string> = {
  votes: t('Kamu belum pernah vote', "You haven't voted yet"),
  supports: t('Kamu belum pernah mendukung campaign', "You haven't supported a campaign yet"),
  'sign-ups': t('Kamu belum mendaftar event', "You haven't signed up for an event yet"),
};

/** What the line says under the title: when, and the coins it took (a free sign-up took none). */
function detailOf(item: ActivityItem): string {
  const coins = item.coins > 0 ? `${formatNumber(item.coins)} Koin` : t('Gratis', 'Free');
  if (item.kind === 'sign-ups' && item.eventDate)
    return `${t('Event', 'Event')} ${formatDate(item.eventDate)} · ${coins}`;
  return `${formatDate(item.createdAt, { withTime: true })} · ${coins}`;
}

/** The fan's votes, supports or sign-ups, each linking to its project, campaign or event. */
export function ActivityList({ memberId, kind }: { memberId: string; kind: ActivityKind }) {
  const loadPage = useCallback((page: number) => getActivity(memberId, kind, page), [memberId, kind]);
  const list = usePagedList(loadPage, `${memberId}:${kind}`);
  return (
    <PagedRows list={list} empty={EMPTY[kind]} testId="activity">
      {list.items.map((item) => (
        <ListItem key={item._id} divider disableGutters data-testid="activity-row" sx={{ gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={item.link} sx={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Link>
            <Typography variant="body2" color="text.secondary" className="notranslate">
              {detailOf(item)}
            </Typography>
            {item.message && (
              <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                “{item.message}”
                {item.messageHidden && (
                  <Chip
                    size="small"
                    sx={{ ml: 1, fontStyle: 'normal' }}
                    data-testid="message-hidden"
                    label={t('Disembunyikan moderator', 'Hidden by a moderator')}
                  />
                )}
              </Typography>
            )}
          </Box>
          {item.upcoming !== null && (
            <Chip
              size="small"
              variant="outlined"
              color={item.upcoming ? 'primary' : 'default'}
              label={item.upcoming ? t('Akan datang', 'Upcoming') : t('Selesai', 'Ended')}
            />
          )}
        </ListItem>
      ))}
    </PagedRows>
  );
}
