import { formatBRL, formatNetMargin } from '@portal/domain';
import { fold, monthRows, overdue, sum, type DemoWorld, type ReportRow } from '../chat-world';
import type { BankEntry } from './bank-entry';
import { months } from './facts';

// Shared pieces of the second development set (development-2*.ts): the reading line, the
// companies' full names, and the facts computed from the demo rows.

/** The reading line: 'Entendi: ' and the parts joined by ' · '. */
export const R = (...parts: string[]): string => `Entendi: ${parts.join(' · ')}`;

export const PS = 'Padaria Pão da Serra';
export const SO = 'Sorriso Pleno Odontologia';
export const FL = 'Ateliê Flor de Lis';
export const EX = 'Exato Contabilidade';
export const AC = 'Academia Movimento Vivo';
export const AG = 'Agência Faísca Digital';
export const HV = 'Horta Viva Orgânicos';
export const ALL = 'todas as empresas';
export const DESC = 'do maior para o menor';
export const ASC = 'do menor para o maior';
export const NOT_IN_DATA = 'não está nos dados';
export const ASKS = 'preciso de um detalhe';
export const LOST = 'Entendi: não entendi a pergunta';

/** The last closed month, the year so far, the last twelve closed months. */
export const YTD = 'jan/2026 a out/2026';
export const LAST12 = 'nov/2025 a out/2026';

type Facts = BankEntry['facts'];
type Pick = (r: ReportRow) => number;

/** One entry; `facts` only when the answer has some. */
export const e = (q: string, reading: string, facts?: Facts, after?: string): BankEntry => ({
  q,
  reading,
  ...(after ? { after } : {}),
  ...(facts ? { facts } : {}),
});

/** A follow-up: `q` asked after `after`. */
export const f = (after: string, q: string, reading: string, facts?: Facts): BankEntry =>
  e(q, reading, facts, after);

/** Several companies' figures in one month, each as the answer prints it. */
export const figuresOf =
  (companies: string[], month: string, ...picks: Pick[]) =>
  (w: DemoWorld): string[] =>
    companies.flatMap((c) => {
      const r = w.report(c, month);
      return r ? picks.map((p) => formatBRL(p(r))) : [];
    });

/** Every company's figure summed over months. */
export const totalRange =
  (start: string, end: string, pick: Pick) =>
  (w: DemoWorld): string[] => [
    formatBRL(sum(months(start, end).flatMap((m) => monthRows(w, m).map(pick)))),
  ];

/** The names of the companies with the highest (or lowest) figure of a month, first N. */
export const leaders =
  (month: string, pick: Pick, n: number, low = false) =>
  (w: DemoWorld): string[] =>
    [...monthRows(w, month)]
      .sort((a, b) => (low ? pick(a) - pick(b) : pick(b) - pick(a)))
      .slice(0, n)
      .map((r) => w.companies.find((c) => c.id === r.businessId)!.name);

/** The company that changed most between two months, when its change in reais and in percent agree. */
export const grewMost =
  (from: string, to: string, pick: Pick, low = false) =>
  (w: DemoWorld): string[] => {
    const rows = w.companies.flatMap((c) => {
      const a = w.reports.find((r) => r.businessId === c.id && r.month === `${from}-01`);
      const b = w.reports.find((r) => r.businessId === c.id && r.month === `${to}-01`);
      return a && b ? [{ name: c.name, abs: pick(b) - pick(a), rel: pick(b) / pick(a) - 1 }] : [];
    });
    const sign = low ? 1 : -1;
    const byAbs = [...rows].sort((x, y) => sign * (x.abs - y.abs))[0]!.name;
    const byRel = [...rows].sort((x, y) => sign * (x.rel - y.rel))[0]!.name;
    return byAbs === byRel ? [byAbs] : [];
  };

/** The company with the best (or worst) net margin of a month, and its margin. */
export const marginLeader =
  (month: string, low = false) =>
  (w: DemoWorld): string[] => {
    const r = [...monthRows(w, month)].sort((a, b) =>
      low ? a.netMargin - b.netMargin : b.netMargin - a.netMargin,
    )[0]!;
    return [w.companies.find((c) => c.id === r.businessId)!.name, formatNetMargin(r.netMargin)];
  };

/** The companies with a month at a loss between two months. */
export const lossCompanies =
  (start: string, end: string) =>
  (w: DemoWorld): string[] => {
    const keys = months(start, end).map((m) => `${m}-01`);
    const ids = new Set(
      w.reports.filter((r) => keys.includes(r.month) && r.netProfit < 0).map((r) => r.businessId),
    );
    return w.companies.filter((c) => ids.has(c.id)).map((c) => c.name);
  };

/** The companies without a report of the month. */
export const missingReport =
  (month: string) =>
  (w: DemoWorld): string[] => {
    const sent = new Set(monthRows(w, month).map((r) => r.businessId));
    return w.companies.filter((c) => !sent.has(c.id)).map((c) => c.name);
  };

const idOf = (w: DemoWorld, company: string) => w.company(company).id;

/** Task titles, of one company or all, filtered. */
export const taskTitles =
  (company: string | null, keep: (t: DemoWorld['tasks'][number]) => boolean) =>
  (w: DemoWorld): string[] =>
    w.tasks
      .filter((t) => (company ? t.businessId === idOf(w, company) : true) && keep(t))
      .map((t) => t.title);

/** Overdue task titles, of one company or all. */
export const overdueTitles =
  (company: string | null) =>
  (w: DemoWorld): string[] =>
    overdue(w)
      .filter((t) => (company ? t.businessId === idOf(w, company) : true))
      .map((t) => t.title);

/** Meeting titles, of one company or all, in one month ('2026-10') or any. */
export const meetingTitles =
  (company: string | null, month?: string) =>
  (w: DemoWorld): string[] =>
    w.meetings
      .filter((m) => (company ? m.businessId === idOf(w, company) : true))
      .filter((m) => !month || m.date.toISOString().startsWith(month))
      .map((m) => m.title);

/** The meetings (titles) whose title, overview, notes or transcript holds every word. */
export const meetingsAbout =
  (company: string | null, ...words: string[]) =>
  (w: DemoWorld): string[] =>
    w.meetings
      .filter((m) => (company ? m.businessId === idOf(w, company) : true))
      .filter((m) => {
        const said = w.entries
          .filter((x) => x.meetingId === m.id)
          .map((x) => JSON.stringify(x))
          .join(' ');
        const text = fold(`${m.title} ${m.overview} ${m.notes ?? ''} ${said}`);
        return words.every((word) => text.includes(fold(word)));
      })
      .map((m) => m.title);

/** Document names of one company (or all) that hold a word. */
export const documentNames =
  (company: string | null, word = '') =>
  (w: DemoWorld): string[] => [
    ...new Set(
      w.documents
        .filter((d) => (company ? d.businessId === idOf(w, company) : true))
        .filter((d) => fold(d.name).includes(fold(word)))
        .map((d) => d.name),
    ),
  ];

/** The active users linked to a company (council and waiting people aside). */
export const peopleOf = (company: string) => (w: DemoWorld) => {
  const ids = new Set(
    w.links.filter((l) => l.businessId === idOf(w, company)).map((l) => l.userId),
  );
  return w.users
    .filter((u) => ids.has(u.id) && u.role === 'user' && u.status === 'active')
    .map((u) => u.name);
};

/** The people of a role. */
export const roleNames = (role: string) => (w: DemoWorld) =>
  w.users.filter((u) => u.role === role).map((u) => u.name);

/** Who manages a company. */
export const managerOf = (company: string) => (w: DemoWorld) => [
  w.users.find((u) => u.id === w.company(company).managedBy)!.name,
];

/** A company's revenue goal, as the portal writes it. */
export const goalOf = (company: string) => (w: DemoWorld) => [formatBRL(w.company(company).meta)];

/** The names of the companies with the highest (or lowest) figure summed over months, first N. */
export const rangeLeaders =
  (start: string, end: string, pick: Pick, n: number, low = false) =>
  (w: DemoWorld): string[] => {
    const keys = months(start, end).map((m) => `${m}-01`);
    const total = (id: string) =>
      sum(w.reports.filter((r) => r.businessId === id && keys.includes(r.month)).map(pick));
    return [...w.companies]
      .sort((a, b) => (low ? total(a.id) - total(b.id) : total(b.id) - total(a.id)))
      .slice(0, n)
      .map((c) => c.name);
  };
