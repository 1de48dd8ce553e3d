import Box from '@mui/material/Box';
import type { FanEvent } from '@fanhub/contract';
import { EventCard } from './event-card';

/** One column on a phone; three on a desktop for the events page (docs/product.md section 2), four on the home page. */
const COLUMNS = {
  page: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  home: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
};

export function EventGrid({
  events,
  layout = 'page',
}: {
  events: FanEvent[];
  layout?: keyof typeof COLUMNS;
}) {
  return (
    <Box data-testid="event-grid" sx={{ display: 'grid', gap: 2, gridTemplateColumns: COLUMNS[layout] }}>
      {events.map((event) => (
        <EventCard key={event._id} event={event} />
      ))}
    </Box>
  );
}
