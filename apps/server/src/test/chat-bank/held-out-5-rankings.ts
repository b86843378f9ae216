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
import { NOT_UNDERSTOOD, DESC, ASC, YTD, Q2, Q3, H1, LAST12 } from './held-out-common';

// Fifth held-out set: rankings both ways ('a campeã', 'começando pela menor', 'as melhores' in
// expenses being the smallest, 'piores margens'), top and bottom N of a month or of a period,
// rankings of a change, rankings asked again in the same conversation, the revenue goal and who
// keeps its pace, the months closed at a loss (a profit denied is one), who sent the month's
// report; and, one word away, what the line cannot say (a company left out or set as the
// measure, a threshold, a goal of the year before, an opinion, a lead that leaves a company out).

export const HELD_OUT_5_RANKINGS: BankEntry[] = [
  // One month.
  {
    q: 'qual foi a campea de faturamento em agosto?',
    reading: reading('Faturamento', ALL, 'ago/2026', DESC, 'top 1'),
    facts: rankingOf('2026-08', gross, 1),
  },
  {
    q: 'me monta o ranking de lucro liquido de outubro',
    reading: reading('Lucro líquido', ALL, 'out/2026', DESC),
    facts: rankingOf('2026-10', profit, 6),
  },
  {
    q: 'lista as empresas por receita em setembro, comecando pela menor',
    reading: reading('Faturamento', ALL, 'set/2026', ASC),
    facts: rankingOf('2026-09', gross, 6, true),
  },
  {
    q: 'top 2 de lucro em setembro',
    reading: reading('Lucro líquido', ALL, 'set/2026', DESC, 'top 2'),
    facts: rankingOf('2026-09', profit, 2),
  },
  {
    q: 'as 3 empresas com mais despesa em outubro',
    reading: reading('Despesas', ALL, 'out/2026', DESC, 'top 3'),
    facts: rankingOf('2026-10', expenses, 3),
  },
  {
    q: 'quais as 2 piores margens de outubro',
    reading: reading('Margem líquida', ALL, 'out/2026', ASC, 'top 2'),
    facts: marginLeader('2026-10', true),
  },
  {
    q: 'quem teve o menor custo em julho?',
    reading: reading('Custos', ALL, 'jul/2026', ASC, 'top 1'),
    facts: rankingOf('2026-07', cogs, 1, true),
  },
  {
    // For expenses the best are the smallest.
    q: 'as 3 melhores em despesas no mes passado',
    reading: reading('Despesas', ALL, 'out/2026', ASC, 'top 3'),
    facts: rankingOf('2026-10', expenses, 3, true),
  },
  {
    q: 'pior faturamento de setembro',
    reading: reading('Faturamento', ALL, 'set/2026', ASC, 'top 1'),
    facts: rankingOf('2026-09', gross, 1, true),
  },
  {
    q: 'as 2 maiores margens de julho',
    reading: reading('Margem líquida', ALL, 'jul/2026', DESC, 'top 2'),
    facts: marginLeader('2026-07'),
  },
  {
    q: 'qual empresa teve mais receita liquida em agosto?',
    reading: reading('Receita líquida', ALL, 'ago/2026', DESC, 'top 1'),
    facts: rankingOf('2026-08', net, 1),
  },
  {
    // A polite lead before the ask: the last sentence is read.
    q: 'sem pressa, mas quando puder: quem fechou outubro com o maior lucro?',
    reading: reading('Lucro líquido', ALL, 'out/2026', DESC, 'top 1'),
    facts: rankingOf('2026-10', profit, 1),
  },

  // Over a period.
  {
    q: 'ranking de custos do 1º semestre',
    reading: reading('Custos', ALL, H1, DESC),
    facts: rangeTop('2026-01', '2026-06', cogs, 6),
  },
  {
    q: 'qual empresa teve o menor lucro desde janeiro?',
    reading: reading('Lucro líquido', ALL, YTD, ASC, 'top 1'),
    facts: rangeTop('2026-01', '2026-10', profit, 1, true),
  },
  {
    q: 'top 3 receita 2025',
    reading: reading('Faturamento', ALL, period('2025-01', '2025-12'), DESC, 'top 3'),
    facts: rangeTop('2025-01', '2025-12', gross, 3),
  },
  {
    q: 'as 4 que mais gastaram nos ultimos 6 meses',
    reading: reading('Despesas', ALL, period('2026-05', '2026-10'), DESC, 'top 4'),
    facts: rangeTop('2026-05', '2026-10', expenses, 4),
  },
  {
    q: 'quais 2 empresas tiveram os maiores custos no 2º tri?',
    reading: reading('Custos', ALL, Q2, DESC, 'top 2'),
    facts: rangeTop('2026-04', '2026-06', cogs, 2),
  },
  {
    q: 'ranking de margem no 3º trimestre',
    reading: reading('Margem líquida', ALL, Q3, DESC),
  },
  {
    // The second half still runs: cut at the last closed month.
    q: 'empresa que menos vendeu no 2º semestre',
    reading: reading('Faturamento', ALL, period('2026-07', '2026-10'), ASC, 'top 1'),
    facts: rangeTop('2026-07', '2026-10', gross, 1, true),
  },

  // A ranking of a change: the comparison first, then the order.
  {
    q: 'qual empresa teve o maior crescimento de receita entre agosto e setembro?',
    reading: reading('Faturamento', ALL, 'set/2026', 'vs ago/2026', DESC, 'top 1'),
  },
  {
    q: 'as 3 que menos cresceram em despesas em outubro',
    reading: reading('Despesas', ALL, 'out/2026', 'vs set/2026', ASC, 'top 3'),
  },
  {
    q: 'ranking de crescimento do faturamento de setembro pra outubro',
    reading: reading('Faturamento', ALL, 'out/2026', 'vs set/2026', DESC),
  },

  // Rankings asked again in the same conversation.
  {
    after: 'ranking de custos do 1º semestre',
    q: 'inverte a ordem',
    reading: reading('Custos', ALL, H1, ASC),
    facts: rangeTop('2026-01', '2026-06', cogs, 6, true),
  },
  {
    after: 'as 3 empresas com mais despesa em outubro',
    q: 'e setembro, como foi?',
    reading: reading('Despesas', ALL, 'set/2026', DESC, 'top 3'),
    facts: rankingOf('2026-09', expenses, 3),
  },
  {
    after: 'me monta o ranking de lucro liquido de outubro',
    q: 'mostra so as 4 primeiras',
    reading: reading('Lucro líquido', ALL, 'out/2026', DESC, 'top 4'),
    facts: rankingOf('2026-10', profit, 4),
  },
  {
    after: 'qual foi a campea de faturamento em agosto?',
    q: 'e a que faturou menos?',
    reading: reading('Faturamento', ALL, 'ago/2026', ASC, 'top 1'),
    facts: rankingOf('2026-08', gross, 1, true),
  },

  // The revenue goal: the year so far, what the forecast is made from.
  {
    q: 'a padaria vai fechar o ano batendo a meta?',
    reading: reading('Meta de faturamento', PADARIA, YTD),
    facts: goal(PADARIA),
  },
  {
    q: 'qual a meta de 2026 da faisca?',
    reading: reading('Meta de faturamento', FAISCA, YTD),
    facts: goal(FAISCA),
  },
  {
    q: 'quantas empresas estao no ritmo de bater a meta?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: reachingGoal,
  },
  {
    q: 'a odonto atinge a meta nesse ritmo?',
    reading: reading('Meta de faturamento', SORRISO, YTD),
    facts: goal(SORRISO),
  },
  {
    // A goal not reached is one of the negations the line says.
    q: 'quem ta abaixo do ritmo da meta anual?',
    reading: reading('Meta de faturamento', ALL, YTD),
    facts: notReachingGoal,
  },

  // Months closed at a loss: the last twelve closed months when none is named.
  {
    q: 'teve empresa com resultado negativo nos ultimos 12 meses?',
    reading: reading('Prejuízo', ALL, LAST12),
    facts: lossCompanies('2025-11', '2026-10'),
  },
  {
    q: 'a academia fechou junho no prejuizo?',
    reading: reading('Prejuízo', ACADEMIA, 'jun/2026'),
    facts: names(ACADEMIA),
  },
  {
    q: 'a exato ja teve mes com prejuizo?',
    reading: reading('Prejuízo', EXATO, LAST12),
  },
  {
    // A month without profit is said in the line as `Prejuízo`.
    q: 'quais empresas ficaram sem lucro em agosto?',
    reading: reading('Prejuízo', ALL, 'ago/2026'),
    facts: lossCompanies('2026-08', '2026-08'),
  },
  {
    q: 'algum mes do semestre passado fechou no negativo?',
    reading: reading('Prejuízo', ALL, H1),
    facts: lossCompanies('2026-01', '2026-06'),
  },
  {
    // 'Não lucrou' of one company is whether it closed at a loss, not an unread negation.
    q: 'a padoca nao lucrou em outubro?',
    reading: reading('Prejuízo', PADARIA, 'out/2026'),
  },

  // Who sent the report: the month named, or the current one ('DRE este mês').
  {
    q: 'a academia enviou o relatorio mensal de setembro?',
    reading: reading('Envio do DRE', ACADEMIA, 'set/2026'),
  },
  {
    // A report late is one not sent; 'atrasado' is not the tasks here.
    q: 'quem ta com o dre de outubro atrasado?',
    reading: reading('Envio do DRE', ALL, 'out/2026'),
    facts: reported('2026-10', true),
  },
  {
    q: 'quais empresas ja enviaram o DRE de setembro?',
    reading: reading('Envio do DRE', ALL, 'set/2026'),
    facts: reported('2026-09'),
  },
  {
    q: 'quantas empresas ja preencheram o dre este mes?',
    reading: reading('Envio do DRE', ALL, 'nov/2026'),
    facts: sentThisMonthFacts,
  },

  // One word away: what the line cannot say is not read.
  { q: 'fora a exato, quem teve a maior margem em outubro?', reading: NOT_UNDERSTOOD },
  { q: 'quem gastou mais que a padoca em agosto?', reading: NOT_UNDERSTOOD },
  { q: 'empresas com lucro abaixo de 10 mil em setembro', reading: NOT_UNDERSTOOD },
  { q: 'lucro do atelie comparado com a media das empresas', reading: NOT_UNDERSTOOD },
  // The goal of a year before the current one.
  { q: 'a sorriso bateu a meta no ano passado?', reading: NOT_UNDERSTOOD },
  // An opinion about the goal.
  { q: 'qual seria a meta ideal pra padoca?', reading: NOT_UNDERSTOOD },
  {
    // A lead that leaves a company out keeps the question whole.
    q: 'estou fechando o material do conselho e nao quero a padaria nessa conta. quem faturou mais em setembro?',
    reading: NOT_UNDERSTOOD,
  },
];
