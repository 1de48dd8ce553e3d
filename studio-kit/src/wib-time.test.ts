import { fromWibInput, toWibInput } from './wib-time';

// The browser running these tests may be on any zone (CI: UTC); WIB is UTC+7 all year.
it('reads what staff type as WIB, whatever the browser zone', () => {
  expect(fromWibInput('2026-11-27T20:00')).toBe('2026-11-27T13:00:00.000Z');
  // Past midnight in Jakarta is still the day before in UTC.
  expect(fromWibInput('2026-12-01T03:30')).toBe('2026-11-30T20:30:00.000Z');
  expect(fromWibInput('')).toBe('');
});

it('shows an instant to staff as its WIB wall-clock time', () => {
  expect(toWibInput('2026-11-27T13:00:00.000Z')).toBe('2026-11-27T20:00');
  expect(toWibInput('2026-11-30T20:30:00.000Z')).toBe('2026-12-01T03:30');
  expect(toWibInput(null)).toBe('');
  expect(toWibInput(fromWibInput('2027-01-01T00:00'))).toBe('2027-01-01T00:00');
});
