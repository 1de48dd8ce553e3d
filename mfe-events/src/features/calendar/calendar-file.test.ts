import ICAL from 'ical.js';
import { fanEvent } from '../../testing/events';
import { calendarFile, calendarFileName, eventStart } from './calendar-file';

const parse = (text: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);

it('reads the start in Jakarta time: 19:00 WIB is 12:00 UTC, WITA and WIT are an hour and two later', () => {
  expect(eventStart({ date: '2026-12-20', time: '19:00 WIB' }).toISOString()).toBe(
    '2026-12-20T12:00:00.000Z',
  );
  expect(eventStart({ date: '2026-12-20', time: '19.30 WITA' }).toISOString()).toBe(
    '2026-12-20T11:30:00.000Z',
  );
  expect(eventStart({ date: '2026-12-20', time: '10:00 WIT' }).toISOString()).toBe(
    '2026-12-20T01:00:00.000Z',
  );
  // Just after midnight in Jakarta is the day before in UTC.
  expect(eventStart({ date: '2027-01-01', time: '02:00 WIB' }).toISOString()).toBe(
    '2026-12-31T19:00:00.000Z',
  );
});

it('writes a calendar file that parses back with title, start, end, place, description and page', async () => {
  const event = fanEvent({
    title: 'NOVA Fan Meeting; "Starfall", Jakarta',
    description: 'Line 1\nLine 2, with a comma; and a semicolon',
    location: 'Istora Senayan, Jakarta',
  });
  const text = await calendarFile(event, 'https://fanhub.example/event/e1');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const parsed = parse(text);
  expect(parsed.summary).toBe('NOVA Fan Meeting; "Starfall", Jakarta');
  expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-20T12:00:00.000Z');
  expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-20T15:00:00.000Z');
  expect(parsed.location).toBe('Istora Senayan, Jakarta');
  expect(parsed.description).toBe('Line 1\nLine 2, with a comma; and a semicolon');
  expect(parsed.component.getFirstPropertyValue('url')).toBe('https://fanhub.example/event/e1');
  expect(parsed.uid).toBe('e1@fanhub.id');
});

it('names the file after the event', () => {
  expect(calendarFileName('NOVA Fan Meeting "Starfall" Jakarta')).toBe(
    'nova-fan-meeting-starfall-jakarta.ics',
  );
});
