import type { BankEntry } from './bank-entry';
import { FIGURES_7 } from './development-7-figures';
import { FOLLOW_7 } from './development-7-follow';
import { PERIODS_7 } from './development-7-periods';
import { RANKINGS_7 } from './development-7-rankings';
import { TRAPS_7 } from './development-7-traps';
import { WORK_7 } from './development-7-work';

// The seventh development set, written from docs/assistant.md and the demo rows before the engine
// was changed against it: figures, periods and comparisons, rankings, the goal, losses and the
// month's report, follow-ups, boards, meetings, documents and people, in many voices, and about a
// quarter of traps that look like a kind the assistant reads but ask something else.
export const DEVELOPMENT_7: BankEntry[] = [
  ...FIGURES_7,
  ...PERIODS_7,
  ...RANKINGS_7,
  ...FOLLOW_7,
  ...WORK_7,
  ...TRAPS_7,
];
