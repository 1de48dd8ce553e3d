import Box from '@mui/material/Box';
import { CardGridSkeleton, ErrorState, SectionHeading, t, useAsync } from '@fanhub/shared-ui';
import { EVENTS_PER_PAGE, getEvents } from '../features/events/api/get-events';
import { EventGrid } from '../features/events/components/event-grid';

/** The home page's Events section: the newest events and See All. */
export default function HomeSection() {
  const { data, error, reload } = useAsync(() => getEvents(1, 'all'), []);
  return (
    <Box>
      <SectionHeading title="Events" action={{ label: t('Lihat Semua', 'See All'), to: '/events' }} />
      {error ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : data ? (
        <EventGrid events={data.items} layout="home" />
      ) : (
        <CardGridSkeleton cards={EVENTS_PER_PAGE} columns={{ xs: 1, sm: 2, lg: 4 }} />
      )}
    </Box>
  );
}
