import type { BankEntry } from './bank-entry';
import { EDGES_4 } from './development-4-edges';
import { FIGURES_4 } from './development-4-figures';
import { FOLLOW_4 } from './development-4-follow';
import { RANKINGS_4 } from './development-4-rankings';
import { WORK_4 } from './development-4-work';

// The fourth development set: hurried admins' phrasings (typos, no accents, slang, follow-ups)
// for the kinds of question unseen sets most often found misread: figures against the goal, the
// year's worst, a single best or worst, growth rankings, tasks done, a topic in one company's
// meetings, documents asked with an imperative, follow-ups, actions, figures the data lacks.
export const DEVELOPMENT_4: BankEntry[] = [
  ...FIGURES_4,
  ...RANKINGS_4,
  ...WORK_4,
  ...FOLLOW_4,
  ...EDGES_4,
];
