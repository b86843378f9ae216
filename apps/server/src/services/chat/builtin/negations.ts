import type { Subject } from './reading';

// Negations the reading line says, and only for the subject that says them: a task not started
// or not done is a status of the board, a report not sent is the DRE's status, a profit not made
// is a loss, a goal not reached is the goal's forecast. The same words under another subject
// (a figure asked whether it did not grow) negate what the line cannot say.

/** A negation before one of `words`, up to two words between ('não foram concluídas'). */
const negated = (words: string) =>
  new RegExp(`\\b(nao|nem|nunca|sem) (\\w+ ){0,2}(${words})\\b`, 'g');

const SAID_BY: Partial<Record<Subject['kind'], RegExp>> = {
  tasks: negated(
    'inici\\w*|comec\\w*|conclu\\w*|finaliz\\w*|feit[ao]s?|termin\\w*|entreg\\w*|prontas?|fechad\\w*',
  ),
  'dre-status': negated('envi\\w*|mand\\w*|preench\\w*|subi\\w*|entreg\\w*'),
  loss: negated('lucro|lucrou|lucraram'),
  goal: negated('bat\\w*|ating\\w*|alcanc\\w*|cheg\\w*'),
};

/**
 * Said by any reading: a correction opening the question ('não, o lucro'), 'ou não' and 'não
 * sei', which ask nothing of their own.
 */
const SAID_ANYWHERE = /^\s*(nao|n)\b|\bou nao\b|\bnao sei\b/g;

/** The question with the negations its reading as `subject` says blanked out. */
export function withoutSaidNegations(folded: string, subject: Subject): string {
  const own = SAID_BY[subject.kind];
  const text = folded.replace(SAID_ANYWHERE, ' ');
  return own ? text.replace(own, ' ') : text;
}
