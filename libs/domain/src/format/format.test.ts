import { describe, expect, it } from 'vitest';
import {
  FIGURE_NOT_AVAILABLE,
  formatAdminDate,
  formatBRL,
  formatBRLOrDash,
  formatChangePercent,
  formatGoalProgress,
  formatMarginPoints,
  formatProfitChange,
  formatSignedBRL,
  formatSignedPercent,
  formatBRLCompact,
  formatChatTime,
  formatDocumentDate,
  formatFileSize,
  formatMeetingDate,
  formatMonthAbbrev,
  formatMonthYear,
  formatNetMargin,
  formatPercent,
  formatReportMargin,
} from './format';

// Instants, read on São Paulo's clock whatever zone the test runs in (UTC−3 in these years).
const monday = new Date('2024-01-15T17:05:00Z');

describe('dates', () => {
  it('formats meeting and task dates with weekday, abbreviated month and "às"', () => {
    expect(formatMeetingDate(monday)).toBe('segunda-feira, 15 de jan de 2024 às 14:05');
    expect(formatMeetingDate(new Date('2025-05-03T12:00:00Z'))).toBe(
      'sábado, 3 de mai de 2025 às 09:00',
    );
  });

  it("reads São Paulo's clock, not the machine's: 01:30 UTC is still the evening before", () => {
    expect(formatMeetingDate('2024-01-16T01:30:00Z')).toBe(
      'segunda-feira, 15 de jan de 2024 às 22:30',
    );
    expect(formatAdminDate('2023-12-01T02:59:00Z')).toBe('30/11/2023 23:59');
    expect(formatDocumentDate('2025-06-01T01:00:00Z')).toBe('31 de mai de 2025');
    expect(formatChatTime('2024-01-15T02:00:00.000Z')).toBe('23:00');
  });

  it('reads the summer time São Paulo had until 2019 (UTC−2)', () => {
    expect(formatAdminDate('2018-12-10T16:00:00Z')).toBe('10/12/2018 14:00');
  });

  it("accepts ISO strings and timestamps; a time without a zone is São Paulo's", () => {
    expect(formatMeetingDate('2024-01-15T14:05:00-03:00')).toBe(
      'segunda-feira, 15 de jan de 2024 às 14:05',
    );
    expect(formatMeetingDate('2024-01-15T14:05:00')).toBe(
      'segunda-feira, 15 de jan de 2024 às 14:05',
    );
    expect(formatDocumentDate('2024-01-15')).toBe('15 de jan de 2024');
    expect(formatAdminDate(monday.getTime())).toBe('15/01/2024 14:05');
  });

  it('formats admin dates as dd/MM/yyyy HH:mm', () => {
    expect(formatAdminDate(new Date('2023-12-01T11:07:00Z'))).toBe('01/12/2023 08:07');
  });

  it('gives an empty text for an unparseable date instead of "Invalid Date"', () => {
    expect(formatMeetingDate('not a date')).toBe('');
    expect(formatAdminDate('')).toBe('');
    expect(formatChatTime('x')).toBe('');
    expect(formatMonthYear('2024-13')).toBe('');
  });

  it('formats the month of a report in Portuguese: a calendar month as written', () => {
    expect(formatMonthYear('2024-03')).toBe('março de 2024');
    expect(formatMonthYear('2024-03-01')).toBe('março de 2024');
    expect(formatMonthYear('2024-03-01T12:00:00')).toBe('março de 2024');
  });

  it("formats an instant's month as São Paulo reads it", () => {
    expect(formatMonthYear(new Date('2024-04-01T02:00:00Z'))).toBe('março de 2024');
    expect(formatMonthYear('2024-04-01T03:00:00Z')).toBe('abril de 2024');
  });

  it('formats chat time as 2-digit hour and minute', () => {
    expect(formatChatTime(new Date('2024-01-15T12:05:00Z'))).toBe('09:05');
    expect(formatChatTime(new Date('2024-01-16T02:59:00Z'))).toBe('23:59');
  });
});

describe('chart axes', () => {
  it('writes short amounts and months', () => {
    expect(formatBRLCompact(120_000)).toBe('R$\u00a0120\u00a0mil');
    expect(formatBRLCompact(1_250_000)).toBe('R$\u00a01,3\u00a0mi');
    expect(formatBRLCompact(-35_000)).toBe('-R$\u00a035\u00a0mil');
    expect(formatMonthAbbrev('2026-10')).toBe('out/26');
    expect(formatMonthAbbrev('2026-13')).toBe('');
  });
});

describe('money and percentages', () => {
  it('formats Brazilian reais with thousands dot and decimal comma', () => {
    expect(formatBRL(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatBRL(-50)).toBe('-R$\u00a050,00');
    expect(formatBRL(Number.NaN)).toBe('R$\u00a00,00');
  });

  it('formats ratios as percentages with a fixed number of decimals', () => {
    expect(formatPercent(0.1234, 2)).toBe('12,34%');
    expect(formatNetMargin(0.5)).toBe('50,00%');
    expect(formatReportMargin(0.1234)).toBe('12,3%');
    expect(formatReportMargin(-0.05)).toBe('-5,0%');
  });
});

describe('derived figures, rounded only when printed', () => {
  it('writes a figure that cannot be computed as a dash', () => {
    expect(FIGURE_NOT_AVAILABLE).toBe('—');
    expect(formatBRLOrDash(null)).toBe('—');
    expect(formatBRLOrDash(18_830.954)).toBe('R$\u00a018.830,95');
    expect(formatSignedPercent(null, 1)).toBe('—');
    expect(formatChangePercent(null)).toBe('—');
  });

  it('signs changes, and never signs one that rounds to zero', () => {
    expect(formatSignedBRL(1000)).toBe('+R$\u00a01.000,00');
    expect(formatSignedBRL(-500.5)).toBe('-R$\u00a0500,50');
    expect(formatSignedBRL(-0.004)).toBe('R$\u00a00,00');
    expect(formatChangePercent(12.54)).toBe('+12,5%');
    expect(formatChangePercent(-3)).toBe('-3,0%');
    expect(formatChangePercent(-0.04)).toBe('0,0%');
    expect(formatMarginPoints(1.25)).toBe('+1,3 p.p.');
    expect(formatMarginPoints(-0.5)).toBe('-0,5 p.p.');
  });

  it("prints card 2 in whole percent, half away from zero, and the goal's progress with one decimal", () => {
    expect(formatProfitChange(149.6)).toBe('+150%');
    expect(formatProfitChange(-250)).toBe('-250%');
    expect(formatProfitChange(-0.49)).toBe('0%');
    expect(formatProfitChange(-0.5)).toBe('-1%');
    expect(formatGoalProgress(0.4532)).toBe('45,3%');
    expect(formatGoalProgress(1)).toBe('100,0%');
  });
});

describe('library items', () => {
  it('formats a document date as day, month abbreviation and year', () => {
    expect(formatDocumentDate(new Date('2025-05-03T12:00:00Z'))).toBe('3 de mai de 2025');
    expect(formatDocumentDate('not a date')).toBe('');
  });

  it('formats file sizes in pt-BR with the unit that fits', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1.023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2,3 GB');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe("São Paulo's clock", () => {
  it('shows an instant as dd/MM/yyyy HH:mm in São Paulo, whatever the zone it runs in', () => {
    // 02:30 UTC on 1 December is still 30 November, 23:30, in São Paulo (UTC−3).
    expect(formatAdminDate('2026-12-01T02:30:00.000Z')).toBe('30/11/2026 23:30');
    expect(formatAdminDate(new Date(Date.UTC(2026, 8, 5, 3, 7)))).toBe('05/09/2026 00:07');
    expect(formatAdminDate('não é data')).toBe('');
  });
});
