import { PagedGrid, t, usePagedList } from '@fanhub/shared-ui';
import { EVENTS_PER_PAGE, getEvents, type EventFilter } from '../api/get-events';
import { EventGrid } from './event-grid';

const loadPage = (page: number, filter: string) => getEvents(page, filter as EventFilter);

/**
 * The events of one category, a page at a time. A new category starts again at page 1 with an empty list;
 * 'Lihat Lebih Banyak Event' shows while pages remain and never repeats an event.
 */
export function EventList({ filter }: { filter: EventFilter }) {
  const list = usePagedList(loadPage, filter);
  return (
    <PagedGrid
      list={list}
      empty={t('Belum ada event di sini', 'No events here yet')}
      loadMoreLabel={t('Lihat Lebih Banyak Event', 'See More Events')}
      skeleton={{ cards: EVENTS_PER_PAGE, columns: { xs: 1, sm: 2, md: 3 } }}
    >
      <EventGrid events={list.items} />
    </PagedGrid>
  );
}
