import type { DemoWorld } from '../chat-world';
import type { BankEntry } from './bank-entry';
import {
  AC,
  AG,
  ALL,
  ASC,
  DESC,
  e,
  EX,
  figuresOf,
  FL,
  goalOf,
  grewMost,
  LAST12,
  leaders,
  lossCompanies,
  marginLeader,
  missingReport,
  PS,
  R,
  rangeLeaders,
  SO,
  totalRange,
  YTD,
} from './development-2-facts';
import { cogs, expenses, gross, net, profit, rangeFigure, rankingOf, reachingGoal } from './facts';

// Second development set: MoM, YoY and two named periods; rankings both ways, top N, the
// revenue goal, months at a loss, who sent the month's report.

/** One company's figure in the later month and in the earlier one. */
const pair =
  (company: string, later: string, earlier: string, pick = gross) =>
  (w: DemoWorld) => [
    ...figuresOf([company], later, pick)(w),
    ...figuresOf([company], earlier, pick)(w),
  ];

export const COMPARISONS: BankEntry[] = [
  e(
    'faturamento da sorriso MoM',
    R('Faturamento', SO, 'out/2026', 'vs set/2026'),
    pair(SO, '2026-10', '2026-09'),
  ),
  e(
    'a exato cresceu de agosto pra setembro?',
    R('Faturamento', EX, 'set/2026', 'vs ago/2026'),
    pair(EX, '2026-09', '2026-08'),
  ),
  e(
    'lucro da padoca YoY',
    R('Lucro líquido', PS, 'out/2026', 'vs out/2025'),
    pair(PS, '2026-10', '2025-10', profit),
  ),
  e(
    'compara as despesas da faisca de outubro com as de setembro',
    R('Despesas', AG, 'out/2026', 'vs set/2026'),
    pair(AG, '2026-10', '2026-09', expenses),
  ),
  e(
    'o atelie vendeu mais em setembro de 2026 ou em setembro de 2025?',
    R('Faturamento', FL, 'set/2026', 'vs set/2025'),
    pair(FL, '2026-09', '2025-09'),
  ),
  e(
    'receita liquida da exato julho contra junho',
    R('Receita líquida', EX, 'jul/2026', 'vs jun/2026'),
    pair(EX, '2026-07', '2026-06', net),
  ),
  e(
    'custos da sorriso mes passado vs mes retrasado',
    R('Custos', SO, 'out/2026', 'vs set/2026'),
    pair(SO, '2026-10', '2026-09', cogs),
  ),
  e(
    'lucro da academia em setembro comparado com agosto',
    R('Lucro líquido', AC, 'set/2026', 'vs ago/2026'),
    pair(AC, '2026-09', '2026-08', profit),
  ),
  e(
    'faturamento padaria 1o tri vs 2o tri',
    R('Faturamento', PS, 'abr/2026 a jun/2026', 'vs jan/2026 a mar/2026'),
    (w) => [
      ...rangeFigure(PS, '2026-04', '2026-06', gross)(w),
      ...rangeFigure(PS, '2026-01', '2026-03', gross)(w),
    ],
  ),
  e(
    'lucro do atelie no 1º semestre de 2026 contra o 2º semestre de 2025',
    R('Lucro líquido', FL, 'jan/2026 a jun/2026', 'vs jul/2025 a dez/2025'),
    (w) => [
      ...rangeFigure(FL, '2026-01', '2026-06', profit)(w),
      ...rangeFigure(FL, '2025-07', '2025-12', profit)(w),
    ],
  ),
  e(
    'faturamento da academia em outubro vs setembro',
    R('Faturamento', AC, 'out/2026', 'vs set/2026'),
  ),
  e(
    'despesas da sorriso out/26 x out/25',
    R('Despesas', SO, 'out/2026', 'vs out/2025'),
    pair(SO, '2026-10', '2025-10', expenses),
  ),
  e(
    'quanto a faisca cresceu em relacao ao mes anterior',
    R('Faturamento', AG, 'out/2026', 'vs set/2026'),
    pair(AG, '2026-10', '2026-09'),
  ),
  e('margem da exato em setembro vs agosto', R('Margem líquida', EX, 'set/2026', 'vs ago/2026')),
  e(
    'vendas de todas as empresas em outubro comparado a setembro',
    R('Faturamento', ALL, 'out/2026', 'vs set/2026'),
    (w) => [
      ...totalRange('2026-10', '2026-10', gross)(w),
      ...totalRange('2026-09', '2026-09', gross)(w),
    ],
  ),
  e(
    'o lucro da sorriso caiu ou subiu do 2º pro 3º tri?',
    R('Lucro líquido', SO, 'jul/2026 a set/2026', 'vs abr/2026 a jun/2026'),
    (w) => [
      ...rangeFigure(SO, '2026-07', '2026-09', profit)(w),
      ...rangeFigure(SO, '2026-04', '2026-06', profit)(w),
    ],
  ),
];

export const RANKINGS: BankEntry[] = [
  e(
    'quem lucrou mais em setembro',
    R('Lucro líquido', ALL, 'set/2026', DESC, 'top 1'),
    leaders('2026-09', profit, 1),
  ),
  e(
    'ranking de despesas do mes passado',
    R('Despesas', ALL, 'out/2026', DESC),
    rankingOf('2026-10', expenses, 5),
  ),
  e(
    'as 2 piores em lucro em outubro',
    R('Lucro líquido', ALL, 'out/2026', ASC, 'top 2'),
    rankingOf('2026-10', profit, 2, true),
  ),
  e(
    'quem gastou menos em agosto',
    R('Despesas', ALL, 'ago/2026', ASC, 'top 1'),
    leaders('2026-08', expenses, 1, true),
  ),
  e(
    'qual empresa teve o custo mais alto no mes passado',
    R('Custos', ALL, 'out/2026', DESC, 'top 1'),
    leaders('2026-10', cogs, 1),
  ),
  e(
    'top 3 faturamento YTD',
    R('Faturamento', ALL, YTD, DESC, 'top 3'),
    rangeLeaders('2026-01', '2026-10', gross, 3),
  ),
  e(
    'ordena as empresas pela receita liquida, da menor pra maior, em setembro',
    R('Receita líquida', ALL, 'set/2026', ASC),
    rankingOf('2026-09', net, 6, true),
  ),
  e(
    'quem faturou menos no ultimo tri',
    R('Faturamento', ALL, 'jul/2026 a set/2026', ASC, 'top 1'),
    rangeLeaders('2026-07', '2026-09', gross, 1, true),
  ),
  e(
    'melhor margem de outubro',
    R('Margem líquida', ALL, 'out/2026', DESC, 'top 1'),
    marginLeader('2026-10'),
  ),
  e(
    'pior margem em setembro',
    R('Margem líquida', ALL, 'set/2026', ASC, 'top 1'),
    marginLeader('2026-09', true),
  ),
  e(
    'qual empresa teve o maior crescimento de vendas MoM?',
    R('Faturamento', ALL, 'out/2026', 'vs set/2026', DESC, 'top 1'),
    grewMost('2026-09', '2026-10', gross),
  ),
  e('ranking de faturamento 2025', R('Faturamento', ALL, 'jan/2025 a dez/2025', DESC)),
  e(
    'as 3 que mais gastaram no 1º sem',
    R('Despesas', ALL, 'jan/2026 a jun/2026', DESC, 'top 3'),
    rangeLeaders('2026-01', '2026-06', expenses, 3),
  ),
  e(
    'lista do maior pro menor lucro no acumulado do ano',
    R('Lucro líquido', ALL, YTD, DESC),
    rangeLeaders('2026-01', '2026-10', profit, 6),
  ),
  e(
    'piores despesas do mes passado',
    R('Despesas', ALL, 'out/2026', DESC),
    rankingOf('2026-10', expenses, 5),
  ),
  e(
    'as 2 melhores em custos em setembro',
    R('Custos', ALL, 'set/2026', ASC, 'top 2'),
    rankingOf('2026-09', cogs, 2, true),
  ),
  e(
    'as ultimas 3 do ranking de faturamento de outubro',
    R('Faturamento', ALL, 'out/2026', DESC, 'últimas 3'),
    leaders('2026-10', gross, 3, true),
  ),
  e(
    'quem vendeu mais em julho?',
    R('Faturamento', ALL, 'jul/2026', DESC, 'top 1'),
    leaders('2026-07', gross, 1),
  ),
  e(
    'Quem foi a lanterna de lucro no mês passado?',
    R('Lucro líquido', ALL, 'out/2026', ASC, 'top 1'),
    leaders('2026-10', profit, 1, true),
  ),
  e(
    'me lista as empresas por faturamento, maior primeiro, de agosto',
    R('Faturamento', ALL, 'ago/2026', DESC),
    rankingOf('2026-08', gross, 6),
  ),
  e(
    'quais as 4 empresas com menos receita liquida em 2026',
    R('Receita líquida', ALL, YTD, ASC, 'top 4'),
    rangeLeaders('2026-01', '2026-10', net, 4, true),
  ),
  e(
    'qual empresa mais cresceu em lucro de set pra out',
    R('Lucro líquido', ALL, 'out/2026', 'vs set/2026', DESC, 'top 1'),
    grewMost('2026-09', '2026-10', profit),
  ),
];

export const GOALS_LOSSES_REPORTS: BankEntry[] = [
  e('a sorriso vai bater a meta?', R('Meta de faturamento', SO, YTD), goalOf(SO)),
  e(
    'quais empresas vão atingir a meta de faturamento esse ano',
    R('Meta de faturamento', ALL, YTD),
    reachingGoal,
  ),
  e('como ta a exato em relacao a meta anual', R('Meta de faturamento', EX, YTD), goalOf(EX)),
  e('meta da padoca', R('Meta de faturamento', PS, YTD), goalOf(PS)),
  e('a academia chega na meta de faturamento?', R('Meta de faturamento', AC, YTD), goalOf(AC)),
  e(
    'alguma empresa fechou no vermelho?',
    R('Prejuízo', ALL, LAST12),
    lossCompanies('2025-11', '2026-10'),
  ),
  e('quem teve prejuizo em 2026', R('Prejuízo', ALL, YTD), lossCompanies('2026-01', '2026-10')),
  e(
    'teve empresa com resultado negativo no 1º semestre?',
    R('Prejuízo', ALL, 'jan/2026 a jun/2026'),
    lossCompanies('2026-01', '2026-06'),
  ),
  e('quais empresas deram prejuízo no mes passado', R('Prejuízo', ALL, 'out/2026')),
  e('quem ainda nao mandou o dre?', R('Envio do DRE', ALL, 'nov/2026'), missingReport('2026-11')),
  e(
    'quem nao enviou o relatorio de outubro',
    R('Envio do DRE', ALL, 'out/2026'),
    missingReport('2026-10'),
  ),
  e('todas mandaram o DRE de setembro?', R('Envio do DRE', ALL, 'set/2026')),
  e('a academia mandou o dre do mes passado?', R('Envio do DRE', AC, 'out/2026')),
  e(
    'pendencias de DRE do mes passado',
    R('Envio do DRE', ALL, 'out/2026'),
    missingReport('2026-10'),
  ),
];
