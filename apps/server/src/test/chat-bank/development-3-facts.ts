import { formatNetMargin } from '@portal/domain';
import {
  fold,
  meetingLink,
  latestMeeting,
  monthRows,
  nameOf,
  overdue,
  sum,
  type DemoWorld,
  type ReportRow,
  yearSum,
} from '../chat-world';
import type { BankEntry } from './bank-entry';
import { formatBRL, months, reachingGoal } from './facts';

// The third development set's names, its reading-line builder and the computations its facts
// need beyond facts.ts (ranges ranked, margins of sums, goals, losses, tasks, meetings, documents).

export const PADARIA = 'Padaria Pão da Serra';
export const SORRISO = 'Sorriso Pleno Odontologia';
export const FLOR = 'Ateliê Flor de Lis';
export const EXATO = 'Exato Contabilidade';
export const ACADEMIA = 'Academia Movimento Vivo';
export const FAISCA = 'Agência Faísca Digital';
export const HORTA = 'Horta Viva Orgânicos';
export const ALL = 'todas as empresas';

/** The reading line: 'Entendi: ' and the parts joined by ' · '. */
export const read = (...parts: string[]) => `Entendi: ${parts.join(' · ')}`;

/** Several companies as the reading names them: ', ' between, 'e' before the last. */
export const and = (...names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;

type Facts = NonNullable<BankEntry['facts']>;
type Pick = (r: ReportRow) => number;

/** Every fact of several fact lists. */
export const all =
  (...lists: Facts[]): Facts =>
  (w) =>
    lists.flatMap((f) => f(w));

/** One company's figure in two months (a comparison shows both). */
export const bothMonths =
  (company: string, later: string, earlier: string, pick: Pick): Facts =>
  (w) => [formatBRL(pick(w.report(company, later)!)), formatBRL(pick(w.report(company, earlier)!))];

/** Every company's figure summed in two months. */
export const bothTotals =
  (later: string, earlier: string, pick: Pick): Facts =>
  (w) =>
    [later, earlier].map((m) => formatBRL(sum(monthRows(w, m).map(pick))));

/** One company's net margin over months, recomputed from the sums. */
export const rangeMargin =
  (company: string, start: string, end: string): Facts =>
  (w) => {
    const rows = months(start, end)
      .map((m) => w.report(company, m))
      .filter((r): r is ReportRow => Boolean(r));
    return [
      formatNetMargin(sum(rows.map((r) => r.netProfit)) / sum(rows.map((r) => r.netRevenue))),
    ];
  };

/** Each company's figure summed over months, ranked; the first n as [name, amount] facts. */
export const rangeRanking =
  (start: string, end: string, pick: Pick, n: number, low = false): Facts =>
  (w) => {
    const keys = months(start, end).map((m) => `${m}-01`);
    return w.companies
      .map((c) => ({
        name: c.name,
        total: sum(
          w.reports.filter((r) => r.businessId === c.id && keys.includes(r.month)).map(pick),
        ),
      }))
      .sort((a, b) => (low ? a.total - b.total : b.total - a.total))
      .slice(0, n)
      .flatMap((x) => [x.name, formatBRL(x.total)]);
  };

/** The last n rows of one month's ranking, largest first, as [name, amount] facts. */
export const rankingTail =
  (month: string, pick: Pick, n: number): Facts =>
  (w) =>
    [...monthRows(w, month)]
      .sort((a, b) => pick(b) - pick(a))
      .slice(-n)
      .flatMap((r) => [nameOf(w, r.businessId), formatBRL(pick(r))]);

/** One month's net margins ranked: the first n companies and their margins. */
export const marginRanking =
  (month: string, n: number, low = false): Facts =>
  (w) =>
    [...monthRows(w, month)]
      .sort((a, b) => (low ? a.netMargin - b.netMargin : b.netMargin - a.netMargin))
      .slice(0, n)
      .flatMap((r) => [nameOf(w, r.businessId), formatNetMargin(r.netMargin)]);

/** One company's revenue goal and what it billed this year. */
export const goalOf =
  (company: string): Facts =>
  (w) => {
    const c = w.company(company);
    return [formatBRL(c.meta), formatBRL(yearSum(w, c.id, (r) => r.grossRevenue, '2026'))];
  };

/** The companies that do not reach their goal at the current pace. */
export const missingGoal: Facts = (w) => {
  const reaching = reachingGoal(w);
  return w.companies.map((c) => c.name).filter((n) => !reaching.includes(n));
};

/** The months closed at a loss from start to end (of one company, or of all): name and loss. */
export const lossesIn =
  (start: string, end: string, company?: string): Facts =>
  (w) => {
    const keys = months(start, end).map((m) => `${m}-01`);
    const id = company ? w.company(company).id : undefined;
    return w.reports
      .filter((r) => keys.includes(r.month) && r.netProfit < 0 && (!id || r.businessId === id))
      .flatMap((r) => [nameOf(w, r.businessId), formatBRL(r.netProfit)]);
  };

/** The active companies with (sent) or without a report of `month`. */
export const dreOf =
  (month: string, sent: boolean): Facts =>
  (w) =>
    w.companies.filter((c) => Boolean(w.report(c.name, month)) === sent).map((c) => c.name);

/** The active companies that filled a report during November 2026 (the 'DRE este mês'). */
export const dreThisMonth =
  (sent: boolean): Facts =>
  (w) =>
    w.companies
      .filter(
        (c) =>
          w.reports.some(
            (r) => r.businessId === c.id && r.createdAt >= new Date('2026-11-01T03:00:00Z'),
          ) === sent,
      )
      .map((c) => c.name);

type Task = DemoWorld['tasks'][number];
const STATUS: Record<string, (t: Task) => boolean> = {
  all: () => true,
  open: (t) => t.status !== 'done',
  done: (t) => t.status === 'done',
  doing: (t) => t.status === 'in-progress',
  todo: (t) => t.status === 'not-started',
};

/** The titles of one company's tasks of a status ('all', 'open', 'done', 'doing', 'todo'). */
export const tasksOf =
  (company: string, status: keyof typeof STATUS): Facts =>
  (w) =>
    w.tasks
      .filter((t) => t.businessId === w.company(company).id && STATUS[status]!(t))
      .map((t) => t.title);

/** The titles of the overdue tasks, of one company or of all. */
export const overdueOf =
  (company?: string): Facts =>
  (w) =>
    overdue(w)
      .filter((t) => !company || t.businessId === w.company(company).id)
      .map((t) => t.title);

/** The titles of the tasks completed in a month (São Paulo's calendar). */
export const doneIn =
  (month: string): Facts =>
  (w) =>
    w.tasks
      .filter(
        (t) =>
          t.completedAt &&
          new Date(t.completedAt.getTime() - 3 * 3_600_000).toISOString().startsWith(month),
      )
      .map((t) => t.title);

type Meeting = DemoWorld['meetings'][number];
const textOf = (w: DemoWorld, m: Meeting) =>
  fold(
    [
      m.title,
      m.overview ?? '',
      m.notes ?? '',
      ...w.entries.filter((e) => e.meetingId === m.id).map((e) => e.text),
    ].join(' '),
  );

/** The titles of the meetings whose text holds every word given (of one company, or of all). */
export const meetingsAbout =
  (words: string[], company?: string): Facts =>
  (w) =>
    w.meetings
      .filter((m) => !company || m.businessId === w.company(company).id)
      .filter((m) => words.every((word) => textOf(w, m).includes(fold(word))))
      .map((m) => m.title);

/** The titles of the meetings of a month (of one company, or of all). */
export const meetingsIn =
  (month: string, company?: string): Facts =>
  (w) =>
    w.meetings
      .filter((m) => !company || m.businessId === w.company(company).id)
      .filter((m) => new Date(m.date.getTime() - 3 * 3_600_000).toISOString().startsWith(month))
      .map((m) => m.title);

/** The titles of one company's meetings. */
export const meetingsOf =
  (company: string): Facts =>
  (w) =>
    w.meetings.filter((m) => m.businessId === w.company(company).id).map((m) => m.title);

/** One company's newest meeting: its title and link. */
export const lastMeetingOf =
  (company: string): Facts =>
  (w) => {
    const m = latestMeeting(w, w.company(company).id);
    return [m.title, meetingLink(m)];
  };

/** The newest meeting of every company. */
export const newestMeeting: Facts = (w) => {
  const m = [...w.meetings].sort((a, b) => b.date.getTime() - a.date.getTime())[0]!;
  return [m.title, nameOf(w, m.businessId)];
};

/** The names of one company's documents (folders too) whose name holds the words, or all. */
export const documentsOf =
  (company: string, words = ''): Facts =>
  (w) =>
    w.documents
      .filter((d) => d.businessId === w.company(company).id && fold(d.name).includes(fold(words)))
      .map((d) => d.name);

/** The names of the people linked to a company with a role ('user' for its own people). */
export const peopleOf =
  (company: string, role: 'user' | 'council' = 'user'): Facts =>
  (w) =>
    w.users
      .filter(
        (u) =>
          u.role === role &&
          u.status === 'active' &&
          w.links.some((l) => l.userId === u.id && l.businessId === w.company(company).id),
      )
      .map((u) => u.name);

/** The names of the people of a role. */
export const roleOf =
  (role: 'admin' | 'council'): Facts =>
  (w) =>
    w.users.filter((u) => u.role === role).map((u) => u.name);

/** Who manages a company. */
export const managerOf =
  (company: string): Facts =>
  (w) => [w.users.find((u) => u.id === w.company(company).managedBy)!.name];

/** The people waiting to join a company. */
export const waitingFor =
  (company: string): Facts =>
  (w) =>
    w.users
      .filter(
        (u) =>
          u.status === 'waiting' &&
          w.links.some((l) => l.userId === u.id && l.businessId === w.company(company).id),
      )
      .map((u) => u.name);

/** The first n of one month's ranking as [name, amount] facts (a single best reads as a sentence). */
export const topOf =
  (month: string, pick: Pick, n: number, low = false): Facts =>
  (w) =>
    [...monthRows(w, month)]
      .sort((a, b) => (low ? pick(a) - pick(b) : pick(b) - pick(a)))
      .slice(0, n)
      .flatMap((r) => [nameOf(w, r.businessId), formatBRL(pick(r))]);

/** Every company's figure summed over months. */
export const rangeTotal =
  (start: string, end: string, pick: Pick): Facts =>
  (w) => {
    const keys = months(start, end).map((m) => `${m}-01`);
    return [formatBRL(sum(w.reports.filter((r) => keys.includes(r.month)).map(pick)))];
  };
