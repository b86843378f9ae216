import { fold } from '../tools/tool';
import type { ParsedQuestion } from './reading';

// A long question whose real ask comes at its end, after sentences that set the scene: the last
// sentence is what is asked, and the scene gives at most whose figures.

/** Where a sentence ends and another starts: '.', '!', '?' or ':' before more words. */
const SENTENCE_END = /[.!?:;]+\s+(?=\S)/gu;
/** A lead that leaves out, or says 'not' of, what the last sentence asks: read as a whole. */
const LEAD_LIMITS = /\b(tirando|exceto|excluindo|sem contar|fora|menos|nao|nunca|nem)\b/;

/**
 * A long question whose ask is its last sentence ('olá, hoje estou cheio de mentorias, mas:
 * qual foi o lucro da exato em setembro?'): the earlier sentences tell, at most, whose figures,
 * as an earlier turn would. Null when the question is one sentence, or the last does not read on
 * its own, or the lead limits it.
 */
export function lastSentence(
  text: string,
  readQuestion: (text: string) => ParsedQuestion,
  readClause: (text: string) => ParsedQuestion,
): ParsedQuestion | null {
  const ends = [...text.matchAll(SENTENCE_END)];
  const last = ends.at(-1);
  if (!last) return null;
  const start = last.index + last[0].length;
  const lead = text.slice(0, start);
  // A short label ('padaria: quem é o responsável?', 'agosto contra setembro: custos') or a lead
  // that is itself a question belongs to the question, read whole.
  if (/\?/.test(lead) || lead.split(/\s+/).filter(Boolean).length < 6) return null;
  if (LEAD_LIMITS.test(fold(lead))) return null;
  const asked = readQuestion(text.slice(start));
  const s = asked.reading.subject.kind;
  // A last sentence asked ('…?') that does not read: the ask is not understood, and the lead,
  // read with it, would answer what the lead talks about instead.
  if (s === 'not-understood' && /\?\s*$/.test(text) && !asked.followUp) return asked;
  // A status alone ('o que está pendente?') is a task question the lead gives the company of.
  if (s === 'not-understood' || s === 'help' || (asked.followUp && s !== 'tasks')) return null;
  if (asked.named.companies) return asked;
  const before = readClause(lead);
  // Whose: one company of the lead, never a choice among several.
  if (
    before.reading.companies.length !== 1 ||
    before.reading.unknown.length ||
    before.ambiguous.length
  )
    return before.reading.companies.length || before.reading.unknown.length ? null : asked;
  return {
    ...asked,
    reading: { ...asked.reading, companies: before.reading.companies },
    named: { ...asked.named, companies: true },
  };
}
