import { describe, expect, it } from 'vitest';
import { reportFixture } from '../testing/fixtures';
import {
  defaultFormMonth,
  reportDraft,
  reportFigureText,
  reportMonthInWords,
  reportOfMonth,
} from './report-prefill';
import { parseBrlInput } from './report-rules';

describe("a saved report's values in the form", () => {
  it('writes figures the Brazilian way, and reads them back as the same numbers', () => {
    for (const value of [0, 0.5, 1234.5, 84383.52, 999_999_999_999.99]) {
      expect(parseBrlInput(reportFigureText(value))).toBe(value);
    }
    expect(reportFigureText(84383.52)).toBe('84.383,52');
    expect(reportFigureText(1300000)).toBe('1.300.000,00');
  });

  it("puts answers under the company's questions as they are now", () => {
    const report = reportFixture('1', '2026-09', 1000, 100, {
      customAnswers: [
        { question: 'Desafio?', response: 'Estoque' },
        { question: 'Pergunta retirada?', response: 'Fica só no relatório' },
      ],
    });
    expect(reportDraft(report, ['Destaque?', 'Desafio?']).answers).toEqual(['', 'Estoque']);
  });

  it('finds a month by its key or a date in it', () => {
    const reports = [reportFixture('1', '2026-09-01', 1000, 100)];
    expect(reportOfMonth(reports, '2026-09')?.id).toBe('1');
    expect(reportOfMonth(reports, '2026-08')).toBeUndefined();
    expect(reportOfMonth(reports, 'setembro')).toBeUndefined();
  });

  it('names a month in lower case, as a sentence says it', () => {
    expect(reportMonthInWords('2026-09')).toBe('setembro de 2026');
    expect(reportMonthInWords('2026-13')).toBe('');
  });
});

describe('the month the form opens on', () => {
  // 2 January 2027, 01:00 in São Paulo: December is the month before.
  const january = new Date('2027-01-02T04:00:00.000Z');

  it('is the month before when it has no report, across a new year', () => {
    expect(defaultFormMonth([], january)).toBe('2026-12');
  });

  it("is today's month once the month before is filled", () => {
    expect(defaultFormMonth([reportFixture('1', '2026-12', 1000, 100)], january)).toBe('2027-01');
  });
});
