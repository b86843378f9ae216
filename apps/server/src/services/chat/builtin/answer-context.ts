import type { YearMonth } from '@portal/domain';
import type { ToolOutput, ToolRunner } from '../tools';
import type { CompanyView } from '../tools/companies';
import type { Reading } from './reading';

/** What every answer writer gets: the tools, today's month, the companies, the reading. */
export type AnswerContext = {
  tools: ToolRunner;
  today: YearMonth;
  /** Every active company (list_companies), for names, links and the not-found answer. */
  companies: readonly CompanyView[];
  /**
   * What waits for an admin's approval (list_waiting), read when the question is about it or names
   * a waiting company; empty otherwise.
   */
  waiting: ToolOutput<'list_waiting'>;
  /** What the question was read as; the answer's first line is printed from it. */
  reading: Reading;
};

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
export const dayText = (day: string | null): string => {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
};

/** The waiting company a reading names, if it is one (it has no reports, tasks or meetings yet). */
export const waitingCompany = (ctx: AnswerContext, id: string) =>
  ctx.waiting.companies.find((c) => c.id === id) ?? null;
