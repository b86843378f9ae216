import type { BankEntry } from './bank-entry';
import { EDGES_3 } from './development-3-edges';
import { FIGURES_3 } from './development-3-figures';
import { FOLLOW_3 } from './development-3-follow';
import { PERIODS_3 } from './development-3-periods';
import { PORTAL_3 } from './development-3-portal';
import { RANKINGS_3 } from './development-3-rankings';
import { WORK_3 } from './development-3-work';

// The third development set, written from docs/assistant.md and the demo rows alone, without the
// engine or the other sets: phrasings as admins and advisers type them, in each subject's share.
export const DEVELOPMENT_3: BankEntry[] = [
  ...FIGURES_3,
  ...PERIODS_3,
  ...RANKINGS_3,
  ...PORTAL_3,
  ...WORK_3,
  ...FOLLOW_3,
  ...EDGES_3,
];
