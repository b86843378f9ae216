import type { ReportRow } from '../chat-world';
import type { BankEntry } from './bank-entry';
import { read } from './development-3-facts';
import { formatBRL } from './facts';

// The seventh development set's small builders: a follow-up entry, the readings of a question
// not understood and of a figure the reports lack, and figures of one month shown side by side.

type Facts = NonNullable<BankEntry['facts']>;
type Pick = (r: ReportRow) => number;

export const LOST = read('não entendi a pergunta');

/** A figure the reports do not hold, named as asked. */
export const missing = (name: string) => read(name, 'não está nos dados');

/** A question asked after another of the same conversation. */
export const follow = (
  after: string,
  q: string,
  reading: string,
  facts?: BankEntry['facts'],
): BankEntry => ({ after, q, reading, ...(facts ? { facts } : {}) });

/** Several figures of one company in one month, as amounts. */
export const figures =
  (company: string, month: string, ...picks: Pick[]): Facts =>
  (w) =>
    picks.map((pick) => formatBRL(pick(w.report(company, month)!)));

/** One figure of several companies in one month, as amounts. */
export const amounts =
  (month: string, pick: Pick, ...companies: string[]): Facts =>
  (w) =>
    companies.map((c) => formatBRL(pick(w.report(c, month)!)));
