import type { DemoWorld } from '../chat-world';
import type { BankEntry } from './bank-entry';

// How a bank answer is scored (docs/assistant.md): correct when its first line is the expected
// reading in italics and it shows every fact; wrong when its reading line is another one (a
// different question answered); declined otherwise (no reading line, or a fact missing).

export type Verdict = 'correct' | 'wrong' | 'declined';

/** The reading line of an answer, without its underscores; null when it has none. */
export const readingOf = (answer: string): string | null => {
  const first = answer.split('\n', 1)[0] ?? '';
  const m = /^_(Entendi: .*)_$/.exec(first);
  return m ? m[1]! : null;
};

export function classify(
  entry: BankEntry,
  answer: string,
  world: DemoWorld,
): {
  verdict: Verdict;
  missing: string[];
} {
  const reading = readingOf(answer);
  if (reading !== null && reading !== entry.reading) {
    // Asking for a detail, or saying it did not understand, answers no other question.
    const declined = / · preciso de um detalhe$|^Entendi: não entendi a pergunta$/.test(reading);
    return { verdict: declined ? 'declined' : 'wrong', missing: [] };
  }
  if (reading === null) return { verdict: 'declined', missing: [] };
  const missing = (entry.facts?.(world) ?? []).filter((fact) => !answer.includes(fact));
  return { verdict: missing.length ? 'declined' : 'correct', missing };
}

export type Score = { total: number; correct: number; wrong: number; declined: number };

export const scoreOf = (verdicts: readonly Verdict[]): Score => ({
  total: verdicts.length,
  correct: verdicts.filter((v) => v === 'correct').length,
  wrong: verdicts.filter((v) => v === 'wrong').length,
  declined: verdicts.filter((v) => v === 'declined').length,
});

const percent = (n: number, total: number) => (total ? `${((100 * n) / total).toFixed(1)} %` : '—');

export const scoreText = (name: string, s: Score): string =>
  `${name}: ${s.correct}/${s.total} correct (${percent(s.correct, s.total)}), ` +
  `${s.wrong} wrong (${percent(s.wrong, s.total)}), ${s.declined} declined (${percent(s.declined, s.total)})`;
