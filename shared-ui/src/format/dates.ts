import { t } from '../text';

const DAY = 24 * 60 * 60 * 1000;

const parse = (value: string | number | Date): Date | undefined => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * One formatter per set of options: building an Intl.DateTimeFormat loads the locale's data, milliseconds each
 * on a phone, and a list page formats a date per card.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${withTime} ${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * `21 Nov 2026`, or `21 Nov 2026 19.30` with the time (Indonesian locale, the device's time zone unless given);
 * '' for an invalid date.
 */
export function formatDate(
  value: string | number | Date,
  { withTime = false, timeZone }: { withTime?: boolean; timeZone?: string } = {},
): string {
  const date = parse(value);
  if (!date) return '';
  return dateFormat(withTime, timeZone).format(date);
}

/** `26 Nov 2026 00.00 WIB`: an instant as fans in Indonesia read it, wherever the device is. */
export const jakartaTime = (value: string | number | Date): string =>
  `${formatDate(value, { withTime: true, timeZone: 'Asia/Jakarta' })} WIB`;

/** Whole days from `now` until `end`, rounded up; 0 once passed or for an invalid date. */
export function daysRemaining(end: string | number | Date, now: Date = new Date()): number {
  const date = parse(end);
  if (!date) return 0;
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / DAY));
}

/** `12 hari lagi` while time remains, `sudah berakhir` after. */
export function remainingLabel(end: string | number | Date, now: Date = new Date()): string {
  const days = daysRemaining(end, now);
  return days > 0 ? `${days} hari lagi` : 'sudah berakhir';
}

/** The bilingual form, for places that show both languages. */
export function remainingLabelBilingual(end: string | number | Date, now: Date = new Date()): string {
  const days = daysRemaining(end, now);
  return days > 0
    ? t(`${days} hari lagi`, `${days} ${days === 1 ? 'day' : 'days'} left`)
    : t('sudah berakhir', 'ended');
}
