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
function dateFormat(
  withTime: boolean,
  timeZone: string | undefined,
  locale: DateLocale,
): Intl.DateTimeFormat {
  const key = `${withTime} ${timeZone ?? ''} ${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[locale], {
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

/** The half of a bilingual line a date is written in: `21 Des 2026` in Indonesian, `21 Dec 2026` in English. */
export type DateLocale = 'id' | 'en';
const LOCALES: Record<DateLocale, string> = { id: 'id-ID', en: 'en-GB' };

/**
 * `21 Nov 2026`, or `21 Nov 2026 19.30` with the time (the device's time zone unless given; Indonesian unless the
 * date sits in an English half); '' for an invalid date.
 */
export function formatDate(
  value: string | number | Date,
  {
    withTime = false,
    timeZone,
    locale = 'id',
  }: { withTime?: boolean; timeZone?: string; locale?: DateLocale } = {},
): string {
  const date = parse(value);
  if (!date) return '';
  return dateFormat(withTime, timeZone, locale).format(date);
}

/** `26 Nov 2026 00.00 WIB` (`26 Nov 2026, 00:00 WIB` in English): an instant as fans in Indonesia read it. */
export const jakartaTime = (value: string | number | Date, locale: DateLocale = 'id'): string =>
  `${formatDate(value, { withTime: true, timeZone: 'Asia/Jakarta', locale })} WIB`;

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
