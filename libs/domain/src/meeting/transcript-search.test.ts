import { describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../model/workspace';
import { formatMinutes, searchTranscript } from './transcript-search';

const entries: TranscriptEntry[] = [
  { speaker: 'Mariana Costa', text: 'Vamos revisar o fluxo de caixa de março.', minutes: 0.5 },
  { speaker: 'Carlos Lima', text: 'O estoque de farinha subiu 12%.', minutes: 3.25 },
  { speaker: 'Mariana Costa', text: 'Precisamos renegociar com o fornecedor.', minutes: 7 },
  { speaker: 'João Ávila', text: 'Ação: Carlos envia a planilha até sexta.', minutes: 12.75 },
];

describe('searchTranscript', () => {
  it('shows every entry, in order, for an empty or blank query', () => {
    expect(searchTranscript(entries, '')).toEqual(entries);
    expect(searchTranscript(entries, '   ')).toEqual(entries);
  });

  it('matches the text regardless of case', () => {
    expect(searchTranscript(entries, 'FLUXO DE CAIXA')).toEqual([entries[0]]);
  });

  it('matches the speaker as well as the text', () => {
    expect(searchTranscript(entries, 'carlos')).toEqual([entries[1], entries[3]]);
    expect(searchTranscript(entries, 'mariana')).toEqual([entries[0], entries[2]]);
  });

  it('ignores spaces around the query', () => {
    expect(searchTranscript(entries, '  fornecedor ')).toEqual([entries[2]]);
  });

  it('compares accented letters case-insensitively too', () => {
    expect(searchTranscript(entries, 'joão ÁVILA')).toEqual([entries[3]]);
    expect(searchTranscript(entries, 'AÇÃO')).toEqual([entries[3]]);
  });

  it('gives an empty list when nothing matches, and never changes the input', () => {
    const copy = [...entries];
    expect(searchTranscript(entries, 'orçamento anual')).toEqual([]);
    expect(entries).toEqual(copy);
  });
});

describe('formatMinutes', () => {
  it('shows minutes with two decimals and a pt-BR decimal comma', () => {
    expect(formatMinutes(3.5)).toBe('3,50');
    expect(formatMinutes(0.74)).toBe('0,74');
    expect(formatMinutes(7)).toBe('7,00');
    expect(formatMinutes(12.75)).toBe('12,75');
    expect(formatMinutes(0)).toBe('0,00');
  });

  it('rounds longer fractions to two decimals', () => {
    expect(formatMinutes(1.234)).toBe('1,23');
    expect(formatMinutes(65.999)).toBe('66,00');
  });

  it('groups thousands with a dot, as pt-BR does', () => {
    expect(formatMinutes(1234.5)).toBe('1.234,50');
  });

  it('shows 0,00 for a value that is not a number', () => {
    expect(formatMinutes(Number.NaN)).toBe('0,00');
    expect(formatMinutes(Number.POSITIVE_INFINITY)).toBe('0,00');
  });
});
