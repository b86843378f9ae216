import type { BankEntry } from './bank-entry';
import { HELD_OUT_EDGES } from './held-out-edges';
import { HELD_OUT_FIGURES } from './held-out-figures';
import { HELD_OUT_PERIODS } from './held-out-periods';
import { HELD_OUT_PORTAL } from './held-out-portal';
import { HELD_OUT_RANKINGS } from './held-out-rankings';
import { HELD_OUT_WORK } from './held-out-work';
import { HELD_OUT_2 } from './held-out-2';
import { HELD_OUT_3 } from './held-out-3';
import { HELD_OUT_4 } from './held-out-4';
import { HELD_OUT_5 } from './held-out-5';
import { HELD_OUT_6 } from './held-out-6';
import { HELD_OUT_7 } from './held-out-7';

// The held-out part of the assistant's question bank (docs/assistant.md, 'The question bank'):
// phrasings written without reading the engine, which the engine is never tuned against. Who
// may read these files is in README.md beside them.

export const HELD_OUT: BankEntry[] = [
  ...HELD_OUT_FIGURES,
  ...HELD_OUT_PERIODS,
  ...HELD_OUT_RANKINGS,
  ...HELD_OUT_PORTAL,
  ...HELD_OUT_WORK,
  ...HELD_OUT_EDGES,
  ...HELD_OUT_2,
  ...HELD_OUT_3,
  ...HELD_OUT_4,
  ...HELD_OUT_5,
  ...HELD_OUT_6,
  ...HELD_OUT_7,
];

/**
 * The sets written after the first, each apart from the engine and the ones before it, by name:
 * each is scored on its own as well, so a fall on one set's phrasings is not hidden by the
 * others' scores.
 */
export const HELD_OUT_SETS: readonly (readonly [string, readonly BankEntry[]])[] = [
  ['second set', HELD_OUT_2],
  ['third set', HELD_OUT_3],
  ['fourth set', HELD_OUT_4],
  ['fifth set', HELD_OUT_5],
  ['sixth set', HELD_OUT_6],
  ['seventh set', HELD_OUT_7],
];
