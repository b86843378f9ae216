import type { BankEntry } from './bank-entry';
import { FOLLOW_6 } from './development-6-follow';
import { RANKINGS_6 } from './development-6-rankings';
import { TRAPS_6 } from './development-6-traps';
import { VARIANTS_6 } from './development-6-variants';
import { WORK_6 } from './development-6-work';
import { WORDS_6 } from './development-6-words';

// The sixth development set: the kinds rule-based readers get wrong, in fresh words: top N and
// superlatives phrased many ways and follow-ups that turn a ranking around, periods in every word
// order and 'aquele mês', follow-ups that change only the figure, statements and corrections,
// opinions and negations, kinds of a figure the reports lack, tasks without the word 'tarefa',
// meetings' topics introduced by a verb, documents, people and the chat itself.
export const DEVELOPMENT_6: BankEntry[] = [
  ...RANKINGS_6,
  ...FOLLOW_6,
  ...TRAPS_6,
  ...WORK_6,
  ...VARIANTS_6,
  ...WORDS_6,
];
