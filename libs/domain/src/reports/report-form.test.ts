import { describe, expect, it } from 'vitest';
import {
  draftResults,
  emptyReportDraft,
  previousMonthKey,
  toSaveReportInput,
  validateReportDraft,
  type ReportDraft,
} from './report-form';

const TODAY = new Date(Date.UTC(2026, 10, 21, 13, 5));
const draft = (fields: Partial<ReportDraft['figures']>, month = '2026-10'): ReportDraft => ({
  ...emptyReportDraft(['Destaque?', 'Desafio?'], month),
  figures: {
    gross_revenue: '12.000',
    net_revenue: '10.000',
    expenses: '3.000',
    cogs: '2.000',
    ...fields,
  },
});

describe('the report form', () => {
  it('starts empty, with one answer per question', () => {
    expect(emptyReportDraft(['a', 'b'], '2026-10')).toEqual({
      month: '2026-10',
      figures: { gross_revenue: '', net_revenue: '', expenses: '', cogs: '' },
      answers: ['', ''],
    });
  });

  it('accepts a filled draft and refuses each field with its rule', () => {
    expect(validateReportDraft(draft({}), TODAY)).toEqual({});
    expect(validateReportDraft(draft({ cogs: '', expenses: 'x' }, ''), TODAY)).toEqual({
      month: 'Informe o mês do relatório.',
      expenses: 'Valor inválido. Use números, por exemplo 1.234,56.',
      cogs: 'Informe o valor.',
    });
  });

  it('computes profit and margin once net revenue, costs and expenses read', () => {
    expect(draftResults(draft({}))).toEqual({ netProfit: 5000, netMargin: 0.5 });
    expect(draftResults(draft({ net_revenue: '0', expenses: '0', cogs: '0' }))).toEqual({
      netProfit: 0,
      netMargin: 0,
    });
    expect(draftResults(draft({ cogs: '' }))).toEqual({ netProfit: null, netMargin: null });
    // Gross revenue is no part of either.
    expect(draftResults(draft({ gross_revenue: 'x' })).netProfit).toBe(5000);
  });

  it('sends the month key, numbers and trimmed answers paired with their questions', () => {
    const filled = { ...draft({ gross_revenue: 'R$ 1.234,56' }, ' 2026-10 '), answers: [' Sim '] };
    expect(toSaveReportInput(filled, ['Destaque?', 'Desafio?'])).toEqual({
      month: '2026-10',
      gross_revenue: 1234.56,
      net_revenue: 10000,
      expenses: 3000,
      cogs: 2000,
      customAnswers: [
        { question: 'Destaque?', response: 'Sim' },
        { question: 'Desafio?', response: '' },
      ],
    });
  });

  it("names the month before today's in São Paulo, across a year", () => {
    expect(previousMonthKey(TODAY)).toBe('2026-10');
    expect(previousMonthKey(new Date(Date.UTC(2027, 0, 10, 12)))).toBe('2026-12');
    // 1 Dec 01:00 UTC is still 30 Nov in São Paulo.
    expect(previousMonthKey(new Date(Date.UTC(2026, 11, 1, 1)))).toBe('2026-10');
  });
});
