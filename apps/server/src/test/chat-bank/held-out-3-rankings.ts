import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit, rankingOf, reachingGoal } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
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
import { DESC, ASC, YTD, Q3, H1, LAST12 } from './held-out-common';

// Third held-out set: rankings both ways, top N and the single first or last, rankings of a
// change ('quem mais cresceu'), the revenue goal and who reaches it, the months closed at a loss
// and who sent the month's report.

export const HELD_OUT_3_RANKINGS: BankEntry[] = [
  // One month.
  {
    q: 'quem vendeu mais em setembro?',
    reading: reading('Faturamento', ALL, 'set/2026', DESC, 'top 1'),
    facts: rankingOf('2026-09', gross, 1),
  },
  {
    q: 'top 5 lucro outubro',
    reading: reading('Lucro líquido', ALL, 'out/2026', DESC, 'top 5'),
    facts: rankingOf('2026-10', profit, 5),
  },
  {
    q: 'qual empresa teve mais custo em agosto?',
    reading: reading('Custos', ALL, 'ago/2026', DESC, 'top 1'),
    facts: rankingOf('2026-08', cogs, 1),
  },
  {
    // For expenses, the best are the smallest; 'quem' asks for one, as 'quem gastou mais' does.
    q: 'quem teve as melhores despesas em outubro',
    reading: reading('Despesas', ALL, 'out/2026', ASC, 'top 1'),
    facts: rankingOf('2026-10', expenses, 1, true),
  },
  {
    q: 'menores custos de setembro',
    reading: reading('Custos', ALL, 'set/2026', ASC),
    facts: rankingOf('2026-09', cogs, 6, true),
  },
  {
    q: 'ranking de receita liquida',
    reading: reading('Receita líquida', ALL, 'out/2026', DESC),
    facts: rankingOf('2026-10', net, 5),
  },
  {
    q: 'do menor pro maior faturamento em agosto',
    reading: reading('Faturamento', ALL, 'ago/2026', ASC),
    facts: rankingOf('2026-08', gross, 6, true),
  },
  {
    q: 'qual empresa foi mais rentavel em outubro?',
    reading: reading('Margem líquida', ALL, 'out/2026', DESC, 'top 1'),
    facts: marginLeader('2026-10'),
  },
  {
    q: 'pior resultado de setembro',
    reading: reading('Lucro líquido', ALL, 'set/2026', ASC, 'top 1'),
    facts: rankingOf('2026-09', profit, 1, true),
  },
  {
    q: 'maior faturamento de outubro',
    reading: reading('Faturamento', ALL, 'out/2026', DESC, 'top 1'),
    facts: rankingOf('2026-10', gross, 1),
  },
  {
    q: 'qual teve o menor lucro mes passado',
    reading: reading('Lucro líquido', ALL, 'out/2026', ASC, 'top 1'),
    facts: rankingOf('2026-10', profit, 1, true),
  },
  {
    q: 'empresas ordenadas pela margem, da menor pra maior, em agosto',
    reading: reading('Margem líquida', ALL, 'ago/2026', ASC),
    facts: marginLeader('2026-08', true),
  },

  // Over a period.
  {
    q: 'as duas empresas que mais gastaram no 3º tri',
    reading: reading('Despesas', ALL, Q3, DESC, 'top 2'),
    facts: rangeTop('2026-07', '2026-09', expenses, 2),
  },
  {
    q: 'qual empresa lucrou menos em 2026',
    reading: reading('Lucro líquido', ALL, YTD, ASC, 'top 1'),
    facts: rangeTop('2026-01', '2026-10', profit, 1, true),
  },
  {
    q: 'top 3 piores faturamentos do ano',
    reading: reading('Faturamento', ALL, YTD, ASC, 'top 3'),
    facts: rangeTop('2026-01', '2026-10', gross, 3, true),
  },
  {
    q: 'quem mais lucrou no 1º semestre',
    reading: reading('Lucro líquido', ALL, H1, DESC, 'top 1'),
    facts: rangeTop('2026-01', '2026-06', profit, 1),
  },
  {
    q: 'ranking de faturamento dos ultimos 6 meses',
    reading: reading('Faturamento', ALL, period('2026-05', '2026-10'), DESC),
    facts: rangeTop('2026-05', '2026-10', gross, 1),
  },
  {
    q: 'quem faturou mais no ano passado?',
    reading: reading('Faturamento', ALL, period('2025-01', '2025-12'), DESC, 'top 1'),
    facts: rangeTop('2025-01', '2025-12', gross, 1),
  },
  {
    q: 'a empresa com menos despesa no trimestre passado',
    reading: reading('Despesas', ALL, Q3, ASC, 'top 1'),
    facts: rangeTop('2026-07', '2026-09', expenses, 1, true),
  },
  {
    q: 'top 4 em lucro no acumulado do ano',
    reading: reading('Lucro líquido', ALL, YTD, DESC, 'top 4'),
    facts: rangeTop('2026-01', '2026-10', profit, 4),
  },

  // A ranking of a change: the comparison first, then the order.
  {
    q: 'quem mais cresceu de agosto pra setembro',
    reading: reading('Faturamento', ALL, 'set/2026', 'vs ago/2026', DESC, 'top 1'),
  },
  {
    q: 'quais as 3 empresas que mais cresceram em outubro?',
    reading: reading('Faturamento', ALL, 'out/2026', 'vs set/2026', DESC, 'top 3'),
  },

  // Rankings asked again in the same conversation.
  {
    after: 'ranking de faturamento de outubro',
    q: 'agora do menor pro maior',
    reading: reading('Faturamento', ALL, 'out/2026', ASC),
    facts: rankingOf('2026-10', gross, 5, true),
  },
  {
    after: 'quem mais lucrou em setembro?',
    q: 'e o que lucrou menos?',
    reading: reading('Lucro líquido', ALL, 'set/2026', ASC, 'top 1'),
    facts: rankingOf('2026-09', profit, 1, true),
  },
  {
    after: 'quem vendeu mais em setembro?',
    q: 'e as 3 primeiras?',
    reading: reading('Faturamento', ALL, 'set/2026', DESC, 'top 3'),
    facts: rankingOf('2026-09', gross, 3),
  },

  // The revenue goal: the year so far, what the forecast is made from.
  {
    q: 'quem vai bater a meta de faturamento?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: reachingGoal,
  },
  {
    q: 'quais empresas nao vao atingir a meta esse ano?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: notReachingGoal,
  },
  {
    q: 'qual a meta anual da exato',
    reading: reading('Meta de faturamento', EXATO, YTD),
    facts: goal(EXATO),
  },
  {
    q: 'a padoca vai conseguir bater a meta de 2026?',
    reading: reading('Meta de faturamento', PADARIA, YTD),
    facts: goal(PADARIA),
  },
  {
    q: 'meta da flor de lis',
    reading: reading('Meta de faturamento', ATELIE, YTD),
    facts: goal(ATELIE),
  },
  {
    q: 'como ta a sorriso em relação à meta do ano?',
    reading: reading('Meta de faturamento', SORRISO, YTD),
    facts: goal(SORRISO),
  },
  {
    q: 'a academia ja atingiu a meta?',
    reading: reading('Meta de faturamento', ACADEMIA, YTD),
    facts: goal(ACADEMIA),
  },

  // Months closed at a loss: the last twelve closed months when none is named.
  {
    q: 'a sorriso deu prejuizo em algum mes?',
    reading: reading('Prejuízo', SORRISO, LAST12),
  },
  {
    // 'Não teve lucro' is a loss, one of the negations the line says.
    q: 'quais empresas nao tiveram lucro em fevereiro?',
    reading: reading('Prejuízo', ALL, 'fev/2026'),
    facts: lossCompanies('2026-02', '2026-02'),
  },
  {
    q: 'alguma empresa fechou no negativo mes passado?',
    reading: reading('Prejuízo', ALL, 'out/2026'),
  },
  {
    q: 'a padaria fechou fevereiro no vermelho?',
    reading: reading('Prejuízo', PADARIA, 'fev/2026'),
    facts: names(PADARIA),
  },
  {
    q: 'empresas com prejuízo nos últimos 12 meses',
    reading: reading('Prejuízo', ALL, LAST12),
    facts: lossCompanies('2025-11', '2026-10'),
  },

  // Who sent the report: the month named, or the current one ('DRE este mês').
  {
    q: 'quem ainda nao entregou o DRE?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: notSentThisMonth,
  },
  {
    q: 'a padaria ja enviou o dre de setembro?',
    reading: reading('Envio do DRE', PADARIA, 'set/2026'),
  },
  {
    q: 'quais empresas mandaram o DRE de agosto',
    reading: reading('Envio do DRE', ALL, 'ago/2026'),
    facts: reported('2026-08'),
  },
  {
    q: 'alguém atrasou o envio do dre de outubro?',
    reading: reading('Envio do DRE', ALL, 'out/2026'),
    facts: reported('2026-10', true),
  },
];
