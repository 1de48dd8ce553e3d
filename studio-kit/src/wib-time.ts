// Staff enter and read every time in WIB (UTC+7, no daylight saving), whatever their browser's zone: what they
// type is what fans in Indonesia see.
const WIB_OFFSET_MS = 7 * 3_600_000;

/** An instant as a `datetime-local` value in WIB (`2026-11-27T20:00`). */
export const toWibInput = (iso: string | null | undefined): string =>
  iso ? new Date(Date.parse(iso) + WIB_OFFSET_MS).toISOString().slice(0, 16) : '';

/** A `datetime-local` value typed in WIB as the instant the API takes (ISO 8601); empty stays empty. */
export const fromWibInput = (value: string): string =>
  value ? new Date(Date.parse(`${value}:00Z`) - WIB_OFFSET_MS).toISOString() : value;
