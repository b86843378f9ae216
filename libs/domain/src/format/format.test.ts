import { describe, expect, it } from 'vitest';
import {
  formatAdminDate,
  formatBRL,
  formatChatTime,
  formatDocumentDate,
  formatFileSize,
  formatMeetingDate,
  formatMonthYear,
  formatNetMargin,
  formatPercent,
  formatReportMargin,
  formatSaoPauloDateTime,
  percentChange,
} from './format';

// Local-time constructors keep these independent of the machine's time zone.
const monday = new Date(2024, 0, 15, 14, 5);

describe('dates', () => {
  it('formats meeting and task dates with weekday, abbreviated month and "às"', () => {
    expect(formatMeetingDate(monday)).toBe('segunda-feira, 15 de jan de 2024 às 14:05');
    expect(formatMeetingDate(new Date(2025, 4, 3, 9, 0))).toBe('sábado, 3 de mai de 2025 às 09:00');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatMeetingDate('2024-01-15T14:05:00')).toBe(
      'segunda-feira, 15 de jan de 2024 às 14:05',
    );
    expect(formatAdminDate(monday.getTime())).toBe('15/01/2024 14:05');
  });

  it('formats admin dates as dd/MM/yyyy HH:mm', () => {
    expect(formatAdminDate(new Date(2023, 11, 1, 8, 7))).toBe('01/12/2023 08:07');
  });

  it('gives an empty text for an unparseable date instead of "Invalid Date"', () => {
    expect(formatMeetingDate('not a date')).toBe('');
    expect(formatAdminDate('')).toBe('');
    expect(formatChatTime('x')).toBe('');
  });

  it('formats the month of a report in Portuguese', () => {
    expect(formatMonthYear(new Date(2024, 2, 1))).toBe('março de 2024');
  });

  it('formats chat time as 2-digit hour and minute', () => {
    expect(formatChatTime(new Date(2024, 0, 15, 9, 5))).toBe('09:05');
    expect(formatChatTime(new Date(2024, 0, 15, 23, 59))).toBe('23:59');
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

  it('computes a rounded percentage change relative to the absolute starting value', () => {
    expect(percentChange(100, 150)).toBe(50);
    expect(percentChange(-100, -50)).toBe(50);
    expect(percentChange(200, 100)).toBe(-50);
    expect(percentChange(0, 100)).toBe(0);
  });
});

describe('library items', () => {
  it('formats a document date as day, month abbreviation and year', () => {
    expect(formatDocumentDate(new Date(2025, 4, 3, 9, 0))).toBe('3 de mai de 2025');
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
    expect(formatSaoPauloDateTime('2026-12-01T02:30:00.000Z')).toBe('30/11/2026 23:30');
    expect(formatSaoPauloDateTime(new Date(Date.UTC(2026, 8, 5, 3, 7)))).toBe('05/09/2026 00:07');
    expect(formatSaoPauloDateTime('não é data')).toBe('');
  });
});
