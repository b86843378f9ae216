import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX_POLICY, retryDelayMs } from './outbox';
import { htmlOfText } from './html';

describe('the outbox waits longer after each failed attempt', () => {
  it('doubles from the base and stops at the cap', () => {
    const policy = { ...DEFAULT_OUTBOX_POLICY, retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    const waits = Array.from({ length: 10 }, (_, i) => retryDelayMs(policy, i + 1) / 60_000);
    expect(waits).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('the HTML part of a message written as text', () => {
  it('keeps its paragraphs and lines, escapes markup and makes each address a link', () => {
    const html = htmlOfText(
      'Olá, <Ana> & cia!\n\nAbra o link abaixo:\nhttps://portal.test/x?token=a&b=1.\n\nAté.',
    );
    expect(html).toContain('<p>Olá, &lt;Ana&gt; &amp; cia!</p>');
    expect(html).toContain(
      '<p>Abra o link abaixo:<br>\n<a href="https://portal.test/x?token=a&amp;b=1">https://portal.test/x?token=a&amp;b=1</a>.</p>',
    );
    expect(html).toContain('<p>Até.</p>');
  });
});
