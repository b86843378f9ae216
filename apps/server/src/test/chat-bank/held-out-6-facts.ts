import { formatNetMargin } from '@portal/domain';
import type { BankEntry } from './bank-entry';

// The sixth held-out set's own pieces, beside the earlier sets' helpers, which it reuses: the
// few facts those did not compute, each from the demo rows.

type Facts = NonNullable<BankEntry['facts']>;

/** Several companies' net margins of one month, in the order given. */
export const margins =
  (month: string, ...companies: string[]): Facts =>
  (w) =>
    companies.map((c) => formatNetMargin(w.report(c, month)!.netMargin));
