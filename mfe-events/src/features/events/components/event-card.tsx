import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FanEvent } from '@fanhub/contract';
import { CoverImage, StatusBadge, t, Link } from '@fanhub/shared-ui';
import { eventView } from '../event-view';
import { EventShareButton } from './event-share-button';

/** An event as a card: status, date, price or Gratis, title, share count and participants. */
export function EventCard({ event }: { event: FanEvent }) {
  const view = eventView(event);
  return (
    <Card variant="outlined" data-testid="event-card" data-category={event.category} data-badge={view.badge}>
      <CardActionArea component={Link} to={`/event/${event._id}`}>
        <CoverImage src={event.image} alt={event.title} />
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <StatusBadge kind="event" status={view.badge} />
            <Typography
              variant="body2"
              sx={{ fontWeight: 700 }}
              className="notranslate"
              data-testid="event-price"
            >
              {view.price}
            </Typography>
          </Stack>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            <EventIcon fontSize="inherit" aria-hidden />
            <span className="notranslate">
              {view.date} · {event.time}
            </span>
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {event.title}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Stack direction="row" sx={{ px: 1, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <EventShareButton event={event} />
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: 1, color: 'text.secondary' }}
          aria-label={t(`${view.participants} peserta`, `${view.participants} participants`)}
        >
          <PeopleIcon fontSize="small" aria-hidden />
          <span className="notranslate">{view.participants}</span>
        </Box>
      </Stack>
    </Card>
  );
}
