import type { BankEntry } from './bank-entry';
import { HELD_OUT_4_EDGES } from './held-out-4-edges';
import { HELD_OUT_4_FIGURES } from './held-out-4-figures';
import { HELD_OUT_4_PERIODS } from './held-out-4-periods';
import { HELD_OUT_4_PORTAL } from './held-out-4-portal';
import { HELD_OUT_4_RANKINGS } from './held-out-4-rankings';
import { HELD_OUT_4_WORK } from './held-out-4-work';

// A fourth held-out set, written apart from the engine and from the other sets, from
// docs/assistant.md and the demo rows alone: new phrasings of every documented subject as
// different admins type them, about a fifth of them traps (one word that changes the reading,
// two companies or periods, negations, qualifiers the data lacks, future periods).

export const HELD_OUT_4: BankEntry[] = [
  ...HELD_OUT_4_FIGURES,
  ...HELD_OUT_4_PERIODS,
  ...HELD_OUT_4_RANKINGS,
  ...HELD_OUT_4_PORTAL,
  ...HELD_OUT_4_WORK,
  ...HELD_OUT_4_EDGES,
];
