import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/zip';
import { csvBytes, dataset, datasetEntries, jsonBytes, textEntry } from './tables';

// Keeps the BOM, which TextDecoder drops by default.
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

const people = dataset(
  'pessoas',
  ['nome', 'nota', 'valor', 'ativo'],
  [
    { nome: 'Ana, "a" Souza', nota: 'linha 1\nlinha 2', valor: -1234.5, ativo: true },
    { nome: '=HYPERLINK("x")', nota: null, valor: 0.125, ativo: false },
    { nome: ' com espaços ', nota: '+55 19', valor: 3, ativo: null },
  ],
);

describe('a dataset as CSV', () => {
  it('starts with the BOM and the header, ends every line with CRLF', () => {
    const text = decode(csvBytes(people));
    expect(text.startsWith('\uFEFFnome,nota,valor,ativo\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('quotes what needs it and reads back the same rows', () => {
    const rows = parseCsv(decode(csvBytes(people)).slice(1));
    expect(rows).toEqual([
      ['nome', 'nota', 'valor', 'ativo'],
      ['Ana, "a" Souza', 'linha 1\nlinha 2', '-1234.5', 'true'],
      ['\'=HYPERLINK("x")', '', '0.125', 'false'],
      [' com espaços ', "'+55 19", '3', ''],
    ]);
  });

  it('writes only the header for no rows', () => {
    expect(decode(csvBytes(dataset('vazio', ['a', 'b'], [])))).toBe('\uFEFFa,b\r\n');
  });
});

describe('a dataset as JSON', () => {
  it('is a list of objects with the exact values, keys in the columns’ order', () => {
    const rows = JSON.parse(decode(jsonBytes(people))) as Record<string, unknown>[];
    expect(rows[1]).toEqual({ nome: '=HYPERLINK("x")', nota: null, valor: 0.125, ativo: false });
    expect(Object.keys(rows[0]!)).toEqual(['nome', 'nota', 'valor', 'ativo']);
  });
});

describe('zip entries', () => {
  it('are the pair of files of a dataset, in a folder when given', () => {
    expect(datasetEntries(people).map((e) => e.path)).toEqual(['pessoas.json', 'pessoas.csv']);
    expect(datasetEntries(people, 'a/b').map((e) => e.path)).toEqual([
      'a/b/pessoas.json',
      'a/b/pessoas.csv',
    ]);
  });

  it('write text with CRLF line ends', () => {
    const entry = textEntry('README.txt', 'a\nb\r\nc');
    expect('bytes' in entry && decode(entry.bytes)).toBe('a\r\nb\r\nc');
  });
});
