import { describe, expect, it } from 'vitest';
import { saoPauloInstant, saoPauloIso, saoPauloMonthRange, saoPauloWallClock } from './sao-paulo';

describe("São Paulo's clock", () => {
  it('reads an instant as São Paulo does (UTC−3), whatever zone the machine has', () => {
    expect(saoPauloWallClock(new Date('2026-11-16T17:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 16,
      weekday: 1,
      hour: 14,
      minute: 0,
      second: 0,
    });
    expect(saoPauloWallClock(new Date('2027-01-01T02:30:00Z'))).toMatchObject({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
    });
  });

  it('finds the instant of a wall time, across summer times and month ends', () => {
    expect(saoPauloInstant(2026, 11, 16, 14, 0).toISOString()).toBe('2026-11-16T17:00:00.000Z');
    expect(saoPauloInstant(2018, 12, 10, 14, 0).toISOString()).toBe('2018-12-10T16:00:00.000Z');
    expect(saoPauloInstant(2026, 13, 1).toISOString()).toBe('2027-01-01T03:00:00.000Z');
    // Midnight of 4 November 2018 never happened (clocks went to 01:00): one hour later.
    expect(saoPauloInstant(2018, 11, 4, 0, 0).toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });

  it("gives a month's range from its first midnight to the next month's", () => {
    const { start, end } = saoPauloMonthRange(2026, 12);
    expect(start.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it("writes an instant as ISO 8601 with São Paulo's offset, the same instant", () => {
    const at = new Date('2026-10-16T17:00:00.000Z');
    expect(saoPauloIso(at)).toBe('2026-10-16T14:00:00-03:00');
    expect(Date.parse(saoPauloIso(at))).toBe(at.getTime());
    expect(saoPauloIso(new Date('2018-12-10T16:00:00Z'))).toBe('2018-12-10T14:00:00-02:00');
  });
});
