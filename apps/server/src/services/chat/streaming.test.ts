import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_STREAM_PACE, pieceSize, piecesOf } from './streaming';

const words = (count: number) =>
  Array.from({ length: count }, (_, i) => `palavra${i % 10}`).join(' ');

describe('the pace of an answer written at once', () => {
  const pace = DEFAULT_CHAT_STREAM_PACE;
  const most = Math.floor(pace.maxMs / pace.delayMs) + 1;

  it('hands a short answer out in pieces of about chunkChars', () => {
    const answer = words(30);
    const pieces = piecesOf(answer, pieceSize(answer, pace));
    expect(pieces.join('')).toBe(answer);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces.slice(0, -1))
      expect(piece.length).toBeLessThanOrEqual(pace.chunkChars + 'palavra0 '.length);
  });

  it('never takes more than maxMs, however long the answer', () => {
    for (const answer of [words(250), words(2_000)]) {
      const pieces = piecesOf(answer, pieceSize(answer, pace));
      expect(pieces.join('')).toBe(answer);
      // The first piece goes at once; each later one waits delayMs.
      expect((pieces.length - 1) * pace.delayMs).toBeLessThanOrEqual(pace.maxMs);
      expect(pieces.length).toBeLessThanOrEqual(most);
    }
  });
});
