import type { BankEntry } from './bank-entry';
import { COMPARISONS, GOALS_LOSSES_REPORTS, RANKINGS } from './development-2-compare';
import { EDGE_FIGURES, MONTH_FIGURES, PERIOD_FIGURES } from './development-2-figures';
import { FOLLOW_UPS_2 } from './development-2-follow';
import {
  COMPANY_ENTRIES,
  DOCUMENT_ENTRIES,
  MEETING_ENTRIES,
  PEOPLE_ENTRIES,
  TASK_ENTRIES,
} from './development-2-portal';

// The second development set: phrasings written as an outside tester would, from
// docs/assistant.md and the demo data alone, without reading the engine. "Today" is 16/11/2026.
export const DEVELOPMENT_2: BankEntry[] = [
  ...MONTH_FIGURES,
  ...PERIOD_FIGURES,
  ...COMPARISONS,
  ...RANKINGS,
  ...GOALS_LOSSES_REPORTS,
  ...COMPANY_ENTRIES,
  ...PEOPLE_ENTRIES,
  ...TASK_ENTRIES,
  ...MEETING_ENTRIES,
  ...DOCUMENT_ENTRIES,
  ...EDGE_FIGURES,
  ...FOLLOW_UPS_2,
];
