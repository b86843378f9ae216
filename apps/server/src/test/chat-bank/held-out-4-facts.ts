import type { BankEntry } from './bank-entry';
import { doneIn, sentThisMonth, tasks as heldTasks } from './held-out-facts';

// The fourth held-out set's own pieces, beside the earlier sets' helpers, which it reuses: the
// few facts those did not compute, each from the demo rows.

type Facts = NonNullable<BankEntry['facts']>;

/** Titles of one company's tasks done within a month ('YYYY-MM', São Paulo). */
export const doneInMonthOf =
  (company: string, month: string): Facts =>
  (w) =>
    heldTasks(w, doneIn(month), company);

/** The companies that have filled a report this month (the screen's 'DRE este mês'). */
export const sentThisMonthFacts: Facts = (w) => sentThisMonth(w, true);
