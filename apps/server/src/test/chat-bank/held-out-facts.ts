import {
  dayKeyOf,
  formatBRL,
  isTaskOverdue,
  parseMonthKey,
  summaryCards,
  type YearMonth,
} from '@portal/domain';
import { WAITING_COMPANY } from '../../seed/demo-data';
import { fold, meetingLink, sum, type DemoWorld, type ReportRow } from '../chat-world';

// The held-out bank's small computations over the demo rows: every fact is a string the answer
// must show, written as the portal writes it (formatBRL for money, full company names). Months
// are 'YYYY-MM'; a company is a fragment of its name, as chat-world's `company` takes it.

export type Figure = 'grossRevenue' | 'netRevenue' | 'expenses' | 'cogs' | 'netProfit';
type Task = DemoWorld['tasks'][number];

/** The months from `from` to `to`, both included. */
export const months = (from: string, to: string): string[] => {
  const start = parseMonthKey(from)!;
  const end = parseMonthKey(to)!;
  const out: string[] = [];
  for (let i = start.year * 12 + start.month - 1; i <= end.year * 12 + end.month - 1; i += 1) {
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return out;
};

const inPeriod = (r: ReportRow, from: string, to: string) =>
  r.month.slice(0, 7) >= from && r.month.slice(0, 7) <= to;

/** A company's reports in a period (months without a report left out). */
const rowsOf = (w: DemoWorld, company: string, from: string, to: string) =>
  w.reports.filter((r) => r.businessId === w.company(company).id && inPeriod(r, from, to));

/** One company's figure of one month ('R$ 1.234,56'); the month must have a report. */
export const one = (w: DemoWorld, company: string, month: string, figure: Figure): string => {
  const report = w.report(company, month);
  if (!report) throw new Error(`held-out bank: ${company} has no report of ${month}`);
  return formatBRL(report[figure]);
};

/** One company's figure summed over a period. */
export const total = (w: DemoWorld, company: string, from: string, to: string, f: Figure) =>
  formatBRL(sum(rowsOf(w, company, from, to).map((r) => r[f])));

/** Every company's figure summed over a period (the companies with reports in it). */
export const allTotal = (w: DemoWorld, from: string, to: string, f: Figure) =>
  formatBRL(sum(w.reports.filter((r) => inPeriod(r, from, to)).map((r) => r[f])));

/** Companies with a report in the period, by their figure summed over it. */
export const ranking = (w: DemoWorld, from: string, to: string, f: Figure, low = false) =>
  w.companies
    .map((c) => ({
      name: c.name,
      rows: w.reports.filter((r) => r.businessId === c.id && inPeriod(r, from, to)),
    }))
    .filter((c) => c.rows.length > 0)
    .map((c) => ({ name: c.name, value: sum(c.rows.map((r) => r[f])) }))
    .sort((a, b) => (low ? a.value - b.value : b.value - a.value));

/** The first `n` of a ranking: each name and its amount. */
export const top = (w: DemoWorld, from: string, to: string, f: Figure, n: number, low = false) =>
  ranking(w, from, to, f, low)
    .slice(0, n)
    .flatMap((c) => [c.name, formatBRL(c.value)]);

/** Every name of a ranking, and the first one's amount. */
export const fullRanking = (w: DemoWorld, from: string, to: string, f: Figure, low = false) => {
  const rows = ranking(w, from, to, f, low);
  return [...rows.map((c) => c.name), formatBRL(rows[0]!.value)];
};

/** Companies whose report of one of the months closed at a loss. */
export const lossCompanies = (w: DemoWorld, from: string, to: string, company?: string) =>
  w.companies
    .filter((c) => !company || c.name === w.company(company).name)
    .filter((c) =>
      w.reports.some((r) => r.businessId === c.id && inPeriod(r, from, to) && r.netProfit < 0),
    )
    .map((c) => c.name);

/** A company's loss amounts in a period. */
export const losses = (w: DemoWorld, company: string, from: string, to: string) =>
  rowsOf(w, company, from, to)
    .filter((r) => r.netProfit < 0)
    .map((r) => formatBRL(r.netProfit));

/** 2026's revenue goal card, as the Reports screen computes it in November 2026. */
export const goalOf = (w: DemoWorld, company: string) => {
  const c = w.company(company);
  const reports = w.reports
    .filter((r) => r.businessId === c.id)
    .map((r) => ({ month_year: r.month, gross_revenue: r.grossRevenue, net_profit: r.netProfit }));
  const through: YearMonth = { year: 2026, month: 11 };
  const { goal } = summaryCards(reports, c.meta, through);
  return { name: c.name, meta: c.meta, ytd: goal.yearRevenue, forecast: goal.forecast ?? 0 };
};

/** The goal, this year's revenue so far and the December forecast of one company. */
export const goalFacts = (w: DemoWorld, company: string) => {
  const g = goalOf(w, company);
  return [formatBRL(g.meta), formatBRL(g.ytd)];
};

/** The companies whose December forecast reaches their goal. */
export const reachingGoal = (w: DemoWorld) =>
  w.companies.map((c) => goalOf(w, c.name)).filter((g) => g.forecast >= g.meta);

/** Companies that filled a report during November 2026 (DRE este mês), and the rest. */
export const sentThisMonth = (w: DemoWorld, sent = true) =>
  w.companies
    .filter(
      (c) =>
        w.reports.some(
          (r) => r.businessId === c.id && dayKeyOf(r.filledAt).startsWith('2026-11'),
        ) === sent,
    )
    .map((c) => c.name);

/** Companies with a report of `month`, or (sent = false) without one. */
export const reported = (w: DemoWorld, month: string, sent = true) =>
  w.companies
    .filter(
      (c) => !!w.reports.find((r) => r.businessId === c.id && r.month.startsWith(month)) === sent,
    )
    .map((c) => c.name);

/** Titles of a company's tasks (every company's when `company` is omitted) that `pick` keeps. */
export const tasks = (w: DemoWorld, pick: (t: Task) => boolean, company?: string) =>
  w.tasks
    .filter((t) => (!company || t.businessId === w.company(company).id) && pick(t))
    .map((t) => t.title);

export const isOverdue = (w: DemoWorld) => (t: Task) => isTaskOverdue(t, w.now);
export const isOpen = (t: Task) => t.status !== 'done';
/** A task done in a month of São Paulo's calendar. */
export const doneIn = (month: string) => (t: Task) =>
  t.status === 'done' && !!t.completedAt && dayKeyOf(t.completedAt).startsWith(month);

/** A company's meetings, newest first. */
const meetingsOf = (w: DemoWorld, company: string) =>
  w.meetings
    .filter((m) => m.businessId === w.company(company).id)
    .sort((a, b) => b.date.getTime() - a.date.getTime());

/** Titles of a company's meetings, optionally only those held in a month (São Paulo). */
export const meetingTitles = (w: DemoWorld, company: string, month?: string) =>
  meetingsOf(w, company)
    .filter((m) => !month || dayKeyOf(m.date).startsWith(month))
    .map((m) => m.title);

/**
 * The meetings about `topic`, titles and links: those whose title or overview names it, or, when
 * none does, those whose notes or transcript mention it.
 */
export const meetingsAbout = (w: DemoWorld, company: string, topic: string) => {
  const has = (text: string) => fold(text).includes(fold(topic));
  const all = meetingsOf(w, company);
  const named = all.filter((m) => has(`${m.title} ${m.overview}`));
  const mentioned = all.filter((m) =>
    has([m.notes, ...w.entries.filter((e) => e.meetingId === m.id).map((e) => e.text)].join(' ')),
  );
  return (named.length > 0 ? named : mentioned).flatMap((m) => [m.title, meetingLink(m)]);
};

/** Who said `topic` in a company's transcripts. */
export const speakersOf = (w: DemoWorld, company: string, topic: string) => {
  const ids = new Set(meetingsOf(w, company).map((m) => m.id));
  const said = w.entries.filter((e) => ids.has(e.meetingId) && fold(e.text).includes(fold(topic)));
  return [...new Set(said.map((e) => e.speaker))];
};

/** A company's documents and folders whose name mentions `topic` (all of them without one). */
export const documents = (w: DemoWorld, company: string, topic = '') =>
  w.documents
    .filter((d) => d.businessId === w.company(company).id && fold(d.name).includes(fold(topic)))
    .map((d) => d.name);

/** The folder holding a company's document named `name`. */
export const folderOf = (w: DemoWorld, company: string, name: string) => {
  const doc = w.documents.find((d) => d.businessId === w.company(company).id && d.name === name);
  return w.documents.find((d) => d.id === doc?.parentId)?.name ?? '';
};

/** Names of the people linked to a company (waiting people left out). */
export const peopleOf = (w: DemoWorld, company: string) => {
  const ids = new Set(
    w.links.filter((l) => l.businessId === w.company(company).id).map((l) => l.userId),
  );
  return w.users.filter((u) => ids.has(u.id) && u.status === 'active').map((u) => u.name);
};

/** Names of the active people of a role. */
export const withRole = (w: DemoWorld, role: 'admin' | 'council' | 'user') =>
  w.users.filter((u) => u.role === role && u.status === 'active').map((u) => u.name);

/** The company waiting for approval, and the people who asked to join an active company. */
export const waiting = (w: DemoWorld) => [
  WAITING_COMPANY.name,
  ...w.users
    .filter((u) => u.status === 'waiting')
    .filter((u) =>
      w.links.some((l) => l.userId === u.id && w.companies.some((c) => c.id === l.businessId)),
    )
    .map((u) => u.name),
];

/** Names of the people (role 'user') of a company. */
export const usersOf = (w: DemoWorld, company: string) =>
  peopleOf(w, company).filter((name) => w.users.find((u) => u.name === name)?.role === 'user');

/** The name of the person who manages a company. */
export const manager = (w: DemoWorld, company: string) =>
  w.users.find((u) => u.id === w.company(company).managedBy)?.name ?? '';

/** What the answer to a figure the reports do not hold lists instead. */
export const HELD_FIGURES = (): string[] => [
  'Faturamento',
  'Receita líquida',
  'Despesas',
  'Custos',
  'Lucro líquido',
  'Margem líquida',
];
