import type { FanEvent } from '@fanhub/contract';

/** Hours ahead of UTC of the Indonesian time zones an event's time may name; WIB when it names none. */
const ZONES: Record<string, number> = { WIB: 7, WITA: 8, WIT: 9 };
/** Events do not say when they end; a calendar entry of three hours covers a concert or a fan meeting. */
const DURATION_HOURS = 3;

/** The event's start as a UTC instant: its date and its local time ('19:00 WIB') in Indonesia. */
export function eventStart(event: Pick<FanEvent, 'date' | 'time'>): Date {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const match = /(\d{1,2})[.:](\d{2})\s*(WIB|WITA|WIT)?/i.exec(event.time);
  const [hours, minutes] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  const offset = ZONES[(match?.[3] ?? 'WIB').toUpperCase()] ?? ZONES.WIB!;
  return new Date(Date.UTC(year, month - 1, day, hours - offset, minutes));
}

/**
 * An iCalendar file for the event (RFC 5545, written by the `ics` library, loaded only when a fan asks for
 * it): title, start, three hours, place, description and the event's page.
 */
export async function calendarFile(event: FanEvent, pageUrl: string): Promise<string> {
  const { createEvent } = await import('ics');
  const start = eventStart(event);
  const { error, value } = createEvent({
    uid: `${event._id}@fanhub.id`,
    productId: 'fanhub',
    title: event.title,
    description: event.description,
    location: event.location,
    url: pageUrl,
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: DURATION_HOURS },
  });
  if (error || !value) throw error ?? new Error('calendar file not created');
  return value;
}

/** A file name from the event's title: `nova-fan-meeting-jakarta.ics`. */
export const calendarFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event'
  }.ics`;
