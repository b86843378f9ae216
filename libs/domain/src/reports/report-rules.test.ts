import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  monthKey,
  monthOf,
  dayKeyOf,
  netMarginOf,
  netProfitOf,
  parseMonthKey,
  parseSheetId,
  sheetUrlOf,
  validateFigure,
  validateFigureText,
  validateReportMonth,
  validateSheetId,
} from './report-rules';
import { REPORT_SHEET_ID_INVALID } from '../messages';

const today = new Date('2026-11-25T12:00:00-03:00');

describe('report months', () => {
  it("reads 'YYYY-MM' (and a first day's date) and refuses anything else", () => {
    expect(parseMonthKey('2026-10')).toEqual({ year: 2026, month: 10 });
    expect(parseMonthKey('2026-10-01')).toEqual({ year: 2026, month: 10 });
    for (const bad of ['2026-13', '2026-00', '26-10', '2026/10', 'outubro', '2026-1', ''])
      expect(parseMonthKey(bad)).toBeNull();
  });

  it('refuses a malformed month, one before 2000 and one in the future', () => {
    expect(validateReportMonth('', today)).toBe('Informe o mês do relatório.');
    expect(validateReportMonth('2026-13', today)).toMatch(/^Mês inválido/);
    expect(validateReportMonth('1999-12', today)).toBe(
      'O mês do relatório deve ser de 2000 em diante.',
    );
    expect(validateReportMonth('2026-12', today)).toBe(
      'Não é possível preencher o relatório de um mês futuro.',
    );
    expect(validateReportMonth('2026-11', today)).toBeUndefined();
    expect(validateReportMonth('2000-01', today)).toBeUndefined();
  });

  it("takes today's month in São Paulo, not in the server's zone", () => {
    // 02:00 UTC on the 1st is still the last day of the month before in Brazil.
    expect(monthOf(new Date('2026-12-01T02:00:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(monthOf(new Date('2026-12-01T04:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it("dates a fill on São Paulo's day", () => {
    expect(dayKeyOf(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(dayKeyOf(new Date('2026-03-09T15:00:00Z'))).toBe('2026-03-09');
  });

  it('moves across years both ways', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 14)).toEqual({ year: 2028, month: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -500, max: 500 }),
        (year, month, n) => {
          const moved = addMonths({ year, month }, n);
          expect(addMonths(moved, -n)).toEqual({ year, month });
          expect(parseMonthKey(monthKey(moved))).toEqual(moved);
        },
      ),
    );
  });
});

describe('figures', () => {
  it('refuses negative, non-finite and too large figures', () => {
    expect(validateFigure(null)).toBe('Informe o valor.');
    expect(validateFigure(Number.NaN)).toMatch(/^Valor inválido/);
    expect(validateFigure(Number.POSITIVE_INFINITY)).toMatch(/^Valor inválido/);
    expect(validateFigure(-0.01)).toBe('O valor não pode ser negativo.');
    expect(validateFigure(1e15)).toMatch(/^Valor grande demais/);
    expect(validateFigure(999_999_999_999.99)).toBeUndefined();
    expect(validateFigure(0)).toBeUndefined();
    expect(validateFigureText('1.234,56')).toBeUndefined();
    expect(validateFigureText('doze')).toMatch(/^Valor inválido/);
    expect(validateFigureText('-1.234,56')).toBe('O valor não pode ser negativo.');
    expect(validateFigureText('1.300.000')).toBeUndefined();
    expect(validateFigureText(' ')).toBe('Informe o valor.');
  });

  it('computes profit and margin, a loss and a zero revenue included', () => {
    const f = { net_revenue: 100_000, cogs: 40_000.1, expenses: 30_000.2 };
    expect(netProfitOf(f)).toBe(29_999.7);
    expect(netMarginOf(netProfitOf(f), f.net_revenue)).toBeCloseTo(0.299997, 6);
    const loss = { net_revenue: 50_000, cogs: 30_000, expenses: 25_000 };
    expect(netProfitOf(loss)).toBe(-5_000);
    expect(netMarginOf(-5_000, 50_000)).toBe(-0.1);
    expect(netMarginOf(-1_000, 0)).toBe(0);
  });
});

describe('the sheet id an admin gives', () => {
  const id = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
  it('takes the id, or the id of a Google Sheets link; blank takes the sheet away', () => {
    expect(parseSheetId(id)).toBe(id);
    expect(parseSheetId(`  ${id} `)).toBe(id);
    expect(parseSheetId(`https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`)).toBe(id);
    expect(parseSheetId(`https://docs.google.com/spreadsheets/d/${id}`)).toBe(id);
    expect(parseSheetId('   ')).toBe('');
    expect(sheetUrlOf(id)).toBe(`https://docs.google.com/spreadsheets/d/${id}/edit`);
  });

  it('refuses anything else with a clear message', () => {
    for (const bad of [
      'curto',
      'id com espaço 123456',
      `https://evil.example.com/spreadsheets/d/${id}/edit`,
      `http://docs.google.com/spreadsheets/d/${id}/edit`,
      `javascript:alert(1)//${id}`,
      'x'.repeat(300),
    ]) {
      expect(parseSheetId(bad)).toBeUndefined();
      expect(validateSheetId(bad)).toBe(REPORT_SHEET_ID_INVALID);
    }
    expect(validateSheetId(id)).toBeUndefined();
  });
});
