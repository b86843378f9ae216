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
  /** The companies that wait for an admin's approval (list_companies): nothing in them yet. */
  waitingIds: ReadonlySet<string>;
  /**
   * Who registered each waiting company and who asked to join one (list_waiting), read on the first
   * call: only answers about them need it, and most questions name nothing that waits.
   */
  waiting: () => Promise<ToolOutput<'list_waiting'>>;
  /** What the question was read as; the answer's first line is printed from it. */
  reading: Reading;
};

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
export const dayText = (day: string | null): string => {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
};

/** Whether a company the reading names waits for approval: no reports, tasks nor meetings yet. */
export const isWaiting = (ctx: AnswerContext, id: string): boolean => ctx.waitingIds.has(id);
