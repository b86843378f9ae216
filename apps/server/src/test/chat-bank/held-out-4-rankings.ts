import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit, rankingOf, reachingGoal } from './facts';
import {
  ACADEMIA,
  ALL,
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
import { DESC, ASC, YTD, Q2, Q3, H1, LAST12, Y2025 } from './held-out-common';

// Fourth held-out set: rankings both ways, top and bottom N, a single first or last ('empresa
// mais lucrativa' against 'mais rentável'), 'piores' for costs (the largest), rankings of a
// change, rankings asked again in the same conversation, the revenue goal and who reaches it or
// not, the months closed at a loss and who sent (or not) the month's report.

export const HELD_OUT_4_RANKINGS: BankEntry[] = [
  // One month.
  {
    q: 'qual empresa faturou mais em julho?',
    reading: reading('Faturamento', ALL, 'jul/2026', DESC, 'top 1'),
    facts: rankingOf('2026-07', gross, 1),
  },
  {
    q: 'top 3 em despesas de setembro',
    reading: reading('Despesas', ALL, 'set/2026', DESC, 'top 3'),
    facts: rankingOf('2026-09', expenses, 3),
  },
  {
    q: 'as 2 empresas que menos lucraram em agosto',
    reading: reading('Lucro líquido', ALL, 'ago/2026', ASC, 'top 2'),
    facts: rankingOf('2026-08', profit, 2, true),
  },
  {
    q: 'ranking do faturamento de julho do maior pro menor',
    reading: reading('Faturamento', ALL, 'jul/2026', DESC),
    facts: rankingOf('2026-07', gross, 6),
  },
  {
    // For costs the worst are the largest.
    q: 'piores custos de agosto',
    reading: reading('Custos', ALL, 'ago/2026', DESC),
    facts: rankingOf('2026-08', cogs, 6),
  },
  {
    q: 'empresas da maior pra menor margem em setembro',
    reading: reading('Margem líquida', ALL, 'set/2026', DESC),
    facts: marginLeader('2026-09'),
  },
  {
    q: 'despesas de julho em ordem crescente',
    reading: reading('Despesas', ALL, 'jul/2026', ASC),
    facts: rankingOf('2026-07', expenses, 6, true),
  },
  {
    q: 'quem vendeu menos mes passado',
    reading: reading('Faturamento', ALL, 'out/2026', ASC, 'top 1'),
    facts: rankingOf('2026-10', gross, 1, true),
  },
  {
    // 'Lucrativa' is the profit, 'rentável' the margin: one word apart.
    q: 'empresa mais lucrativa de agosto',
    reading: reading('Lucro líquido', ALL, 'ago/2026', DESC, 'top 1'),
    facts: rankingOf('2026-08', profit, 1),
  },
  {
    q: 'empresa mais rentavel de agosto',
    reading: reading('Margem líquida', ALL, 'ago/2026', DESC, 'top 1'),
    facts: marginLeader('2026-08'),
  },
  {
    q: 'maior CMV de julho',
    reading: reading('Custos', ALL, 'jul/2026', DESC, 'top 1'),
    facts: rankingOf('2026-07', cogs, 1),
  },
  {
    q: 'as 4 maiores receitas liquidas de setembro',
    reading: reading('Receita líquida', ALL, 'set/2026', DESC, 'top 4'),
    facts: rankingOf('2026-09', net, 4),
  },

  // Over a period.
  {
    q: 'quem mais faturou no 3º trimestre',
    reading: reading('Faturamento', ALL, Q3, DESC, 'top 1'),
    facts: rangeTop('2026-07', '2026-09', gross, 1),
  },
  {
    q: 'top 3 empresas em lucro no ano passado',
    reading: reading('Lucro líquido', ALL, Y2025, DESC, 'top 3'),
    facts: rangeTop('2025-01', '2025-12', profit, 3),
  },
  {
    q: 'as 2 que menos venderam no 1o semestre',
    reading: reading('Faturamento', ALL, H1, ASC, 'top 2'),
    facts: rangeTop('2026-01', '2026-06', gross, 2, true),
  },
  {
    q: 'ranking de despesas do ano',
    reading: reading('Despesas', ALL, YTD, DESC),
    facts: rangeTop('2026-01', '2026-10', expenses, 1),
  },
  {
    q: 'qual empresa teve o maior custo nos ultimos 3 meses?',
    reading: reading('Custos', ALL, period('2026-08', '2026-10'), DESC, 'top 1'),
    facts: rangeTop('2026-08', '2026-10', cogs, 1),
  },
  {
    q: 'as 3 piores em lucro no acumulado de 2026',
    reading: reading('Lucro líquido', ALL, YTD, ASC, 'top 3'),
    facts: rangeTop('2026-01', '2026-10', profit, 3, true),
  },
  {
    q: 'quem lucrou mais desde julho',
    reading: reading('Lucro líquido', ALL, period('2026-07', '2026-10'), DESC, 'top 1'),
    facts: rangeTop('2026-07', '2026-10', profit, 1),
  },

  // A ranking of a change: the comparison first, then the order.
  {
    q: 'qual empresa mais cresceu em faturamento de setembro pra outubro?',
    reading: reading('Faturamento', ALL, 'out/2026', 'vs set/2026', DESC, 'top 1'),
  },
  {
    q: 'quem menos cresceu de julho para agosto',
    reading: reading('Faturamento', ALL, 'ago/2026', 'vs jul/2026', ASC, 'top 1'),
  },
  {
    q: 'as 2 que mais cresceram no lucro em setembro',
    reading: reading('Lucro líquido', ALL, 'set/2026', 'vs ago/2026', DESC, 'top 2'),
  },

  // Rankings asked again in the same conversation.
  {
    after: 'top 3 em despesas de setembro',
    q: 'e as 3 menores?',
    reading: reading('Despesas', ALL, 'set/2026', ASC, 'top 3'),
    facts: rankingOf('2026-09', expenses, 3, true),
  },
  {
    after: 'quem mais faturou no 3º trimestre',
    q: 'e no segundo tri?',
    reading: reading('Faturamento', ALL, Q2, DESC, 'top 1'),
    facts: rangeTop('2026-04', '2026-06', gross, 1),
  },
  {
    // The last rows of the ranking in the order named, not the bottom of the other order.
    after: 'ranking do faturamento de julho do maior pro menor',
    q: 'mostra so as duas ultimas',
    reading: reading('Faturamento', ALL, 'jul/2026', DESC, 'últimas 2'),
  },
  {
    after: 'ranking de despesas do ano',
    q: 'so as 2 primeiras',
    reading: reading('Despesas', ALL, YTD, DESC, 'top 2'),
    facts: rangeTop('2026-01', '2026-10', expenses, 2),
  },

  // The revenue goal: the year so far, what the forecast is made from.
  {
    q: 'quais empresas devem bater a meta do ano?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: reachingGoal,
  },
  {
    q: 'a exatto vai atingir a meta anual?',
    reading: reading('Meta de faturamento', EXATO, YTD),
    facts: goal(EXATO),
  },
  {
    q: 'qual é a meta de faturamento da academia?',
    reading: reading('Meta de faturamento', ACADEMIA, YTD),
    facts: goal(ACADEMIA),
  },
  {
    q: 'a agencia ta dentro da meta?',
    reading: reading('Meta de faturamento', FAISCA, YTD),
    facts: goal(FAISCA),
  },
  {
    // A goal not reached is one of the negations the line says.
    q: 'quem nao vai chegar na meta?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: notReachingGoal,
  },

  // Months closed at a loss: the last twelve closed months when none is named.
  {
    q: 'teve alguma empresa no prejuizo em 2025?',
    reading: reading('Prejuízo', ALL, Y2025),
    facts: lossCompanies('2025-01', '2025-12'),
  },
  {
    q: 'qual empresa fechou fevereiro no prejuizo?',
    reading: reading('Prejuízo', ALL, 'fev/2026'),
    facts: lossCompanies('2026-02', '2026-02'),
  },
  {
    q: 'a faisca ja teve prejuizo?',
    reading: reading('Prejuízo', FAISCA, LAST12),
  },
  {
    q: 'a pao da serra deu prejuizo em fev/26?',
    reading: reading('Prejuízo', PADARIA, 'fev/2026'),
    facts: names(PADARIA),
  },
  {
    // 'Não lucraram': a month without profit, said in the line as `Prejuízo`.
    q: 'quais empresas nao lucraram em fevereiro',
    reading: reading('Prejuízo', ALL, 'fev/2026'),
    facts: lossCompanies('2026-02', '2026-02'),
  },

  // Who sent the report: the month named, or the current one ('DRE este mês').
  {
    q: 'a sorriso mandou o dre do mes passado?',
    reading: reading('Envio do DRE', SORRISO, 'out/2026'),
  },
  {
    q: 'quais empresas ja mandaram o relatorio desse mes?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: sentThisMonthFacts,
  },
  {
    // A report not sent is one of the negations the line says.
    q: 'quem ficou sem mandar o dre de outubro?',
    reading: reading('Envio do DRE', ALL, 'out/2026'),
    facts: reported('2026-10', true),
  },
];
