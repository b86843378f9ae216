import { describe, expect, it } from 'vitest';
import { meetingTextSegments } from './meeting-text';

const text = (value: string) => ({ kind: 'text', text: value }) as const;
const bold = (value: string) => ({ kind: 'bold', text: value }) as const;
const range = (value: string) => ({ kind: 'timeRange', text: value }) as const;

describe('meetingTextSegments', () => {
  it('gives no segments for empty text', () => {
    expect(meetingTextSegments('')).toEqual([]);
  });

  it('keeps plain text as one segment', () => {
    expect(meetingTextSegments('Revisão do fluxo de caixa.')).toEqual([
      text('Revisão do fluxo de caixa.'),
    ]);
  });

  it('bolds **text** and drops the asterisks', () => {
    expect(meetingTextSegments('Decisão: **renegociar o aluguel** até sexta.')).toEqual([
      text('Decisão: '),
      bold('renegociar o aluguel'),
      text(' até sexta.'),
    ]);
  });

  it('bolds several parts, also at the very start and end', () => {
    expect(meetingTextSegments('**Ana** e **Carlos**')).toEqual([
      bold('Ana'),
      text(' e '),
      bold('Carlos'),
    ]);
  });

  it('highlights a (hh:mm - hh:mm) range, parentheses kept', () => {
    expect(meetingTextSegments('Estoque (10:15 - 10:40) e fornecedores.')).toEqual([
      text('Estoque '),
      range('(10:15 - 10:40)'),
      text(' e fornecedores.'),
    ]);
  });

  it('accepts one-digit hours and optional spaces around the dash', () => {
    expect(meetingTextSegments('(9:05-9:30)')).toEqual([range('(9:05-9:30)')]);
    expect(meetingTextSegments('a (9:05 -10:00) b ( 14:00 - 15:30 )')).toEqual([
      text('a '),
      range('(9:05 -10:00)'),
      text(' b '),
      range('( 14:00 - 15:30 )'),
    ]);
  });

  it('accepts the en dash that word processors put in place of the hyphen', () => {
    expect(meetingTextSegments('(10:00 – 11:00)')).toEqual([range('(10:00 – 11:00)')]);
  });

  it('leaves things that only look like ranges as text', () => {
    for (const value of [
      '(10:00)',
      '10:00 - 11:00',
      '(10:60 - 11:00)',
      '(100:00 - 101:00)',
      '(10h - 11h)',
      '(10:0 - 11:00)',
    ]) {
      expect(meetingTextSegments(value)).toEqual([text(value)]);
    }
  });

  it('keeps an unmatched ** literal', () => {
    expect(meetingTextSegments('Meta: **crescer 20% no ano')).toEqual([
      text('Meta: **crescer 20% no ano'),
    ]);
    expect(meetingTextSegments('**um** e **dois')).toEqual([bold('um'), text(' e **dois')]);
  });

  it('keeps ** around nothing but spaces literal, and lets the next mark open', () => {
    expect(meetingTextSegments('****')).toEqual([text('****')]);
    expect(meetingTextSegments('** ** **ok**')).toEqual([text('** ** '), bold('ok')]);
  });

  it('bolds across a line break', () => {
    expect(meetingTextSegments('**linha um\nlinha dois**')).toEqual([bold('linha um\nlinha dois')]);
  });

  it('keeps a range inside bold text as part of the bold text', () => {
    expect(meetingTextSegments('**Bloco (10:00 - 10:30)** depois')).toEqual([
      bold('Bloco (10:00 - 10:30)'),
      text(' depois'),
    ]);
  });

  it('mixes bold and ranges in writing order', () => {
    expect(meetingTextSegments('(08:00 - 08:15) **abertura**, (8:15 - 9:00) pauta')).toEqual([
      range('(08:00 - 08:15)'),
      text(' '),
      bold('abertura'),
      text(', '),
      range('(8:15 - 9:00)'),
      text(' pauta'),
    ]);
  });

  it('treats markup as plain text (the UI never renders it as HTML)', () => {
    expect(meetingTextSegments('<b>oi</b> **<script>x</script>**')).toEqual([
      text('<b>oi</b> '),
      bold('<script>x</script>'),
    ]);
  });

  it('loses no character: the segments spell the input without the bold marks', () => {
    const input = 'a **b** (1:00 - 2:00) ** c';
    const joined = meetingTextSegments(input)
      .map((s) => (s.kind === 'bold' ? `**${s.text}**` : s.text))
      .join('');
    expect(joined).toBe(input);
  });
});
