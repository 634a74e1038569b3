import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, addDays, fromCalendarDate, parseCalendarDate, toCalendarDate } from './calendar-date.ts';
import { calendarDateText } from './catalogue-input.ts';

// Every midnight UTC from year 0001 to 9999.
const anyDay = fc
  .integer({ min: Date.parse('0001-01-01T00:00:00Z') / DAY_MS, max: Date.parse('9999-12-31T00:00:00Z') / DAY_MS })
  .map((day) => new Date(day * DAY_MS));

describe('a calendar date', () => {
  it('reads as midnight UTC of that day', () => {
    expect(parseCalendarDate('1996-06-23')).toEqual(new Date('1996-06-23T00:00:00.000Z'));
    expect(parseCalendarDate('2024-02-29')?.getUTCDate()).toBe(29);
  });

  it('is written back as the same text, for every day of years 1 to 9999', () => {
    fc.assert(fc.property(anyDay, (day) => parseCalendarDate(toCalendarDate(day))?.getTime() === day.getTime()));
  });

  it.each([
    '2023-02-29',
    '2024-13-01',
    '2024-04-31',
    '2024-1-05',
    '24-01-05',
    ' 2024-01-05',
    '2024-01-05T00:00:00Z',
    '2024/01/05',
    '',
  ])('is not read from %j', (text) => {
    expect(parseCalendarDate(text)).toBeNull();
    expect(() => fromCalendarDate(text)).toThrow(RangeError);
  });

  it("is read exactly where zod's ISO date (the API's snapshots) reads one", () => {
    // Digits in the YYYY-MM-DD shape, days 00 to 39 and months 00 to 19: real days and near misses.
    const nearDay = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }))
      .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.oneof(nearDay, fc.string()), (text) => {
        expect(parseCalendarDate(text) !== null).toBe(calendarDateText.safeParse(text).success);
      }),
      { numRuns: 5000 },
    );
    for (const text of ['2000-02-29', '1900-02-29', '0000-02-29', '2024-04-31', '2024-00-10']) {
      expect(parseCalendarDate(text) !== null, text).toBe(calendarDateText.safeParse(text).success);
    }
  });

  it('of an instant is its UTC day, whatever the hour', () => {
    expect(toCalendarDate(new Date('2024-03-10T23:59:59.999Z'))).toBe('2024-03-10');
    expect(toCalendarDate(new Date('2024-03-10T23:30:00-02:00'))).toBe('2024-03-11');
  });
});

describe('adding days', () => {
  it('moves by whole 24-hour days, across months and leap days', () => {
    expect(addDays(fromCalendarDate('2024-02-28'), 1)).toEqual(fromCalendarDate('2024-02-29'));
    expect(addDays(fromCalendarDate('2024-03-01'), -1)).toEqual(fromCalendarDate('2024-02-29'));
    expect(addDays(new Date('2024-01-01T12:00:00Z'), 30)).toEqual(new Date('2024-01-31T12:00:00Z'));
  });
});
