import { JOIN_REQUEST, WAITING_COMPANY } from '../../seed/demo-data';
import type { BankEntry } from './bank-entry';
import { reachingGoal, type gross } from './facts';
import { doneIn, sentThisMonth, tasks as heldTasks } from './held-out-facts';
import { figures, margin } from './held-out-2-facts';

// The third held-out set's own pieces, beside the second set's (held-out-2-facts.ts), which it
// reuses: facts that set did not need, each computed from the demo rows.

type Pick = typeof gross;
type Facts = NonNullable<BankEntry['facts']>;

/** Facts of several computations, in turn. */
export const both =
  (...parts: Facts[]): Facts =>
  (w) =>
    parts.flatMap((f) => f(w));

/** One company's figures and its net margin of one month. */
export const figuresAndMargin = (company: string, month: string, ...picks: Pick[]): Facts =>
  both(figures(company, month, ...picks), margin(company, month));

/** The companies whose forecast does not reach their revenue goal. */
export const notReachingGoal: Facts = (w) => {
  const reaching = new Set(reachingGoal(w));
  return w.companies.map((c) => c.name).filter((name) => !reaching.has(name));
};

/** The company waiting for approval and the person asking to join one (the seed's rows). */
export const waitingCompany: Facts = () => [WAITING_COMPANY.name];
export const joinRequest: Facts = () => [JOIN_REQUEST.name];
export const waitingOwner: Facts = () => [WAITING_COMPANY.owner.name];

/** The companies that have not filled a report this month (the screen's 'DRE este mês'). */
export const notSentThisMonth: Facts = (w) => sentThisMonth(w, false);

/** Titles of every company's tasks done within a month ('YYYY-MM', São Paulo). */
export const doneInMonth =
  (month: string): Facts =>
  (w) =>
    heldTasks(w, doneIn(month));
