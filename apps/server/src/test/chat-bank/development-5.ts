import type { BankEntry } from './bank-entry';
import { FIGURES_5 } from './development-5-figures';
import { FREE_5 } from './development-5-free';
import { NAMES_5 } from './development-5-names';
import { NEGATIONS_5 } from './development-5-negations';
import { WORK_5 } from './development-5-work';

// The fifth development set: traps, questions that look like a kind the assistant reads but
// differ in one word that changes the meaning (a figure the data lacks beside one it has, a
// qualifier, two companies or periods, a negation, a future period, a person or a name no
// company has where a company goes, advice, the portal itself, another language, a long
// preamble), and the plain kinds in new words. Where the line cannot say the question, the
// expected reading is the decline or the detail docs/assistant.md gives.
export const DEVELOPMENT_5: BankEntry[] = [
  ...FIGURES_5,
  ...NEGATIONS_5,
  ...NAMES_5,
  ...FREE_5,
  ...WORK_5,
];
