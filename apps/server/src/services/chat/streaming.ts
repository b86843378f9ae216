import type { ChatEngine, ChatQuestion } from './engine';

/**
 * How a finished answer is handed out when its engine does not write it piece by piece (the
 * built-in one composes its markdown at once): pieces of about `chunkChars`, cut after a space or
 * a line, `delayMs` apart. The pause makes the text grow as a model's does, so both engines read
 * alike and 'Parar' has a moment to act. The default, 600 characters a second, is about as fast
 * as a quick model writes: a long answer (2,000 characters) takes three seconds, a short one
 * less than one.
 */
export type ChatStreamPace = { readonly chunkChars: number; readonly delayMs: number };

export const DEFAULT_CHAT_STREAM_PACE: ChatStreamPace = { chunkChars: 24, delayMs: 40 };

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
  for (const [index, piece] of piecesOf(answer, pace.chunkChars).entries()) {
    if (stop?.aborted) break;
    if (index > 0) await pause(pace.delayMs, stop);
    if (stop?.aborted) break;
    onText(piece);
  }
  return answer;
}
