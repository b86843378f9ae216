import { CHAT_EXAMPLE_QUESTIONS } from '@portal/domain';
import { best, monthRows, nameOf, reportLink, sum } from '../chat-world';
import { phrasings, type BankEntry } from './bank-entry';
import {
  cogs,
  expenses,
  formatBRL,
  formatNetMargin,
  gross,
  marginOf,
  monthFigure,
  net,
  profit,
  rangeFigure,
  rankingOf,
  totalOf,
} from './facts';

// The development bank's questions about figures: one company, every company, rankings.

const PADARIA = 'Padaria Pão da Serra';

export const FIGURE_ENTRIES: BankEntry[] = [
  ...phrasings(
    `Entendi: Faturamento · ${PADARIA} · out/2026`,
    monthFigure('Pão da Serra', '2026-10', gross),
    'Quanto a Padaria Pão da Serra faturou em outubro?',
    'faturamento da padaria em out/2026',
    'qto a padoca faturou mes passado',
    'Qual foi a receita bruta da Pão da Serra em outubro de 2026?',
    'vendas da padaria 10/2026',
    'faturamento pao da serra outubro',
    'Poderia me informar o faturamento da Padaria Pão da Serra referente a outubro?',
    'quanto vendeu a padaria no mês passado?',
  ),
  ...phrasings(
    'Entendi: Lucro líquido · Exato Contabilidade · set/2026',
    monthFigure('Exato', '2026-09', profit),
    'Qual foi o lucro da Exato em setembro?',
    'lucro liquido exato set/2026',
    'quanto sobrou pra Exato em setembro?',
    'resultado da exato contabilidade em 09/2026',
    'Qual o lucro da exata contabilidade em setembro?',
  ),
  ...phrasings(
    'Entendi: Margem líquida · Sorriso Pleno Odontologia · out/2026',
    marginOf('Sorriso', '2026-10'),
    'Qual a margem da Sorriso Pleno no mês passado?',
    'margem liquida sorriso out/26',
    'rentabilidade da clínica odontológica em outubro',
    'margem do dentista em outubro',
  ),
  ...phrasings(
    `Entendi: Custos · ${PADARIA} · out/2026`,
    monthFigure('Pão da Serra', '2026-10', cogs),
    'Quais os custos da Padaria em outubro de 2026?',
    'CMV da padoca em outubro',
    'custo das mercadorias vendidas da padaria out/2026',
  ),
  ...phrasings(
    'Entendi: Receita líquida · Agência Faísca Digital · out/2026',
    monthFigure('Faísca', '2026-10', net),
    'Qual a receita líquida da Faísca no mês passado?',
    'receita liquida faisca outubro',
    'RL da agencia faisca em 10/2026',
  ),
  ...phrasings(
    'Entendi: Despesas · Exato Contabilidade · ago/2026 a out/2026',
    (w) => [...rangeFigure('Exato', '2026-08', '2026-10', expenses)(w), 'soma de 3 meses'],
    'Quais as despesas da exato contabilidade de agosto a outubro?',
    'gastos da Exato nos últimos 3 meses',
    'despesas exato entre agosto e outubro',
  ),
  ...phrasings(
    'Entendi: Faturamento · Sorriso Pleno Odontologia · jan/2026 a out/2026',
    rangeFigure('Sorriso', '2026-01', '2026-10', gross),
    'Quanto a Sorriso Pleno faturou este ano?',
    'faturamento acumulado no ano da sorriso',
    'Sorisso Pleno faturamento YTD',
    'qto a sorriso faturou em 2026',
  ),
  ...phrasings(
    `Entendi: Custos · ${PADARIA} · jan/2026 a jun/2026`,
    rangeFigure('Pão da Serra', '2026-01', '2026-06', cogs),
    'CMV da padaria no primeiro semestre',
    'custos da padoca no 1º semestre de 2026',
  ),
  ...phrasings(
    'Entendi: Lucro líquido · Ateliê Flor de Lis · jul/2026 a set/2026',
    rangeFigure('Flor de Lis', '2026-07', '2026-09', profit),
    'lucro do atelie no 3º trimestre',
    'Qual foi o lucro da Flor de Lis no último trimestre?',
  ),
  ...phrasings(
    `Entendi: Faturamento e Lucro líquido · ${PADARIA} · out/2026`,
    (w) => [
      formatBRL(w.report('Pão da Serra', '2026-10')!.grossRevenue),
      formatBRL(w.report('Pão da Serra', '2026-10')!.netProfit),
    ],
    'faturamento e lucro da padaria em outubro',
    'Quanto a Padaria faturou e lucrou no mês passado?',
  ),
  ...phrasings(
    'Entendi: Faturamento · Academia Movimento Vivo · out/2026',
    () => ['não tem relatório em outubro de 2026'],
    'Quanto a academia faturou em outubro?',
    'faturamento da Academia Movimento Vivo no mes passado',
  ),
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · out/2026',
    (w) => [
      ...totalOf('2026-10', gross)(w),
      'Sem relatório em outubro de 2026',
      'Academia Movimento Vivo',
    ],
    CHAT_EXAMPLE_QUESTIONS[2],
    'faturamento total de outubro',
    'qnt faturamos no mes passado?',
    'Qual o faturamento somado de todas as empresas em outubro de 2026?',
  ),
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · out/2026',
    (w) => [...totalOf('2026-10', gross)(w), 'ainda não tem relatório'],
    'faturamento geral este mês',
  ),
  ...phrasings(
    'Entendi: Lucro líquido · todas as empresas · set/2026',
    totalOf('2026-09', profit),
    'Qual o lucro somado das empresas em setembro de 2026?',
    'lucro total set/26',
  ),
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · jul/2026 a set/2026',
    (w) => [
      formatBRL(sum(['2026-07', '2026-08', '2026-09'].flatMap((m) => monthRows(w, m).map(gross)))),
    ],
    'faturamento do 3º trimestre',
    'Qual foi o faturamento de todas as empresas no terceiro trimestre?',
  ),
  ...phrasings(
    'Entendi: Lucro líquido · todas as empresas · out/2026 · do maior para o menor · top 1',
    (w) => {
      const top = best(monthRows(w, '2026-10'), profit);
      return [
        `**[${nameOf(w, top.businessId)}](${reportLink(top)})**`,
        formatBRL(top.netProfit),
        'outubro de 2026',
      ];
    },
    CHAT_EXAMPLE_QUESTIONS[1],
    'quem lucrou mais em outubro?',
    'qual empresa deu mais lucro mes passado',
  ),
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · out/2026 · do maior para o menor · top 3',
    rankingOf('2026-10', gross, 3),
    'Top 3 empresas por faturamento em out/2026',
    'as 3 que mais faturaram em outubro',
    'top três faturamento outubro',
  ),
  ...phrasings(
    'Entendi: Margem líquida · todas as empresas · set/2026 · do menor para o maior · top 1',
    (w) => {
      const low = best(monthRows(w, '2026-09'), (r) => r.netMargin, true);
      return [
        `**[${nameOf(w, low.businessId)}](${reportLink(low)})**`,
        formatNetMargin(low.netMargin),
      ];
    },
    'Qual empresa teve a menor margem em 09/2026?',
    'quem teve a pior margem em setembro?',
  ),
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · ago/2026 · do maior para o menor · top 1',
    (w) => {
      const top = best(monthRows(w, '2026-08'), gross);
      return [
        `**[${nameOf(w, top.businessId)}](${reportLink(top)})**`,
        formatBRL(top.grossRevenue),
      ];
    },
    'Qual empresa faturou mais em agosto de 2026?',
    'quem vendeu mais em agosto?',
  ),
  ...phrasings(
    'Entendi: Margem líquida · todas as empresas · jan/2026 a out/2026 · do maior para o menor',
    (w) => {
      const margins = w.companies.map((c) => {
        const rows = w.reports.filter((r) => r.businessId === c.id && r.month.startsWith('2026'));
        const revenue = sum(rows.map(net));
        return { c, margin: revenue === 0 ? 0 : sum(rows.map(profit)) / revenue };
      });
      const top = margins.sort((a, b) => b.margin - a.margin)[0]!;
      return [`1º | [${top.c.name}]`, formatNetMargin(top.margin)];
    },
    CHAT_EXAMPLE_QUESTIONS[4],
    'ranking de margem no acumulado do ano',
  ),
  ...phrasings(
    'Entendi: Lucro líquido · todas as empresas · out/2026 · do menor para o maior',
    (w) => rankingOf('2026-10', profit, 5, true)(w),
    'ranking de lucro do menor pro maior em outubro',
    'ordene as empresas pelo lucro de outubro, do menor para o maior',
  ),
  ...phrasings(
    'Entendi: Faturamento · todas as empresas · out/2026 · do maior para o menor',
    (w) => rankingOf('2026-10', gross, 5)(w),
    'ranking de faturamento do maior pro menor',
    'ranking de faturamento de outubro',
  ),
  ...phrasings(
    'Entendi: Despesas · todas as empresas · out/2026 · do menor para o maior · top 1',
    (w) => {
      const low = best(monthRows(w, '2026-10'), expenses, true);
      return [`**[${nameOf(w, low.businessId)}](${reportLink(low)})**`, formatBRL(low.expenses)];
    },
    'quem gastou menos em outubro?',
    'qual empresa teve as melhores despesas no mês passado?',
  ),
];
