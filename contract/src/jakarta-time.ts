import { EVENT_TIME_ZONE } from './event';

const inJakarta = new Intl.DateTimeFormat('id-ID', {
  timeZone: EVENT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `26 Nov 2026 00.00 WIB`: an instant as fans in Indonesia read it, wherever the page or the server runs. */
export const jakartaTime = (at: string | Date): string => `${inJakarta.format(new Date(at))} WIB`;

const dayInJakarta = new Intl.DateTimeFormat('id-ID', {
  timeZone: EVENT_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `26 Nov 2026`: the day of an instant (or of a `YYYY-MM-DD` date) in Jakarta. */
export const jakartaDate = (at: string | Date): string => dayInJakarta.format(new Date(at));
