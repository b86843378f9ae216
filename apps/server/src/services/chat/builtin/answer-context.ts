import { addMonths, monthKey, type YearMonth } from '@portal/domain';
import type { CompanyView } from '../tools/companies';
import type { ToolRunner } from '../tools';
import type { Period } from './periods';
import type { Question } from './question';

/** What every answer writer gets: the tools, today's month, the companies, the question read. */
export type AnswerContext = {
  tools: ToolRunner;
  today: YearMonth;
  /** Every active company (list_companies), for names, links and the not-found answer. */
  companies: readonly CompanyView[];
  question: Question;
  /** The question as the admin wrote it. */
  text: string;
};

/** docs/product.md's finance default: without a month named, the previous calendar month. */
export const previousMonth = (today: YearMonth): Period => {
  const key = monthKey(addMonths(today, -1));
  return { start: key, end: key };
};

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
export const dayText = (day: string | null): string => {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
};
