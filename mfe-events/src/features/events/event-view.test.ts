import { fanEvent } from '../../testing/events';
import { EVENT_FILTERS, eventView } from './event-view';

it('shows the badge, the date the Indonesian way, the price in coins and the participants', () => {
  expect(eventView(fanEvent())).toEqual({
    badge: 'upcoming',
    date: '20 Des 2026',
    price: '250 Koin',
    participants: '1.250',
    seatsLeft: '0',
  });
});

it('shows the seats left of an event with a limit, never below none, and none without a limit', () => {
  expect(eventView(fanEvent({ capacity: 2000, participantsCount: 1250 })).seatsLeft).toBe('750');
  expect(eventView(fanEvent({ capacity: 1250, participantsCount: 1250 })).seatsLeft).toBe('0');
  expect(eventView(fanEvent({ capacity: 1000, participantsCount: 1250 })).seatsLeft).toBe('0');
  expect(eventView(fanEvent({ capacity: null })).seatsLeft).toBeNull();
});

it("shows 'Gratis' for a free event", () => {
  expect(eventView(fanEvent({ price: 0 })).price).toBe('Gratis');
  expect(eventView(fanEvent({ price: 1500 })).price).toBe('1.500 Koin');
});

it('shows a past event as ended, whatever its status', () => {
  expect(eventView(fanEvent({ status: 'popular' })).badge).toBe('popular');
  expect(eventView(fanEvent({ status: 'sold-out' })).badge).toBe('sold-out');
  expect(eventView(fanEvent({ status: 'popular', ended: true })).badge).toBe('ended');
});

it('offers All and the four categories, filtering by their API names', () => {
  expect(EVENT_FILTERS.map((f) => f.key)).toEqual([
    'all',
    'Concert',
    'Fan Meeting',
    'Watch Party',
    'Festival',
  ]);
});
