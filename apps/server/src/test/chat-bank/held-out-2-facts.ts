import { formatBRL, formatNetMargin } from '@portal/domain';
import { fold, monthRows, nameOf, open, overdue, sum, type DemoWorld } from '../chat-world';
import type { BankEntry } from './bank-entry';
import { months, type gross } from './facts';

// The second held-out set's shared pieces: the companies' full names as readings print them, a
// reading builder, and the facts its entries expect, computed from the demo rows.

type Pick = typeof gross;
type Facts = NonNullable<BankEntry['facts']>;

export const PADARIA = 'Padaria Pão da Serra';
export const SORRISO = 'Sorriso Pleno Odontologia';
export const ATELIE = 'Ateliê Flor de Lis';
export const EXATO = 'Exato Contabilidade';
export const ACADEMIA = 'Academia Movimento Vivo';
export const FAISCA = 'Agência Faísca Digital';
export const HORTA = 'Horta Viva Orgânicos';
export const ALL = 'todas as empresas';

/** The reading line: its parts joined by ' · ', the absent ones left out. */
export const reading = (...parts: (string | undefined)[]): string =>
  `Entendi: ${parts.filter(Boolean).join(' · ')}`;

/** The period part of a reading, 'mmm/aaaa' or 'mmm/aaaa a mmm/aaaa', of 'YYYY-MM' months. */
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
export const period = (start: string, end?: string): string => {
  const label = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]}/${key.slice(0, 4)}`;
  return end && end !== start ? `${label(start)} a ${label(end)}` : label(start);
};

/** One company's figures of one month, in the order given. */
export const figures =
  (company: string, month: string, ...picks: Pick[]): Facts =>
  (w) =>
    picks.map((pick) => formatBRL(pick(w.report(company, month)!)));

/** One company's net margin of one month. */
export const margin =
  (company: string, month: string): Facts =>
  (w) => [formatNetMargin(w.report(company, month)!.netMargin)];

/** Several companies' figure of one month, in the order given. */
export const eachCompany =
  (month: string, pick: Pick, ...companies: string[]): Facts =>
  (w) =>
    companies.map((c) => formatBRL(pick(w.report(c, month)!)));

const rangeSum = (w: DemoWorld, company: string, start: string, end: string, pick: Pick) =>
  sum(
    months(start, end)
      .map((m) => w.report(company, m))
      .filter((r) => r !== undefined)
      .map((r) => pick(r)),
  );

/** One company's figure summed over each period given (a comparison shows both). */
export const sums =
  (company: string, pick: Pick, ...periods: [string, string][]): Facts =>
  (w) =>
    periods.map(([start, end]) => formatBRL(rangeSum(w, company, start, end, pick)));

/** Every company's figure summed over a period. */
export const total =
  (start: string, end: string, pick: Pick): Facts =>
  (w) => [formatBRL(sum(months(start, end).flatMap((m) => monthRows(w, m).map((r) => pick(r)))))];

/** The first `n` companies of a ranking over a period: their names and summed figures. */
export const rangeTop =
  (start: string, end: string, pick: Pick, n: number, low = false): Facts =>
  (w) =>
    w.companies
      .map((c) => ({ name: c.name, value: rangeSum(w, c.name, start, end, pick) }))
      .sort((a, b) => (low ? a.value - b.value : b.value - a.value))
      .slice(0, n)
      .flatMap((row) => [row.name, formatBRL(row.value)]);

/** The company first in a month's ranking of net margin. */
export const marginLeader =
  (month: string, low = false): Facts =>
  (w) => {
    const rows = [...monthRows(w, month)].sort((a, b) =>
      low ? a.netMargin - b.netMargin : b.netMargin - a.netMargin,
    );
    return [nameOf(w, rows[0]!.businessId), formatNetMargin(rows[0]!.netMargin)];
  };

/** The companies with a month closed at a loss within a period. */
export const lossCompanies =
  (start: string, end: string): Facts =>
  (w) =>
    w.companies
      .filter((c) => months(start, end).some((m) => (w.report(c.name, m)?.netProfit ?? 0) < 0))
      .map((c) => c.name);

/** The companies that have (or, `missing`, have not) a report of the month. */
export const reported =
  (month: string, missing = false): Facts =>
  (w) =>
    w.companies
      .filter((c) => (w.report(c.name, month) !== undefined) !== missing)
      .map((c) => c.name);

/** Names. */
export const names =
  (...list: string[]): Facts =>
  () =>
    list;

/** A company's revenue goal. */
export const goal =
  (company: string): Facts =>
  (w) => [formatBRL(w.company(company).meta)];

type Task = DemoWorld['tasks'][number];

/** Titles of the tasks that pass `keep`, of one company or of all. */
export const tasks =
  (keep: (t: Task, w: DemoWorld) => boolean, company?: string): Facts =>
  (w) =>
    w.tasks
      .filter((t) => keep(t, w) && (!company || t.businessId === w.company(company).id))
      .map((t) => t.title);

export const isOverdue = (t: Task, w: DemoWorld) => overdue(w).includes(t);
export const isOpen = (t: Task) => open(t);
export const hasStatus = (status: Task['status']) => (t: Task) => t.status === status;
export const anyTask = () => true;

type Meeting = DemoWorld['meetings'][number];

const meetingsOf = (w: DemoWorld, company?: string) =>
  w.meetings.filter((m) => !company || m.businessId === w.company(company).id);

/** Titles of a company's meetings (or all), optionally of one month ('YYYY-MM', São Paulo). */
export const meetingTitles =
  (company?: string, month?: string): Facts =>
  (w) =>
    meetingsOf(w, company)
      .filter((m) => !month || saoPauloMonth(m.date) === month)
      .map((m) => m.title);

const saoPauloMonth = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 7);

/** The newest meeting's title of a company. */
export const newestMeeting =
  (company: string): Facts =>
  (w) => [
    [...meetingsOf(w, company)].sort((a, b) => b.date.getTime() - a.date.getTime())[0]!.title,
  ];

const mentions = (w: DemoWorld, m: Meeting, topic: string) =>
  [m.title, m.overview ?? '', m.notes ?? '']
    .concat(w.entries.filter((e) => e.meetingId === m.id).map((e) => e.text))
    .some((text) => fold(text).includes(fold(topic)));

/** Titles of the meetings that mention a topic (titles, overviews, notes, transcripts). */
export const meetingsAbout =
  (topic: string, company?: string): Facts =>
  (w) =>
    meetingsOf(w, company)
      .filter((m) => mentions(w, m, topic))
      .map((m) => m.title);

/** Who said the topic's words in a transcript. */
export const speakersOf =
  (topic: string, company?: string): Facts =>
  (w) => {
    const ids = new Set(meetingsOf(w, company).map((m) => m.id));
    return [
      ...new Set(
        w.entries
          .filter((e) => ids.has(e.meetingId) && fold(e.text).includes(fold(topic)))
          .map((e) => e.speaker),
      ),
    ];
  };

/** Names of a company's documents (folders and files) that pass `keep`. */
export const documents =
  (company: string, keep: (name: string) => boolean = () => true): Facts =>
  (w) =>
    w.documents
      .filter((d) => d.businessId === w.company(company).id && keep(d.name))
      .map((d) => d.name);

/** Names of the people linked to a company with the user role. */
export const members =
  (company: string): Facts =>
  (w) =>
    w.links
      .filter((l) => l.businessId === w.company(company).id)
      .map((l) => w.users.find((u) => u.id === l.userId)!)
      .filter((u) => u.role === 'user' && u.status === 'active')
      .map((u) => u.name);

/** The name of the person who manages a company. */
export const manager =
  (company: string): Facts =>
  (w) => [w.users.find((u) => u.id === w.company(company).managedBy)!.name];

/** What the answer to a figure the reports do not hold lists instead. */
export const HELD_FIGURES = [
  'Faturamento',
  'Receita líquida',
  'Despesas',
  'Custos',
  'Lucro líquido',
  'Margem líquida',
];
