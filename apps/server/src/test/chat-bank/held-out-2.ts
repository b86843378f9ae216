import type { BankEntry } from './bank-entry';
import { HELD_OUT_2_EDGES } from './held-out-2-edges';
import { HELD_OUT_2_FIGURES } from './held-out-2-figures';
import { HELD_OUT_2_PERIODS } from './held-out-2-periods';
import { HELD_OUT_2_PORTAL } from './held-out-2-portal';
import { HELD_OUT_2_RANKINGS } from './held-out-2-rankings';
import { HELD_OUT_2_WORK } from './held-out-2-work';

// A second held-out set, written apart from the first and from the engine, from
// docs/assistant.md and the demo rows alone: more phrasings, in the proportions admins ask them.

export const HELD_OUT_2: BankEntry[] = [
  ...HELD_OUT_2_FIGURES,
  ...HELD_OUT_2_PERIODS,
  ...HELD_OUT_2_RANKINGS,
  ...HELD_OUT_2_PORTAL,
  ...HELD_OUT_2_WORK,
  ...HELD_OUT_2_EDGES,
];
