import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit, rankingOf, reachingGoal } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  goal,
  lossCompanies,
  marginLeader,
  names,
  period,
  rangeTop,
  reading,
  reported,
} from './held-out-2-facts';
import { notReachingGoal } from './held-out-3-facts';
import { sentThisMonthFacts } from './held-out-4-facts';
import { NOT_UNDERSTOOD, DESC, ASC, YTD, Q1, H1, LAST3, LAST12 } from './held-out-common';

// Sixth held-out set: rankings both ways in admins' words ('a lanterna', 'a 1ª colocada', 'em
// ordem decrescente', 'as piores' in expenses being the largest), top and bottom N of a month or
// of a period, rankings of a change (a fall is the smallest first), rankings turned or cut in the
// same conversation, the revenue goal and who keeps its pace, months closed at a loss, who sent
// the month's report; and, one word away, what the line cannot say (a company left out or set as
// the measure, a threshold, a measure per person, one company's months ranked, a goal of the year
// before, an opinion, a breakdown).

export const HELD_OUT_6_RANKINGS: BankEntry[] = [
  // One month.
  {
    // The last place, in football slang.
    q: 'quem foi a lanterna em faturamento em setembro?',
    reading: reading('Faturamento', ALL, 'set/2026', ASC, 'top 1'),
    facts: rankingOf('2026-09', gross, 1, true),
  },
  {
    q: 'classificacao das empresas por receita liquida em julho',
    reading: reading('Receita líquida', ALL, 'jul/2026', DESC),
    facts: rankingOf('2026-07', net, 6),
  },
  {
    q: 'quem lucrou menos em outubro?',
    reading: reading('Lucro líquido', ALL, 'out/2026', ASC, 'top 1'),
    facts: rankingOf('2026-10', profit, 1, true),
  },
  {
    q: 'top 3 de margem em setembro',
    reading: reading('Margem líquida', ALL, 'set/2026', DESC, 'top 3'),
    facts: marginLeader('2026-09'),
  },
  {
    q: 'quais as 2 empresas com menor cmv em agosto?',
    reading: reading('Custos', ALL, 'ago/2026', ASC, 'top 2'),
    facts: rankingOf('2026-08', cogs, 2, true),
  },
  {
    q: 'lucro de agosto em ordem decrescente',
    reading: reading('Lucro líquido', ALL, 'ago/2026', DESC),
    facts: rankingOf('2026-08', profit, 6),
  },
  {
    q: 'quem teve a menor despesa em outubro?',
    reading: reading('Despesas', ALL, 'out/2026', ASC, 'top 1'),
    facts: rankingOf('2026-10', expenses, 1, true),
  },
  {
    // For expenses the worst are the largest.
    q: 'as 2 piores em despesa em setembro',
    reading: reading('Despesas', ALL, 'set/2026', DESC, 'top 2'),
    facts: rankingOf('2026-09', expenses, 2),
  },
  {
    q: 'qual foi a 1ª colocada em lucro em julho?',
    reading: reading('Lucro líquido', ALL, 'jul/2026', DESC, 'top 1'),
    facts: rankingOf('2026-07', profit, 1),
  },
  {
    q: 'ranking geral de faturamento do mes passado, da menor pra maior',
    reading: reading('Faturamento', ALL, 'out/2026', ASC),
    facts: rankingOf('2026-10', gross, 5, true),
  },
  {
    q: 'top 4 receita bruta setembro',
    reading: reading('Faturamento', ALL, 'set/2026', DESC, 'top 4'),
    facts: rankingOf('2026-09', gross, 4),
  },
  {
    q: 'mostra o ranking de margem de agosto',
    reading: reading('Margem líquida', ALL, 'ago/2026', DESC),
    facts: marginLeader('2026-08'),
  },
  {
    q: 'qual a empresa que menos faturou em outubro?',
    reading: reading('Faturamento', ALL, 'out/2026', ASC, 'top 1'),
    facts: rankingOf('2026-10', gross, 1, true),
  },

  // Over a period.
  {
    q: 'quem mais vendeu no ano?',
    reading: reading('Faturamento', ALL, YTD, DESC, 'top 1'),
    facts: rangeTop('2026-01', '2026-10', gross, 1),
  },
  {
    q: 'ranking de lucro do 2º semestre de 2025',
    reading: reading('Lucro líquido', ALL, period('2025-07', '2025-12'), DESC),
    facts: rangeTop('2025-07', '2025-12', profit, 6),
  },
  {
    q: 'as 3 com maior receita liquida nos ultimos 3 meses',
    reading: reading('Receita líquida', ALL, LAST3, DESC, 'top 3'),
    facts: rangeTop('2026-08', '2026-10', net, 3),
  },
  {
    q: 'quem teve o menor faturamento no 1º tri?',
    reading: reading('Faturamento', ALL, Q1, ASC, 'top 1'),
    facts: rangeTop('2026-01', '2026-03', gross, 1, true),
  },
  {
    q: 'ranking do cmv no acumulado do ano, do menor pro maior',
    reading: reading('Custos', ALL, YTD, ASC),
    facts: rangeTop('2026-01', '2026-10', cogs, 6, true),
  },
  {
    q: 'as 2 que menos gastaram em 2025',
    reading: reading('Despesas', ALL, period('2025-01', '2025-12'), ASC, 'top 2'),
    facts: rangeTop('2025-01', '2025-12', expenses, 2, true),
  },
  {
    q: 'maior lucro do semestre passado',
    reading: reading('Lucro líquido', ALL, H1, DESC, 'top 1'),
    facts: rangeTop('2026-01', '2026-06', profit, 1),
  },
  {
    q: 'ranking de margem do ano',
    reading: reading('Margem líquida', ALL, YTD, DESC),
  },

  // A ranking of a change: the comparison first, then the order.
  {
    q: 'quem mais aumentou o lucro de agosto pra setembro?',
    reading: reading('Lucro líquido', ALL, 'set/2026', 'vs ago/2026', DESC, 'top 1'),
  },
  {
    // The largest falls are the smallest changes.
    q: 'as 2 empresas que mais perderam faturamento em outubro',
    reading: reading('Faturamento', ALL, 'out/2026', 'vs set/2026', ASC, 'top 2'),
  },
  {
    q: 'ranking de crescimento de despesas de julho pra agosto',
    reading: reading('Despesas', ALL, 'ago/2026', 'vs jul/2026', DESC),
  },
  {
    q: 'qual empresa mais cresceu em faturamento de outubro/25 pra outubro/26?',
    reading: reading('Faturamento', ALL, 'out/2026', 'vs out/2025', DESC, 'top 1'),
  },

  // Rankings turned or cut in the same conversation.
  {
    after: 'lucro de agosto em ordem decrescente',
    q: 'e ao contrario?',
    reading: reading('Lucro líquido', ALL, 'ago/2026', ASC),
    facts: rankingOf('2026-08', profit, 6, true),
  },
  {
    after: 'top 4 receita bruta setembro',
    q: 'so a primeira',
    reading: reading('Faturamento', ALL, 'set/2026', DESC, 'top 1'),
    facts: rankingOf('2026-09', gross, 1),
  },
  {
    // The last rows of the ranking, in its own order.
    after: 'classificacao das empresas por receita liquida em julho',
    q: 'e as duas ultimas?',
    reading: reading('Receita líquida', ALL, 'jul/2026', DESC, 'últimas 2'),
    facts: rangeTop('2026-07', '2026-07', net, 2, true),
  },
  {
    after: 'quem mais vendeu no ano?',
    q: 'e olhando 2025?',
    reading: reading('Faturamento', ALL, period('2025-01', '2025-12'), DESC, 'top 1'),
    facts: rangeTop('2025-01', '2025-12', gross, 1),
  },
  {
    after: 'as 2 piores em despesa em setembro',
    q: 'e outubro, como fica?',
    reading: reading('Despesas', ALL, 'out/2026', DESC, 'top 2'),
    facts: rankingOf('2026-10', expenses, 2),
  },
  {
    after: 'ranking de lucro do 2º semestre de 2025',
    q: 'quero so o top 2',
    reading: reading('Lucro líquido', ALL, period('2025-07', '2025-12'), DESC, 'top 2'),
    facts: rangeTop('2025-07', '2025-12', profit, 2),
  },

  // The revenue goal: the year so far, what the forecast is made from.
  {
    q: 'a clinica vai alcancar a meta de faturamento?',
    reading: reading('Meta de faturamento', SORRISO, YTD),
    facts: goal(SORRISO),
  },
  {
    q: 'meta anual do atelie, ta batendo?',
    reading: reading('Meta de faturamento', ATELIE, YTD),
    facts: goal(ATELIE),
  },
  {
    q: 'quais empresas vao fechar 2026 acima da meta?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: reachingGoal,
  },
  {
    q: 'a exato ta longe da meta?',
    reading: reading('Meta de faturamento', EXATO, YTD),
    facts: goal(EXATO),
  },
  {
    q: 'meta de receita da padoca em 2026',
    reading: reading('Meta de faturamento', PADARIA, YTD),
    facts: goal(PADARIA),
  },
  {
    // A goal not reached is one of the negations the line says.
    q: 'quais empresas correm risco de nao bater a meta?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: notReachingGoal,
  },

  // Months closed at a loss: the last twelve closed months when none is named.
  {
    q: 'alguma empresa fechou no vermelho no 2º tri?',
    reading: reading('Prejuízo', ALL, period('2026-04', '2026-06')),
    facts: lossCompanies('2026-04', '2026-06'),
  },
  {
    q: 'o atelie teve algum mes de prejuizo?',
    reading: reading('Prejuízo', ATELIE, LAST12),
    facts: names(ATELIE),
  },
  {
    q: 'a faisca deu prejuizo em fevereiro?',
    reading: reading('Prejuízo', FAISCA, 'fev/2026'),
  },
  {
    q: 'quem operou no prejuizo em dezembro?',
    reading: reading('Prejuízo', ALL, 'dez/2025'),
    facts: lossCompanies('2025-12', '2025-12'),
  },
  {
    q: 'quais empresas tiveram resultado negativo em 2025?',
    reading: reading('Prejuízo', ALL, period('2025-01', '2025-12')),
    facts: lossCompanies('2025-01', '2025-12'),
  },
  {
    q: 'teve prejuizo na clinica esse ano?',
    reading: reading('Prejuízo', SORRISO, YTD),
  },

  // Who sent the report: the month named, or the current one ('DRE este mês').
  {
    q: 'o relatorio de outubro da academia chegou?',
    reading: reading('Envio do DRE', ACADEMIA, 'out/2026'),
  },
  {
    q: 'todo mundo ja entregou o dre do mes passado?',
    reading: reading('Envio do DRE', ALL, 'out/2026'),
    facts: reported('2026-10', true),
  },
  {
    q: 'quais DREs de agosto chegaram?',
    reading: reading('Envio do DRE', ALL, 'ago/2026'),
    facts: reported('2026-08'),
  },
  {
    q: 'alguem ja lancou o DRE este mes?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: sentThisMonthFacts,
  },
  {
    q: 'a agencia ja subiu o dre de outubro?',
    reading: reading('Envio do DRE', FAISCA, 'out/2026'),
  },

  // One word away: what the line cannot say is not read.
  { q: 'excluindo a sorriso, qual empresa lucrou mais em setembro?', reading: NOT_UNDERSTOOD },
  { q: 'qual empresa teve faturamento maior que o da faisca em agosto?', reading: NOT_UNDERSTOOD },
  { q: 'empresas com margem acima de 20% em outubro', reading: NOT_UNDERSTOOD },
  { q: 'quem faturou mais por funcionario em setembro?', reading: NOT_UNDERSTOOD },
  { q: 'quem cresceu mais que a media em outubro?', reading: NOT_UNDERSTOOD },
  { q: 'ranking de faturamento por segmento', reading: NOT_UNDERSTOOD },
  // The months of one company ranked.
  { q: 'qual foi o melhor mes da padoca em faturamento?', reading: NOT_UNDERSTOOD },
  { q: 'em que mes a exato gastou menos?', reading: NOT_UNDERSTOOD },
  // The goal of a year before the current one, and an opinion about the goal.
  { q: 'a faisca bateu a meta de 2025?', reading: NOT_UNDERSTOOD },
  { q: 'a meta da sorriso ta realista?', reading: NOT_UNDERSTOOD },
];
