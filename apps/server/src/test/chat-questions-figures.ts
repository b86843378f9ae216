import { CHAT_EXAMPLE_QUESTIONS, formatBRL, formatNetMargin, routes } from '@portal/domain';
import {
  best,
  latestMeeting,
  meetingLink,
  monthRows,
  nameOf,
  overdue,
  reportLink,
  sum,
  yearSum,
  type ChatQuestion,
} from './chat-world';

/** The first part of the question table (chat-questions.ts): the examples, then the figures. */
export const FIGURE_QUESTIONS: ChatQuestion[] = [
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
];
