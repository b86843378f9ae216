import type { BankEntry } from './bank-entry';
import { HELD_OUT_3_EDGES } from './held-out-3-edges';
import { HELD_OUT_3_FIGURES } from './held-out-3-figures';
import { HELD_OUT_3_PERIODS } from './held-out-3-periods';
import { HELD_OUT_3_PORTAL } from './held-out-3-portal';
import { HELD_OUT_3_RANKINGS } from './held-out-3-rankings';
import { HELD_OUT_3_WORK } from './held-out-3-work';

// A third held-out set, written apart from the engine and from the other sets, from
// docs/assistant.md and the demo rows alone: new phrasings of every documented subject, typed as
// different admins type them (formal, hurried, slang, typos, nicknames, follow-ups).

export const HELD_OUT_3: BankEntry[] = [
  ...HELD_OUT_3_FIGURES,
  ...HELD_OUT_3_PERIODS,
  ...HELD_OUT_3_RANKINGS,
  ...HELD_OUT_3_PORTAL,
  ...HELD_OUT_3_WORK,
  ...HELD_OUT_3_EDGES,
];
