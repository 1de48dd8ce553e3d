import { daysRemaining, formatDate, jakartaTime, remainingLabel, remainingLabelBilingual } from './dates';
import { tNaming } from '../text';
import { signInPrompt } from '../text';
import { formatNumber, formatRupiah, progressPercent } from './numbers';

describe('numbers', () => {
  it('formats numbers and rupiah the Indonesian way', () => {
    expect(formatNumber(1250000)).toBe('1.250.000');
    expect(formatRupiah(15000)).toBe('Rp 15.000');
    expect(formatRupiah(259000)).toBe('Rp 259.000');
  });

  it('answers progress with 2 decimals, capped at 100 only when asked', () => {
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(150, 100)).toBe(150);
    expect(progressPercent(150, 100, { cap: true })).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('dates', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('formats dates in the Indonesian locale', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toMatch(/^21 Nov 2026$/);
    expect(formatDate('2026-08-17T00:00:00Z')).toMatch(/^17 Agu 2026$/);
    expect(formatDate('2026-11-21T10:30:00Z', { withTime: true })).toMatch(/^21 Nov 2026/);
    expect(formatDate('not a date')).toBe('');
  });

  it('keeps each set of options apart (one formatter each, built once)', () => {
    const instant = '2026-11-21T20:30:00Z';
    expect(formatDate(instant, { withTime: true, timeZone: 'Asia/Jakarta' })).toMatch(
      /^22 Nov 2026.*03[.:]30/,
    );
    expect(formatDate(instant, { withTime: true, timeZone: 'UTC' })).toMatch(/^21 Nov 2026.*20[.:]30/);
    expect(formatDate(instant, { timeZone: 'Asia/Jakarta' })).toBe('22 Nov 2026');
    expect(formatDate(instant, { withTime: true, timeZone: 'Asia/Jakarta' })).toMatch(
      /^22 Nov 2026.*03[.:]30/,
    );
  });

  it('counts remaining days, rounded up, 0 once ended or invalid', () => {
    expect(daysRemaining('2026-11-23T09:00:00Z', now)).toBe(2);
    expect(daysRemaining('2026-11-21T10:00:01Z', now)).toBe(1);
    expect(daysRemaining('2026-11-20T00:00:00Z', now)).toBe(0);
    expect(daysRemaining('garbage', now)).toBe(0);
  });

  it("says '{n} hari lagi' or 'sudah berakhir'", () => {
    expect(remainingLabel('2026-12-01T10:00:00Z', now)).toBe('10 hari lagi');
    expect(remainingLabel('2026-11-01T10:00:00Z', now)).toBe('sudah berakhir');
    expect(remainingLabelBilingual('2026-11-22T10:00:00Z', now)).toBe('1 hari lagi / 1 day left');
  });
});

describe('signInPrompt', () => {
  it('says the sign-in prompt in both languages', () => {
    expect(signInPrompt('vote')).toBe('Silakan masuk untuk vote / Please sign in to vote');
    expect(signInPrompt('melihat notifikasi', 'see notifications')).toBe(
      'Silakan masuk untuk melihat notifikasi / Please sign in to see notifications',
    );
  });
});

it('writes a date in the language of the half it sits in: Indonesian months, English months', () => {
  const at = '2026-12-21T13:00:00.000Z';
  expect(jakartaTime(at)).toMatch(/^21 Des 2026,? 20\.00 WIB$/);
  expect(jakartaTime(at, 'en')).toMatch(/^21 Dec 2026,? 20:00 WIB$/);
  expect(formatDate(at, { timeZone: 'Asia/Jakarta', locale: 'en' })).toBe('21 Dec 2026');
});

it('names a bilingual title once in each half of a bilingual line', () => {
  const naming = (title: string) =>
    tNaming(
      title,
      (id) => `10 Koin untuk ${id}`,
      (en) => `10 coins for ${en}`,
    );
  expect(naming('Billboard Ulang Tahun / Birthday Billboard')).toBe(
    '10 Koin untuk Billboard Ulang Tahun / 10 coins for Birthday Billboard',
  );
  expect(naming('NOVA x LUMINA')).toBe('10 Koin untuk NOVA x LUMINA / 10 coins for NOVA x LUMINA');
});
