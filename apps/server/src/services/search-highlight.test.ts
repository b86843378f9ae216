import { describe, expect, it } from 'vitest';
import { HIT_END, HIT_START } from '../repositories/full-text';
import { highlight, markParts, parseMarked, SNIPPET_MAX, snippetOf } from './search-highlight';

const marked = (text: string) => text.replaceAll('[', HIT_START).replaceAll(']', HIT_END);
const show = (parts: { text: string; hit: boolean }[]) =>
  parts.map((p) => (p.hit ? `[${p.text}]` : p.text)).join('');

describe('search highlight', () => {
  it('reads the markers of the database into marked pieces, whitespace made one space', () => {
    expect(parseMarked(marked('O [preço]  da\n[farinha].'))).toEqual([
      { text: 'O ', hit: false },
      { text: 'preço', hit: true },
      { text: ' da ', hit: false },
      { text: 'farinha', hit: true },
      { text: '.', hit: false },
    ]);
  });

  it('marks a word found inside another, accents and case ignored, when nothing is marked', () => {
    expect(show(markParts(parseMarked('Precificação e PRECIFICAÇÃO'), ['cificac']))).toBe(
      'Pre[cificaç]ão e PRE[CIFICAÇ]ÃO',
    );
    // What the database marked stays as it is.
    expect(show(markParts(parseMarked(marked('[Preço] e preço')), ['pre']))).toBe(
      '[Preço] e preço',
    );
  });

  it('cuts a long text around the first found word, at spaces, with …', () => {
    const text = `${'palavra '.repeat(40)}[achado] ${'depois '.repeat(40)}`;
    const parts = snippetOf(parseMarked(marked(text)));
    const joined = parts.map((p) => p.text).join('');
    expect(joined.length).toBeLessThanOrEqual(SNIPPET_MAX + 2);
    expect(joined.startsWith('…palavra')).toBe(true);
    expect(joined.endsWith('depois…')).toBe(true);
    expect(parts.filter((p) => p.hit)).toEqual([{ text: 'achado', hit: true }]);
  });

  it('keeps a short text whole and a long one without a hit from its start', () => {
    expect(show(highlight(marked(' Curto [texto] '), ['texto']))).toBe('Curto [texto]');
    const long = highlight('início '.repeat(60), ['nada']);
    expect(long[0]!.text.startsWith('início')).toBe(true);
    expect(long[long.length - 1]!.text).toBe('…');
  });
});
