import AvatarGroup from '@mui/material/AvatarGroup';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FanEvent } from '@fanhub/contract';
import { useLiveTally, useSession } from '@fanhub/shared-auth';
import { avatarImage, CoverImage, ErrorState, StatFigure, StatusBadge, t, useAsync } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { AddToCalendarButton } from '../features/calendar/components/add-to-calendar-button';
import { SignUpPanel } from '../features/sign-up/components/sign-up-panel';
import { getEvent, getMySignUp } from '../features/events/api/get-event';
import { eventView } from '../features/events/event-view';
import { EventShareButton } from '../features/events/components/event-share-button';

function Participants({ event }: { event: FanEvent }) {
  const { participants } = eventView(event);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AvatarGroup max={6} total={event.participantsCount}>
        {event.participants.map((fan) => (
          <Avatar key={fan.userId} src={avatarImage(fan.avatar)} alt={fan.fullName}>
            {fan.fullName[0]}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography className="notranslate" data-testid="event-participants">
        <b>{participants}</b> {t('peserta', 'participants')}
      </Typography>
    </Stack>
  );
}

/** `/event/{eventId}`: the event, where and when, its price (HTM), signing up, and adding it to a calendar. */
export const EventDetailPage = observer(function EventDetailPage({ eventId }: { eventId: string }) {
  const session = useSession();
  const event = useAsync(() => getEvent(eventId), [eventId]);
  const memberId = session.user?._id;
  const mine = useAsync(async () => (memberId ? getMySignUp(eventId) : undefined), [eventId, memberId]);
  // Seats go while the fan looks: every sign-up or cancel on any replica brings the event's figures here.
  const details = useLiveTally('event', eventId, event.data);

  if (event.error) return <ErrorState message={event.error.message} onRetry={event.reload} />;
  if (!details) return <Skeleton variant="rounded" height={320} data-testid="loading" />;
  const view = eventView(details);
  const refresh = () => {
    event.reload();
    mine.reload();
  };

  return (
    <Stack spacing={3}>
      <CoverImage src={details.image} alt={details.title} rounded />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <StatusBadge kind="event" status={view.badge} />
        <EventShareButton key={details._id} event={details} />
      </Stack>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {details.title}
      </Typography>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatFigure label={t('Tanggal', 'Date')} value={view.date} testId="event-date" />
        <StatFigure label={t('Waktu', 'Time')} value={details.time} testId="event-time" />
        <StatFigure label={t('Lokasi', 'Location')} value={details.location} testId="event-location" />
        <StatFigure label="HTM" value={view.price} testId="event-price" />
        {view.seatsLeft !== null && (
          <StatFigure
            label={t('Sisa kursi', 'Seats left')}
            value={view.seatsLeft}
            testId="event-seats-left"
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SignUpPanel event={details} mine={memberId ? mine.data : undefined} onSignedUp={refresh} />
        <AddToCalendarButton event={details} />
      </Stack>
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('Tentang event', 'About the event')}
        </Typography>
        <Typography>{details.description}</Typography>
      </Box>
      <Participants event={details} />
    </Stack>
  );
});
