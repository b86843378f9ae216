import type { BankEntry } from './bank-entry';
import { HELD_OUT_6_EDGES } from './held-out-6-edges';
import { HELD_OUT_6_FIGURES } from './held-out-6-figures';
import { HELD_OUT_6_PERIODS } from './held-out-6-periods';
import { HELD_OUT_6_PORTAL } from './held-out-6-portal';
import { HELD_OUT_6_RANKINGS } from './held-out-6-rankings';
import { HELD_OUT_6_WORK } from './held-out-6-work';

// A sixth held-out set, written apart from the engine and from the development files, from
// docs/assistant.md and the demo rows (with the earlier held-out files read for their format and
// helpers, and so as not to repeat their phrasings): new phrasings of every documented subject as
// different admins type them, about a fifth of them traps one word away from a kind that is read.

export const HELD_OUT_6: BankEntry[] = [
  ...HELD_OUT_6_FIGURES,
  ...HELD_OUT_6_PERIODS,
  ...HELD_OUT_6_RANKINGS,
  ...HELD_OUT_6_PORTAL,
  ...HELD_OUT_6_WORK,
  ...HELD_OUT_6_EDGES,
];
