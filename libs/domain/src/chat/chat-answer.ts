import { CHAT_ANSWER_STOPPED } from '../messages';

/**
 * An answer stopped with 'Parar': what was written so far, then the note in italics on its own
 * line. The server keeps this text and the chat shows it at once, so a reload shows the same.
 */
export function stoppedAnswer(written: string): string {
  const text = written.trimEnd();
  return text ? `${text}\n\n_${CHAT_ANSWER_STOPPED}_` : `_${CHAT_ANSWER_STOPPED}_`;
}
