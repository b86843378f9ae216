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
import { notReachingGoal, notSentThisMonth } from './held-out-3-facts';
import { sentThisMonthFacts } from './held-out-4-facts';
import { NOT_UNDERSTOOD, DESC, ASC, YTD, Q1, Q2, Q3, H1, LAST3, LAST12 } from './held-out-common';

// Seventh held-out set: rankings both ways ('quem ficou em primeiro', 'o pior lucro', 'as melhores
// despesas' being the smallest, 'em ordem crescente'), top and bottom N of a month or of a period
// ('as 3 piores … no ano'), rankings of a change and which companies grew, rankings turned or cut
// in the same conversation (an ordinal of a quarter, the last rows), the revenue goal and who keeps
// (or does not keep) its pace, months closed at a loss ('não teve lucro'), who sent the month's
// report and who has not; and, one word away, what the line cannot say (a place other than the
// first, both ends at once, rows kept by a condition, a share, one figure per another, a company as
// the measure, one company's months ranked, a goal of another figure, another figure against the
// goal, a negation it does not say).

export const HELD_OUT_7_RANKINGS: BankEntry[] = [
  // One month.
  {
    q: 'qual empresa vendeu mais no mes de agosto?',
    reading: reading('Faturamento', ALL, 'ago/2026', DESC, 'top 1'),
    facts: rankingOf('2026-08', gross, 1),
  },
  {
    q: 'ranking do lucro liquido em setembro',
    reading: reading('Lucro líquido', ALL, 'set/2026', DESC),
    facts: rankingOf('2026-09', profit, 6),
  },
  {
    q: 'ranking de despesas de outubro do menor pro maior',
    reading: reading('Despesas', ALL, 'out/2026', ASC),
    facts: rankingOf('2026-10', expenses, 5, true),
  },
  {
    q: 'as 3 empresas que mais lucraram em julho',
    reading: reading('Lucro líquido', ALL, 'jul/2026', DESC, 'top 3'),
    facts: rankingOf('2026-07', profit, 3),
  },
  {
    q: 'as 2 que menos faturaram em setembro',
    reading: reading('Faturamento', ALL, 'set/2026', ASC, 'top 2'),
    facts: rankingOf('2026-09', gross, 2, true),
  },
  {
    q: 'qual empresa teve o pior lucro em agosto?',
    reading: reading('Lucro líquido', ALL, 'ago/2026', ASC, 'top 1'),
    facts: rankingOf('2026-08', profit, 1, true),
  },
  {
    q: 'empresa com o maior cmv em outubro',
    reading: reading('Custos', ALL, 'out/2026', DESC, 'top 1'),
    facts: rankingOf('2026-10', cogs, 1),
  },
  {
    // For expenses the best are the smallest.
    q: 'ranking das melhores despesas de julho',
    reading: reading('Despesas', ALL, 'jul/2026', ASC),
    facts: rankingOf('2026-07', expenses, 6, true),
  },
  {
    q: 'receita liquida de setembro em ordem crescente',
    reading: reading('Receita líquida', ALL, 'set/2026', ASC),
    facts: rankingOf('2026-09', net, 6, true),
  },
  {
    q: 'as 3 piores em faturamento no mes passado',
    reading: reading('Faturamento', ALL, 'out/2026', ASC, 'top 3'),
    facts: rankingOf('2026-10', gross, 3, true),
  },
  {
    q: 'quem ficou em primeiro em receita liquida em agosto?',
    reading: reading('Receita líquida', ALL, 'ago/2026', DESC, 'top 1'),
    facts: rankingOf('2026-08', net, 1),
  },
  {
    q: 'qual empresa teve a menor margem em julho?',
    reading: reading('Margem líquida', ALL, 'jul/2026', ASC, 'top 1'),
    facts: marginLeader('2026-07', true),
  },
  {
    q: 'ranking de margem liquida de outubro',
    reading: reading('Margem líquida', ALL, 'out/2026', DESC),
    facts: marginLeader('2026-10'),
  },

  // Over a period.
  {
    q: 'ranking de faturamento do ano',
    reading: reading('Faturamento', ALL, YTD, DESC),
    facts: rangeTop('2026-01', '2026-10', gross, 6),
  },
  {
    q: 'quem lucrou mais no 3º trimestre?',
    reading: reading('Lucro líquido', ALL, Q3, DESC, 'top 1'),
    facts: rangeTop('2026-07', '2026-09', profit, 1),
  },
  {
    q: 'as 3 que menos faturaram no 1º semestre',
    reading: reading('Faturamento', ALL, H1, ASC, 'top 3'),
    facts: rangeTop('2026-01', '2026-06', gross, 3, true),
  },
  {
    q: 'ranking de despesas dos ultimos 3 meses',
    reading: reading('Despesas', ALL, LAST3, DESC),
    facts: rangeTop('2026-08', '2026-10', expenses, 6),
  },
  {
    q: 'qual empresa teve mais receita liquida em 2025?',
    reading: reading('Receita líquida', ALL, period('2025-01', '2025-12'), DESC, 'top 1'),
    facts: rangeTop('2025-01', '2025-12', net, 1),
  },
  {
    q: 'quem teve o menor lucro de marco a junho?',
    reading: reading('Lucro líquido', ALL, period('2026-03', '2026-06'), ASC, 'top 1'),
    facts: rangeTop('2026-03', '2026-06', profit, 1, true),
  },
  {
    // 'No ano' is the year so far, not its last month.
    q: 'quais as 3 piores em faturamento no ano?',
    reading: reading('Faturamento', ALL, YTD, ASC, 'top 3'),
    facts: rangeTop('2026-01', '2026-10', gross, 3, true),
  },

  // A ranking of a change: the comparison first, then the order; which companies grew.
  {
    q: 'qual empresa teve o maior crescimento de lucro em outubro?',
    reading: reading('Lucro líquido', ALL, 'out/2026', 'vs set/2026', DESC, 'top 1'),
  },
  {
    q: 'as 3 que mais cresceram em receita de julho pra agosto',
    reading: reading('Faturamento', ALL, 'ago/2026', 'vs jul/2026', DESC, 'top 3'),
  },
  {
    q: 'classifica as empresas pelo crescimento do lucro de setembro pra outubro',
    reading: reading('Lucro líquido', ALL, 'out/2026', 'vs set/2026', DESC),
  },
  {
    // Which companies grew: the revenue's change for every company, no order.
    q: 'quais empresas cresceram de julho pra agosto?',
    reading: reading('Faturamento', ALL, 'ago/2026', 'vs jul/2026'),
  },

  // Rankings turned or cut in the same conversation.
  {
    after: 'ranking do lucro liquido em setembro',
    q: 'agora inverte essa ordem',
    reading: reading('Lucro líquido', ALL, 'set/2026', ASC),
    facts: rankingOf('2026-09', profit, 6, true),
  },
  {
    after: 'as 3 empresas que mais lucraram em julho',
    q: 'me mostra so a primeira delas',
    reading: reading('Lucro líquido', ALL, 'jul/2026', DESC, 'top 1'),
    facts: rankingOf('2026-07', profit, 1),
  },
  {
    // The last rows of the ranking, in its own order.
    after: 'ranking de faturamento do ano',
    q: 'e as 3 ultimas colocadas?',
    reading: reading('Faturamento', ALL, YTD, DESC, 'últimas 3'),
    facts: rangeTop('2026-01', '2026-10', gross, 3, true),
  },
  {
    // An ordinal after a quarter: that quarter of the same year.
    after: 'quem lucrou mais no 3º trimestre?',
    q: 'e no segundo, quem foi?',
    reading: reading('Lucro líquido', ALL, Q2, DESC, 'top 1'),
    facts: rangeTop('2026-04', '2026-06', profit, 1),
  },
  {
    after: 'ranking de despesas de outubro do menor pro maior',
    q: 'e como fica em setembro?',
    reading: reading('Despesas', ALL, 'set/2026', ASC),
    facts: rankingOf('2026-09', expenses, 6, true),
  },
  {
    after: 'ranking de despesas dos ultimos 3 meses',
    q: 'agora ao contrario, por favor',
    reading: reading('Despesas', ALL, LAST3, ASC),
    facts: rangeTop('2026-08', '2026-10', expenses, 6, true),
  },

  // The revenue goal: the year so far, what the forecast is made from.
  {
    q: 'a padoca vai bater a meta de faturamento esse ano?',
    reading: reading('Meta de faturamento', PADARIA, YTD),
    facts: goal(PADARIA),
  },
  {
    q: 'como ta a faisca em relacao a meta?',
    reading: reading('Meta de faturamento', FAISCA, YTD),
    facts: goal(FAISCA),
  },
  {
    q: 'quais empresas vao atingir a meta anual?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: reachingGoal,
  },
  {
    // A goal not reached is one of the negations the line says.
    q: 'quem nao vai conseguir bater a meta?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: notReachingGoal,
  },
  {
    q: 'meta de faturamento da academia',
    reading: reading('Meta de faturamento', ACADEMIA, YTD),
    facts: goal(ACADEMIA),
  },
  {
    q: 'qual e a meta do atelie pra 2026?',
    reading: reading('Meta de faturamento', ATELIE, YTD),
    facts: goal(ATELIE),
  },

  // Months closed at a loss: the last twelve closed months when none is named.
  {
    q: 'alguma empresa fechou mes no negativo?',
    reading: reading('Prejuízo', ALL, LAST12),
    facts: lossCompanies('2025-11', '2026-10'),
  },
  {
    q: 'em quais meses a padaria teve prejuizo?',
    reading: reading('Prejuízo', PADARIA, LAST12),
    facts: names(PADARIA),
  },
  {
    // 'Não teve lucro' is a loss, one of the negations the line says.
    q: 'quem nao teve lucro em fevereiro?',
    reading: reading('Prejuízo', ALL, 'fev/2026'),
    facts: lossCompanies('2026-02', '2026-02'),
  },
  {
    q: 'a exato fechou no vermelho em algum mes de 2026?',
    reading: reading('Prejuízo', EXATO, YTD),
  },
  {
    q: 'prejuizo no 1º trimestre, quem teve?',
    reading: reading('Prejuízo', ALL, Q1),
    facts: lossCompanies('2026-01', '2026-03'),
  },

  // Who sent the report: the month named, or the current one ('DRE este mês').
  {
    q: 'quem mandou o DRE de setembro?',
    reading: reading('Envio do DRE', ALL, 'set/2026'),
    facts: reported('2026-09'),
  },
  {
    // A report not sent is one of the negations the line says.
    q: 'quem ainda nao enviou o dre de outubro?',
    reading: reading('Envio do DRE', ALL, 'out/2026'),
    facts: reported('2026-10', true),
  },
  {
    q: 'a sorriso enviou o relatorio do mes passado?',
    reading: reading('Envio do DRE', SORRISO, 'out/2026'),
  },
  {
    q: 'quais empresas ja enviaram o DRE este mes?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: sentThisMonthFacts,
  },
  {
    q: 'ainda falta alguem enviar o dre?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: notSentThisMonth,
  },

  // One word away: what the line cannot say is not read.
  // A place other than the first, both ends at once, rows kept by a condition.
  { q: 'quem foi a vice-lider em lucro em agosto?', reading: NOT_UNDERSTOOD },
  { q: 'as 2 maiores e as 2 menores despesas de outubro', reading: NOT_UNDERSTOOD },
  { q: 'ranking de faturamento de julho so das que deram lucro', reading: NOT_UNDERSTOOD },
  // A share of a whole, and one figure per another.
  { q: 'participacao de cada empresa no faturamento de setembro', reading: NOT_UNDERSTOOD },
  { q: 'ranking de lucro por faturamento em outubro', reading: NOT_UNDERSTOOD },
  // A company as the measure of the others.
  { q: 'quem cresceu mais que a sorriso em agosto?', reading: NOT_UNDERSTOOD },
  // One company's months ranked.
  { q: 'qual foi o pior mes do atelie em lucro?', reading: NOT_UNDERSTOOD },
  // A goal of another figure, and another figure set against the goal.
  { q: 'meta de lucro da exato', reading: NOT_UNDERSTOOD },
  { q: 'as despesas da faisca ficaram abaixo da meta?', reading: NOT_UNDERSTOOD },
  // 'Quais empresas não…' that the line does not say.
  { q: 'quais empresas nao cresceram em outubro?', reading: NOT_UNDERSTOOD },
];
