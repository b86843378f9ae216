import { asc } from 'drizzle-orm';
import {
  CHAT_EXAMPLE_QUESTIONS,
  formatBRL,
  formatNetMargin,
  isTaskOverdue,
  routes,
} from '@portal/domain';
import { schema, type Database } from '../db';

// The assistant's question table: questions over the demo data (seeded with a fixed "today"),
// each with the facts its markdown answer must show, computed here from the rows themselves (not
// through the assistant's tools) and written with the domain's formatters. The bench asks the same
// questions.

type ReportRow = typeof schema.monthlyReports.$inferSelect;

/** The demo's rows, as the expectations read them. */
export type DemoWorld = {
  now: Date;
  company: (fragment: string) => {
    id: string;
    name: string;
    managedBy: string | null;
    meta: number;
  };
  companies: { id: string; name: string }[];
  report: (company: string, month: string) => ReportRow | undefined;
  reports: ReportRow[];
  tasks: (typeof schema.tasks.$inferSelect)[];
  meetings: (typeof schema.meetings.$inferSelect)[];
  entries: (typeof schema.meetingTranscriptEntries.$inferSelect)[];
  documents: (typeof schema.documents.$inferSelect)[];
  users: (typeof schema.users.$inferSelect)[];
  links: (typeof schema.userBusinesses.$inferSelect)[];
};

export async function loadDemoWorld(db: Database, now: Date): Promise<DemoWorld> {
  const businesses = (
    await db.select().from(schema.businesses).orderBy(asc(schema.businesses.name))
  ).filter((b) => b.status === 'active');
  const reports = await db.select().from(schema.monthlyReports);
  const company = (fragment: string) => {
    const b = businesses.find((x) => x.name.includes(fragment));
    if (!b) throw new Error(`no demo company ${fragment}`);
    return { id: b.id, name: b.name, managedBy: b.managedBy, meta: b.metaFaturamento };
  };
  return {
    now,
    company,
    companies: businesses.map((b) => ({ id: b.id, name: b.name })),
    reports,
    report: (fragment, month) =>
      reports.find((r) => r.businessId === company(fragment).id && r.month === `${month}-01`),
    tasks: await db.select().from(schema.tasks),
    meetings: await db.select().from(schema.meetings),
    entries: await db.select().from(schema.meetingTranscriptEntries),
    documents: await db.select().from(schema.documents),
    users: await db.select().from(schema.users),
    links: await db.select().from(schema.userBusinesses),
  };
}

export type ChatQuestion = { question: string; facts: (w: DemoWorld) => string[] };

const sum = (values: number[]) => Math.round(values.reduce((t, v) => t + v, 0) * 100) / 100;
const fold = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const reportLink = (r: ReportRow) =>
  routes.companyView(r.businessId, { page: 'reports', id: r.id });
const nameOf = (w: DemoWorld, id: string) => w.companies.find((c) => c.id === id)!.name;
const monthRows = (w: DemoWorld, month: string) =>
  w.reports.filter((r) => r.month === `${month}-01`);
const best = (rows: ReportRow[], pick: (r: ReportRow) => number, low = false) =>
  [...rows].sort((a, b) => (low ? pick(a) - pick(b) : pick(b) - pick(a)))[0]!;
const open = (t: DemoWorld['tasks'][number]) => t.status !== 'done';
const overdue = (w: DemoWorld) => w.tasks.filter((t) => isTaskOverdue(t, w.now));
const latestMeeting = (w: DemoWorld, businessId: string) =>
  w.meetings
    .filter((m) => m.businessId === businessId)
    .sort((a, b) => b.date.getTime() - a.date.getTime())[0]!;
const meetingLink = (m: DemoWorld['meetings'][number]) =>
  routes.companyView(m.businessId, { page: 'meetings', id: m.id });
const yearSum = (w: DemoWorld, id: string, pick: (r: ReportRow) => number, year: string) =>
  sum(w.reports.filter((r) => r.businessId === id && r.month.startsWith(year)).map(pick));

/**
 * The questions (the demo is seeded with "today" = 16 Nov 2026: the reports run from November
 * 2025 to October 2026, Academia Movimento Vivo's stopping at September).
 */
export const CHAT_QUESTIONS: ChatQuestion[] = [
  {
    question: 'Quantas empresas existem?',
    facts: (w) => [
      '**6 empresas ativas**',
      ...w.companies.map((c) => `[${c.name}](${routes.companyView(c.id, { page: 'info' })})`),
    ],
  },
  {
    question: CHAT_EXAMPLE_QUESTIONS[0],
    facts: (w) => [
      '**5 de 6**',
      'pendente',
      `[Academia Movimento Vivo](${routes.companyView(w.company('Academia').id, { page: 'info' })})`,
    ],
  },
  {
    question: CHAT_EXAMPLE_QUESTIONS[1],
    facts: (w) => {
      const top = best(monthRows(w, '2026-10'), (r) => r.netProfit);
      return [
        `**[${nameOf(w, top.businessId)}](${reportLink(top)})**`,
        formatBRL(top.netProfit),
        'outubro de 2026',
      ];
    },
  },
  {
    question: CHAT_EXAMPLE_QUESTIONS[2],
    facts: (w) => [
      formatBRL(sum(monthRows(w, '2026-10').map((r) => r.grossRevenue))),
      'Sem relatório em outubro de 2026',
      'Academia Movimento Vivo',
    ],
  },
  {
    question: CHAT_EXAMPLE_QUESTIONS[3],
    facts: (w) => [`**${overdue(w).length} tarefas atrasadas**`, ...overdue(w).map((t) => t.title)],
  },
  {
    question: CHAT_EXAMPLE_QUESTIONS[4],
    facts: (w) => {
      const margins = w.companies.map((c) => {
        const profit = yearSum(w, c.id, (r) => r.netProfit, '2026');
        const revenue = yearSum(w, c.id, (r) => r.netRevenue, '2026');
        return { c, margin: revenue === 0 ? 0 : profit / revenue };
      });
      const top = margins.sort((a, b) => b.margin - a.margin)[0]!;
      return [`1º | [${top.c.name}]`, formatNetMargin(top.margin)];
    },
  },
  {
    question: CHAT_EXAMPLE_QUESTIONS[5],
    facts: (w) =>
      w.companies.map(
        (c) => `[${latestMeeting(w, c.id).title}](${meetingLink(latestMeeting(w, c.id))})`,
      ),
  },
  {
    question: 'Quanto a Padaria Pão da Serra faturou em outubro?',
    facts: (w) => {
      const r = w.report('Pão da Serra', '2026-10')!;
      return [formatBRL(r.grossRevenue), reportLink(r), 'o faturamento'];
    },
  },
  {
    question: 'Qual foi o lucro da Exato em setembro?',
    facts: (w) => [formatBRL(w.report('Exato', '2026-09')!.netProfit), 'setembro de 2026'],
  },
  {
    question: 'Qual a margem da Sorriso Pleno no mês passado?',
    facts: (w) => [formatNetMargin(w.report('Sorriso', '2026-10')!.netMargin), 'margem líquida'],
  },
  {
    question: 'Quais os custos da Padaria em outubro de 2026?',
    facts: (w) => [formatBRL(w.report('Pão da Serra', '2026-10')!.cogs), 'os custos'],
  },
  {
    question: 'Qual a receita líquida da Faísca no mês passado?',
    facts: (w) => [formatBRL(w.report('Faísca', '2026-10')!.netRevenue), 'Agência Faísca Digital'],
  },
  {
    question: 'Quais as despesas da exato contabilidade de agosto a outubro?',
    facts: (w) => [
      formatBRL(sum(['2026-08', '2026-09', '2026-10'].map((m) => w.report('Exato', m)!.expenses))),
      'soma de 3 meses',
    ],
  },
  {
    question: 'Quanto a Sorriso Pleno faturou este ano?',
    facts: (w) => [formatBRL(yearSum(w, w.company('Sorriso').id, (r) => r.grossRevenue, '2026'))],
  },
  {
    question: 'Top 3 empresas por faturamento em out/2026',
    facts: (w) => {
      const ranked = [...monthRows(w, '2026-10')].sort((a, b) => b.grossRevenue - a.grossRevenue);
      return ranked
        .slice(0, 3)
        .map(
          (r, i) =>
            `${i + 1}º | [${nameOf(w, r.businessId)}](${reportLink(r)}) | ${formatBRL(r.grossRevenue)}`,
        );
    },
  },
  {
    question: 'Qual empresa teve a menor margem em 09/2026?',
    facts: (w) => {
      const low = best(monthRows(w, '2026-09'), (r) => r.netMargin, true);
      return [
        `**[${nameOf(w, low.businessId)}](${reportLink(low)})**`,
        formatNetMargin(low.netMargin),
        'menor margem',
      ];
    },
  },
  {
    question: 'Qual empresa faturou mais em agosto de 2026?',
    facts: (w) => {
      const top = best(monthRows(w, '2026-08'), (r) => r.grossRevenue);
      return [
        `**[${nameOf(w, top.businessId)}](${reportLink(top)})**`,
        formatBRL(top.grossRevenue),
      ];
    },
  },
  {
    question: 'Como variou o faturamento em relação ao mês anterior?',
    facts: (w) => {
      const both = monthRows(w, '2026-10').map((r) => r.businessId);
      const sep = monthRows(w, '2026-09').filter((r) => both.includes(r.businessId));
      return [
        formatBRL(sum(sep.map((r) => r.grossRevenue))),
        formatBRL(sum(monthRows(w, '2026-10').map((r) => r.grossRevenue))),
      ];
    },
  },
  {
    question: 'O lucro da Flor de Lis cresceu em relação ao mês anterior?',
    facts: (w) => [
      formatBRL(w.report('Flor de Lis', '2026-10')!.netProfit),
      formatBRL(w.report('Flor de Lis', '2026-09')!.netProfit),
      'em relação a setembro de 2026',
    ],
  },
  {
    question: 'Compare o faturamento da Pão da Serra e da Sorriso Pleno em outubro',
    facts: (w) => [
      formatBRL(w.report('Pão da Serra', '2026-10')!.grossRevenue),
      formatBRL(w.report('Sorriso', '2026-10')!.grossRevenue),
    ],
  },
  {
    question: 'Compare outubro com setembro da Exato',
    facts: (w) => [
      formatBRL(w.report('Exato', '2026-09')!.grossRevenue),
      formatBRL(w.report('Exato', '2026-10')!.grossRevenue),
    ],
  },
  {
    question: 'Quais empresas tiveram prejuízo?',
    facts: (w) => {
      const losses = w.reports.filter((r) => r.netProfit < 0 && r.month >= '2025-11-01');
      return [
        `**${losses.length} relatórios**`,
        ...losses.map((r) => nameOf(w, r.businessId)),
        ...losses.map((r) => formatBRL(r.netProfit)),
      ];
    },
  },
  {
    question: 'Qual a meta de faturamento da Exato?',
    facts: (w) => [
      formatBRL(w.company('Exato').meta),
      formatBRL(yearSum(w, w.company('Exato').id, (r) => r.grossRevenue, '2026')),
    ],
  },
  {
    question: 'Quem são os conselheiros?',
    facts: () => ['Roberto Almeida', 'conselho@demo.com.br', '**1 pessoa**'],
  },
  {
    question: 'Quais são os admins?',
    facts: () => ['Mariana Costa', 'admin@demo.com.br'],
  },
  {
    question: 'Quais usuários da Agência Faísca Digital?',
    facts: (w) => {
      const id = w.company('Faísca').id;
      const emails = w.links
        .filter((l) => l.businessId === id)
        .map((l) => w.users.find((u) => u.id === l.userId)!.email);
      return [`**${emails.length} pessoas**`, ...emails];
    },
  },
  {
    question: 'Quem é o responsável pela Academia Movimento Vivo?',
    facts: (w) => [`**${w.users.find((u) => u.id === w.company('Academia').managedBy)!.name}**`],
  },
  {
    question: 'Em qual reunião falaram sobre "fermentação"?',
    facts: (w) => {
      const ids = new Set(
        w.entries.filter((e) => fold(e.text).includes('fermentacao')).map((e) => e.meetingId),
      );
      return w.meetings.filter((m) => ids.has(m.id)).map((m) => meetingLink(m));
    },
  },
  {
    question: 'Quem falou sobre preço nas reuniões da Padaria Pão da Serra?',
    facts: (w) => {
      const mine = new Set(
        w.meetings.filter((m) => m.businessId === w.company('Pão da Serra').id).map((m) => m.id),
      );
      const hits = w.entries.filter((e) => mine.has(e.meetingId) && fold(e.text).includes('preco'));
      return [`${hits.length} falas`, ...new Set(hits.map((e) => e.speaker))];
    },
  },
  {
    question: 'Onde está o contrato social da Exato?',
    facts: (w) => [
      'Contrato social',
      routes.companyView(w.company('Exato').id, { page: 'documents' }),
    ],
  },
  {
    question: 'Quais documentos a Faísca tem?',
    facts: (w) =>
      w.documents
        .filter((d) => d.businessId === w.company('Faísca').id)
        .map((d) => d.name.replace(/_/g, '\\_')),
  },
  {
    question: 'Quanto faturou a Padaria Estrela em outubro?',
    facts: () => ['Não encontrei nenhuma empresa chamada **Padaria Estrela**'],
  },
  {
    question: 'Qual o faturamento da empresa Zeta?',
    facts: () => ['Não encontrei nenhuma empresa chamada **Zeta**'],
  },
  {
    question: 'Me fale sobre a Ateliê Flor de Lis',
    facts: (w) => [
      w.users.find((u) => u.id === w.company('Flor de Lis').managedBy)!.name,
      reportLink(w.report('Flor de Lis', '2026-10')!),
      latestMeeting(w, w.company('Flor de Lis').id).title,
    ],
  },
  {
    question: 'Mostre os relatórios da Academia',
    facts: (w) => [
      reportLink(w.report('Academia', '2026-09')!),
      formatBRL(w.report('Academia', '2026-09')!.grossRevenue),
      'setembro de 2026',
    ],
  },
  {
    question: 'DRE de setembro da Padaria Pão da Serra',
    facts: (w) => {
      const r = w.report('Pão da Serra', '2026-09')!;
      return [
        reportLink(r),
        ...[r.grossRevenue, r.netRevenue, r.expenses, r.cogs, r.netProfit].map(formatBRL),
        formatNetMargin(r.netMargin),
      ];
    },
  },
  {
    question: 'Liste as reuniões da Academia',
    facts: (w) =>
      w.meetings
        .filter((m) => m.businessId === w.company('Academia').id)
        .map((m) => `[${m.title}](${meetingLink(m)})`),
  },
  {
    question: 'Quantas reuniões a Exato teve?',
    facts: (w) => [
      `**${w.meetings.filter((m) => m.businessId === w.company('Exato').id).length} reuniões**`,
    ],
  },
  {
    question: 'A Academia Movimento Vivo enviou o DRE?',
    facts: () => ['**pendente**', 'novembro de 2026'],
  },
  {
    question: 'Tarefas em andamento da Sorriso Pleno',
    facts: (w) => {
      const tasks = w.tasks.filter(
        (t) => t.businessId === w.company('Sorriso').id && t.status === 'in-progress',
      );
      const n = tasks.length;
      return [
        `**${n} ${n === 1 ? 'tarefa' : 'tarefas'} em andamento**`,
        ...tasks.map((t) => t.title),
      ];
    },
  },
  {
    question: 'Quais tarefas abertas a padaria tem?',
    facts: (w) => {
      const tasks = w.tasks.filter((t) => t.businessId === w.company('Pão da Serra').id && open(t));
      return [`**${tasks.length} tarefas abertas**`, ...tasks.map((t) => t.title)];
    },
  },
  {
    question: 'Quantas tarefas concluídas por empresa?',
    facts: (w) => [`**${w.tasks.filter((t) => t.status === 'done').length} tarefas concluídas**`],
  },
  {
    question: 'Qual foi a última reunião da Faísca?',
    facts: (w) => {
      const m = latestMeeting(w, w.company('Faísca').id);
      return [`**[${m.title}](${meetingLink(m)})**`];
    },
  },
  {
    question: 'Qual empresa tem mais tarefas atrasadas?',
    facts: (w) => {
      const counts = w.companies.map((c) => ({
        c,
        n: overdue(w).filter((t) => t.businessId === c.id).length,
      }));
      const most = Math.max(...counts.map((x) => x.n));
      return [`**${most}**`, ...counts.filter((x) => x.n === most).map((x) => x.c.name)];
    },
  },
  {
    question: 'Qual o lucro somado das empresas em setembro de 2026?',
    facts: (w) => [formatBRL(sum(monthRows(w, '2026-09').map((r) => r.netProfit)))],
  },
  {
    question: 'olá',
    facts: () => ['não altero nada', ...CHAT_EXAMPLE_QUESTIONS],
  },
  {
    question: 'Qual a cor do céu?',
    facts: () => ['não entendi a pergunta', CHAT_EXAMPLE_QUESTIONS[0]],
  },
];
