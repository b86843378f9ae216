import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, profit, rankingOf, reachingGoal } from './facts';
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
import { DESC, ASC, YTD, LAST12 } from './held-out-common';

// Second held-out set: rankings both ways and top N, the revenue goal, the months closed at a
// loss and who sent the month's report (DRE).

export const HELD_OUT_2_RANKINGS: BankEntry[] = [
  // Rankings of one month.
  {
    q: 'ranking de faturamento de outubro',
    reading: reading('Faturamento', ALL, 'out/2026', DESC),
    facts: rankingOf('2026-10', gross, 5),
  },
  {
    q: 'quem mais faturou mes passado?',
    reading: reading('Faturamento', ALL, 'out/2026', DESC, 'top 1'),
    facts: rankingOf('2026-10', gross, 1),
  },
  {
    q: 'qual empresa teve o maior lucro em setembro',
    reading: reading('Lucro líquido', ALL, 'set/2026', DESC, 'top 1'),
    facts: rankingOf('2026-09', profit, 1),
  },
  {
    q: 'as 3 que mais lucraram em agosto',
    reading: reading('Lucro líquido', ALL, 'ago/2026', DESC, 'top 3'),
    facts: rankingOf('2026-08', profit, 3),
  },
  {
    q: 'quem faturou menos em setembro?',
    reading: reading('Faturamento', ALL, 'set/2026', ASC, 'top 1'),
    facts: rankingOf('2026-09', gross, 1, true),
  },
  {
    q: 'ranking de despesas do menor pro maior em outubro',
    reading: reading('Despesas', ALL, 'out/2026', ASC),
    facts: rankingOf('2026-10', expenses, 5, true),
  },
  {
    q: 'quem gastou mais em setembro?',
    reading: reading('Despesas', ALL, 'set/2026', DESC, 'top 1'),
    facts: rankingOf('2026-09', expenses, 1),
  },
  {
    q: 'as 2 piores em lucro no mes passado',
    reading: reading('Lucro líquido', ALL, 'out/2026', ASC, 'top 2'),
    facts: rankingOf('2026-10', profit, 2, true),
  },
  {
    q: 'melhores margens de outubro',
    reading: reading('Margem líquida', ALL, 'out/2026', DESC),
    facts: marginLeader('2026-10'),
  },
  {
    q: 'qual empresa teve a pior margem em setembro?',
    reading: reading('Margem líquida', ALL, 'set/2026', ASC, 'top 1'),
    facts: marginLeader('2026-09', true),
  },
  {
    q: 'top 3 faturamento julho',
    reading: reading('Faturamento', ALL, 'jul/2026', DESC, 'top 3'),
    facts: rankingOf('2026-07', gross, 3),
  },
  {
    q: 'ranking das menores despesas de agosto',
    reading: reading('Despesas', ALL, 'ago/2026', ASC),
    facts: rankingOf('2026-08', expenses, 6, true),
  },
  {
    q: 'ordena as empresas pelo custo, do menor pro maior, em setembro',
    reading: reading('Custos', ALL, 'set/2026', ASC),
    facts: rankingOf('2026-09', cogs, 6, true),
  },
  {
    q: 'piores faturamentos de agosto',
    reading: reading('Faturamento', ALL, 'ago/2026', ASC),
    facts: rankingOf('2026-08', gross, 6, true),
  },
  {
    q: 'lista as empresas do maior pro menor lucro em julho',
    reading: reading('Lucro líquido', ALL, 'jul/2026', DESC),
    facts: rankingOf('2026-07', profit, 6),
  },
  {
    q: 'qual foi a empresa com menor custo em setembro?',
    reading: reading('Custos', ALL, 'set/2026', ASC, 'top 1'),
    facts: rankingOf('2026-09', cogs, 1, true),
  },

  // Rankings over a period.
  {
    q: 'qual empresa vendeu mais no primeiro semestre?',
    reading: reading('Faturamento', ALL, period('2026-01', '2026-06'), DESC, 'top 1'),
    facts: rangeTop('2026-01', '2026-06', gross, 1),
  },
  {
    q: 'ranking de lucro do ano',
    reading: reading('Lucro líquido', ALL, YTD, DESC),
    facts: rangeTop('2026-01', '2026-10', profit, 1),
  },
  {
    q: 'as 3 que menos venderam no ultimo trimestre',
    reading: reading('Faturamento', ALL, period('2026-07', '2026-09'), ASC, 'top 3'),
    facts: rangeTop('2026-07', '2026-09', gross, 3, true),
  },

  // The revenue goal: the year so far, what the forecast is made from.
  {
    q: 'a exato vai bater a meta?',
    reading: reading('Meta de faturamento', EXATO, YTD),
    facts: goal(EXATO),
  },
  {
    q: 'qual a meta de faturamento da padaria?',
    reading: reading('Meta de faturamento', PADARIA, YTD),
    facts: goal(PADARIA),
  },
  {
    q: 'quais empresas vão bater a meta esse ano?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: reachingGoal,
  },
  {
    q: 'a sorriso ta no caminho da meta anual?',
    reading: reading('Meta de faturamento', SORRISO, YTD),
    facts: goal(SORRISO),
  },
  {
    q: 'quanto falta pra faisca bater a meta de faturamento',
    reading: reading('Meta de faturamento', FAISCA, YTD),
    facts: goal(FAISCA),
  },

  // Months closed at a loss: the last twelve closed months when none is named.
  {
    q: 'quais empresas fecharam algum mes com prejuizo?',
    reading: reading('Prejuízo', ALL, LAST12),
    facts: lossCompanies('2025-11', '2026-10'),
  },
  {
    q: 'alguém fechou no vermelho em agosto?',
    reading: reading('Prejuízo', ALL, 'ago/2026'),
    facts: lossCompanies('2026-08', '2026-08'),
  },
  {
    q: 'teve empresa com prejuizo em 2026?',
    reading: reading('Prejuízo', ALL, YTD),
    facts: lossCompanies('2026-01', '2026-10'),
  },
  {
    q: 'quem deu prejuízo no primeiro semestre',
    reading: reading('Prejuízo', ALL, period('2026-01', '2026-06')),
    facts: lossCompanies('2026-01', '2026-06'),
  },

  // Who sent the report: the month named, or the current one ('DRE este mês').
  {
    q: 'quem ja mandou o dre esse mes?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: reported('2026-10'),
  },
  {
    q: 'quais empresas não enviaram o DRE de outubro?',
    reading: reading('Envio do DRE', ALL, 'out/2026'),
    facts: names(ACADEMIA),
  },
  {
    q: 'falta alguém mandar o dre?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: names(ACADEMIA),
  },
  {
    q: 'a academia mandou o dre de setembro?',
    reading: reading('Envio do DRE', ACADEMIA, 'set/2026'),
  },
  {
    q: 'quem ta devendo o dre do mês passado',
    reading: reading('Envio do DRE', ALL, 'out/2026'),
    facts: reported('2026-10', true),
  },
];
