import type { FanEvent } from '@fanhub/contract';
import { formatDate, formatNumber, type FilterItem } from '@fanhub/shared-ui';

/** The category chips (docs/product.md section 2); the API filters by these exact names. */
export const EVENT_FILTERS: FilterItem[] = [
  { key: 'all', labelId: 'Semua', labelEn: 'All' },
  { key: 'Concert', labelId: 'Konser', labelEn: 'Concert' },
  { key: 'Fan Meeting', labelId: 'Fan Meeting', labelEn: 'Fan Meeting' },
  { key: 'Watch Party', labelId: 'Nobar', labelEn: 'Watch Party' },
  { key: 'Festival', labelId: 'Festival', labelEn: 'Festival' },
];

export type EventBadge = 'upcoming' | 'popular' | 'sold-out' | 'ended';

export interface EventView {
  /** An event that is over shows as ended, whatever its status was. */
  badge: EventBadge;
  date: string;
  /** HTM: 'Gratis' or the price in coins. */
  price: string;
  participants: string;
  /** Seats not yet taken, of an event with a limit; null without one. */
  seatsLeft: string | null;
}

export function eventView(event: FanEvent): EventView {
  return {
    badge: event.ended ? 'ended' : event.status,
    date: formatDate(`${event.date}T00:00:00`),
    price: event.price > 0 ? `${formatNumber(event.price)} Koin` : 'Gratis',
    participants: formatNumber(event.participantsCount),
    seatsLeft:
      event.capacity === null ? null : formatNumber(Math.max(event.capacity - event.participantsCount, 0)),
  };
}
