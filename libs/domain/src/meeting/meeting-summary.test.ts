import { describe, expect, it } from 'vitest';
import { MEETING_LIST_OVERVIEW_MAX } from '../validation/limits';
import { meetingListOverview } from './meeting-summary';

describe('meetingListOverview (what the meetings list carries of an overview)', () => {
  it('keeps an overview that fits as it is, trimmed', () => {
    expect(meetingListOverview('  Revisão do DRE de outubro. ')).toBe('Revisão do DRE de outubro.');
    const exact = 'a'.repeat(MEETING_LIST_OVERVIEW_MAX);
    expect(meetingListOverview(exact)).toBe(exact);
  });

  it('cuts a long one at the last space before the limit and ends it with …', () => {
    const long = 'Revisão dos números do mês e das metas da equipe. '.repeat(20);
    const cut = meetingListOverview(long);
    expect(cut.length).toBeLessThanOrEqual(MEETING_LIST_OVERVIEW_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    // Whole words only: the character after the cut in the original is a space.
    expect(long[cut.length - 1]).toBe(' ');
    expect(meetingListOverview('um dois três quatro', 12)).toBe('um dois…');
  });

  it('cuts the first max + 1 characters of a longer overview even when the last is a space', () => {
    // What the server hands over: `left(btrim(overview), max + 1)`.
    expect(meetingListOverview('um dois três ', 12)).toBe('um dois…');
  });

  it('cuts a word with no space before the limit where the limit falls', () => {
    expect(meetingListOverview('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('drops a ** the cut left open, and keeps a closed pair', () => {
    expect(meetingListOverview('Margem **em queda forte no mês**', 20)).toBe('Margem em queda…');
    expect(meetingListOverview('**Margem** em queda forte no mês', 20)).toBe(
      '**Margem** em queda…',
    );
  });
});
