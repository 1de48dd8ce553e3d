import type { EventCategory, FanEvent } from '@fanhub/contract';
import { api } from '@fanhub/shared-auth';
import type { Page } from '@fanhub/shared-ui';

export type EventFilter = 'all' | EventCategory;

/** docs/product.md section 7: 4 events a page on the home page and on /events, newest first. */
export const EVENTS_PER_PAGE = 4;

export async function getEvents(page: number, category: EventFilter): Promise<Page<FanEvent>> {
  const answer = await api.get('/client/event', {
    query: { page, limit: EVENTS_PER_PAGE, sortBy: 'createdAt', sortOrder: 'desc', category },
  });
  return { items: answer.data, totalPages: answer.meta.totalPages };
}
