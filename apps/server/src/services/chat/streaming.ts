import type { ChatEngine, ChatQuestion } from './engine';

/**
 * How a finished answer is handed out when its engine does not write it piece by piece (the
 * built-in one composes its markdown at once): pieces of about `chunkChars`, cut after a space or
 * a line, `delayMs` apart, and larger pieces for a long answer so the whole never takes more than
 * `maxMs`. The pause makes the text grow as a model's does, so both engines read alike and
 * 'Parar' has a moment to act; the cap keeps an answer that is ready in milliseconds from being
 * held back for seconds (a short answer, 300 characters, takes half a second; a long one, 2,000
 * characters, the same 0.8 s).
 */
export type ChatStreamPace = {
  readonly chunkChars: number;
  readonly delayMs: number;
  readonly maxMs: number;
};

export const DEFAULT_CHAT_STREAM_PACE: ChatStreamPace = { chunkChars: 24, delayMs: 40, maxMs: 800 };

/** The piece size for `text` under `pace`: `chunkChars`, or more when the text is long. */
export const pieceSize = (text: string, pace: ChatStreamPace): number =>
  Math.max(pace.chunkChars, Math.ceil(text.length / (Math.floor(pace.maxMs / pace.delayMs) + 1)));

/** `text` in pieces of about `size` characters, each ending after a space or a line break. */
export function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + size, text.length);
    if (end < text.length) {
      const gap = text.slice(end).search(/\s/);
      end = gap < 0 ? text.length : end + gap + 1;
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

const pause = (ms: number, stop: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (stop?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stop?.removeEventListener('abort', done);
      resolve();
    }
    stop?.addEventListener('abort', done, { once: true });
  });

/**
 * The engine's answer with its text handed to `onText` as it is written: by the engine itself
 * when it streams, else its finished answer in paced pieces. A stop ends the pieces where they
 * are; what was handed out is what the admin saw.
 */
export async function answerStreamed(
  engine: ChatEngine,
  question: ChatQuestion & { onText: (text: string) => void },
  pace: ChatStreamPace,
): Promise<string> {
  if (engine.streams) return engine.answer(question);
  const { onText, stop, ...rest } = question;
  const answer = await engine.answer(rest);
  for (const [index, piece] of piecesOf(answer, pieceSize(answer, pace)).entries()) {
    if (stop?.aborted) break;
    if (index > 0) await pause(pace.delayMs, stop);
    if (stop?.aborted) break;
    onText(piece);
  }
  return answer;
}
