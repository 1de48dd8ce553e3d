import { ListPage, t } from '@fanhub/shared-ui';
import { getEventBanners } from '../api/get-banners';
import type { EventFilter } from '../api/get-events';
import { EVENT_FILTERS } from '../event-view';
import { EventList } from './event-list';

/** `/events`: the banner, the category chips and the events of the chosen category. */
export function EventListPage() {
  return (
    <ListPage
      loadBanners={getEventBanners}
      title="Events"
      intro={t(
        'Konser, fan meeting, nobar dan festival: daftar langsung di fanhub.',
        'Concerts, fan meetings, watch parties and festivals: sign up right here.',
      )}
      filters={EVENT_FILTERS}
    >
      {(filter) => <EventList filter={filter as EventFilter} />}
    </ListPage>
  );
}
