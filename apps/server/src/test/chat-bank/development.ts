import type { BankEntry } from './bank-entry';
import { DEVELOPMENT_2 } from './development-2';
import { DEVELOPMENT_3 } from './development-3';
import { DEVELOPMENT_4 } from './development-4';
import { DEVELOPMENT_5 } from './development-5';
import { DEVELOPMENT_6 } from './development-6';
import { DEVELOPMENT_7 } from './development-7';
import { COMPARE_ENTRIES } from './development-compare';
import { FIGURE_ENTRIES } from './development-figures';
import { GENERAL_ENTRIES } from './development-general';
import { GENERAL_ENTRIES_2 } from './development-general-2';
import { GENERAL_ENTRIES_3 } from './development-general-3';
import { FOLLOW_UPS, WORK_ENTRIES } from './development-work';

// The phrasings the built-in assistant is developed against (docs/assistant.md, 'The question
// bank'), as different admins would ask: formal, hurried, slang, no accents, typos, follow-ups.
// "Today" is 16/11/2026: the demo's reports run to October 2026 (the Academia's to September).
export const DEVELOPMENT: BankEntry[] = [
  ...FIGURE_ENTRIES,
  ...COMPARE_ENTRIES,
  ...WORK_ENTRIES,
  ...FOLLOW_UPS,
  ...GENERAL_ENTRIES,
  ...GENERAL_ENTRIES_2,
  ...GENERAL_ENTRIES_3,
  ...DEVELOPMENT_2,
  ...DEVELOPMENT_3,
  ...DEVELOPMENT_4,
  ...DEVELOPMENT_5,
  ...DEVELOPMENT_6,
  ...DEVELOPMENT_7,
];
