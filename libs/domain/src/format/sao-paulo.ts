// The portal's clock is São Paulo's: the companies it serves are Brazilian, and a time written by
// the server (assistant, e-mails, PDF, XLSX) must read as the screens read it, whatever zone the
// server process or the browser runs in. Pure: Intl with an explicit zone, never the local one.

/** The zone every date and time of the portal is read in. */
export const PORTAL_TIME_ZONE = 'America/Sao_Paulo';

/** A moment as São Paulo's wall clock reads it; `weekday` 0 (Sunday) to 6, `month` 1–12. */
export type WallClock = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

let wallClockFormat: Intl.DateTimeFormat | undefined;

/** São Paulo's calendar date and time of `date`. */
export function saoPauloWallClock(date: Date): WallClock {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes São Paulo's clock is ahead of UTC at `date` (−180 since 2019; −120 in old summers). */
function offsetMinutes(date: Date): number {
  const c = saoPauloWallClock(date);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant São Paulo's clock reads `year-month-day hour:minute` (month 1–12; a day or month
 * past its end rolls over, so day 1 of month 13 is next January's). A wall time a summer-time
 * change skipped reads as the instant one hour later.
 */
export function saoPauloInstant(year: number, month: number, day: number, hour = 0, minute = 0) {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMinutes(new Date(wall)) * 60_000;
  const second = wall - offsetMinutes(new Date(first)) * 60_000;
  const reads = (at: number) => {
    const c = saoPauloWallClock(new Date(at));
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) === wall;
  };
  if (reads(second)) return new Date(second);
  return new Date(reads(first) ? first : Math.max(first, second));
}

/** The instants of a calendar month in São Paulo: from its first midnight, before the next's. */
export function saoPauloMonthRange(year: number, month: number): { start: Date; end: Date } {
  return { start: saoPauloInstant(year, month, 1), end: saoPauloInstant(year, month + 1, 1) };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * An instant as ISO 8601 with São Paulo's offset, '2026-10-16T14:00:00-03:00': the same instant
 * as toISOString's UTC, but what a reader (a language model) takes for the hour is São Paulo's.
 */
export function saoPauloIso(date: Date): string {
  const c = saoPauloWallClock(date);
  const offset = offsetMinutes(date);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}
