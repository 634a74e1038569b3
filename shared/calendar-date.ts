// Calendar dates (release dates, acquisition dates) travel as "YYYY-MM-DD" and are held as the
// Date at midnight UTC of that day: read and shown in UTC, no time zone moves them to the day before.
// No zod: the game and request pages show dates, and must not download it (issue 30).

export const DAY_MS = 24 * 60 * 60 * 1000;

const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Midnight UTC of a YYYY-MM-DD day; null when the text is not a real day written that way
 * (2023-02-29 and 2024-1-5 are refused, as zod's ISO date refuses them: catalogue-input.ts).
 */
export function parseCalendarDate(text: string): Date | null {
  if (!YYYY_MM_DD.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  // A day past the month's end is either invalid or rolled into the next month: either way not `text`.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? date : null;
}

/** Midnight UTC of a day the code itself wrote (a snapshot, the seed); throws on anything else. */
export function fromCalendarDate(text: string): Date {
  const date = parseCalendarDate(text);
  if (!date) throw new RangeError(`Not a calendar date: ${JSON.stringify(text)}`);
  return date;
}

/** The UTC day of an instant, as YYYY-MM-DD. */
export function toCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
