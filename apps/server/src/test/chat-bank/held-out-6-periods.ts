import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  figures,
  period,
  reading,
  sums,
  total,
} from './held-out-2-facts';
import { NOT_UNDERSTOOD, month, YTD, Q1, Q2, Q3, H1, Y2025 } from './held-out-common';

// Sixth held-out set: ranges ('do mês x ao mês y', 'de janeiro pra cá', across the turn of the
// year, two months in a row summed), the last N months, quarters and halves (the last one closed,
// one of the year before, the second half still running), a whole year before the first report,
// the year so far; one month (the current one named, 'este mês', a month named without a year);
// comparisons: the month before ('mês retrasado'), the same month a year before, two named periods
// either way round, the goal; and, one word away, what the line cannot say (a future period, a
// forecast, two months apart, a bimester, part of a month, a period left out, English).

export const HELD_OUT_6_PERIODS: BankEntry[] = [
  // Ranges of months.
  {
    q: 'faturamento do dentista de maio a setembro',
    reading: reading('Faturamento', SORRISO, period('2026-05', '2026-09')),
    facts: sums(SORRISO, gross, ['2026-05', '2026-09']),
  },
  {
    q: 'lucro da agencia no periodo de janeiro ate abril',
    reading: reading('Lucro líquido', FAISCA, period('2026-01', '2026-04')),
    facts: sums(FAISCA, profit, ['2026-01', '2026-04']),
  },
  {
    q: 'despesas da exato entre jul e set',
    reading: reading('Despesas', EXATO, Q3),
    facts: sums(EXATO, expenses, ['2026-07', '2026-09']),
  },
  {
    // Across the turn of the year.
    q: 'lucro da faisca de novembro de 2025 ate marco de 2026',
    reading: reading('Lucro líquido', FAISCA, period('2025-11', '2026-03')),
    facts: sums(FAISCA, profit, ['2025-11', '2026-03']),
  },
  {
    q: 'quanto a academia faturou de set/25 a dez/25?',
    reading: reading('Faturamento', ACADEMIA, period('2025-09', '2025-12')),
    facts: sums(ACADEMIA, gross, ['2025-09', '2025-12']),
  },
  {
    // 'De janeiro pra cá': from January to the last closed month.
    q: 'de janeiro pra ca, quanto a padoca faturou?',
    reading: reading('Faturamento', PADARIA, YTD),
    facts: sums(PADARIA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'receita liquida da clinica desde fevereiro',
    reading: reading('Receita líquida', SORRISO, period('2026-02', '2026-10')),
    facts: sums(SORRISO, net, ['2026-02', '2026-10']),
  },
  {
    // Two months in a row summed: one range.
    q: 'gastos da exato em setembro e outubro somados',
    reading: reading('Despesas', EXATO, period('2026-09', '2026-10')),
    facts: sums(EXATO, expenses, ['2026-09', '2026-10']),
  },
  {
    q: 'cmv do atelie nos ultimos 4 meses',
    reading: reading('Custos', ATELIE, period('2026-07', '2026-10')),
    facts: sums(ATELIE, cogs, ['2026-07', '2026-10']),
  },
  {
    q: 'resultado da padoca nos 6 ultimos meses',
    reading: reading('Lucro líquido', PADARIA, period('2026-05', '2026-10')),
    facts: sums(PADARIA, profit, ['2026-05', '2026-10']),
  },

  // Quarters, halves, years, the year so far.
  {
    q: 'lucro da exato no tri passado',
    reading: reading('Lucro líquido', EXATO, Q3),
    facts: sums(EXATO, profit, ['2026-07', '2026-09']),
  },
  {
    q: 'faturamento da padoca no 2º tri de 2026',
    reading: reading('Faturamento', PADARIA, Q2),
    facts: sums(PADARIA, gross, ['2026-04', '2026-06']),
  },
  {
    q: 'custos da academia no 4º tri do ano passado',
    reading: reading('Custos', ACADEMIA, period('2025-10', '2025-12')),
    facts: sums(ACADEMIA, cogs, ['2025-10', '2025-12']),
  },
  {
    // Partly before the first report: read as asked.
    q: 'quanto a faisca lucrou no segundo semestre do ano passado?',
    reading: reading('Lucro líquido', FAISCA, period('2025-07', '2025-12')),
    facts: sums(FAISCA, profit, ['2025-07', '2025-12']),
  },
  {
    q: 'receita da clinica em 2025 inteiro',
    reading: reading('Faturamento', SORRISO, Y2025),
    facts: sums(SORRISO, gross, ['2025-01', '2025-12']),
  },
  {
    q: 'lucro acumulado da agencia em 2026 ate agora',
    reading: reading('Lucro líquido', FAISCA, YTD),
    facts: sums(FAISCA, profit, ['2026-01', '2026-10']),
  },
  {
    q: 'total de despesas do atelie no ano corrente',
    reading: reading('Despesas', ATELIE, YTD),
    facts: sums(ATELIE, expenses, ['2026-01', '2026-10']),
  },
  {
    // The academy has no report of October: the year so far is still cut at October.
    q: 'receita liquida ytd da academia',
    reading: reading('Receita líquida', ACADEMIA, YTD),
    facts: sums(ACADEMIA, net, ['2026-01', '2026-10']),
  },
  {
    // The second half still runs: cut at the last closed month.
    q: 'despesas de todas as empresas no 2º semestre',
    reading: reading('Despesas', ALL, period('2026-07', '2026-10')),
    facts: total('2026-07', '2026-10', expenses),
  },
  {
    q: 'lucro das empresas todas juntas no primeiro tri',
    reading: reading('Lucro líquido', ALL, Q1),
    facts: total('2026-01', '2026-03', profit),
  },
  {
    q: 'quanto o atelie faturou no semestre passado?',
    reading: reading('Faturamento', ATELIE, H1),
    facts: sums(ATELIE, gross, ['2026-01', '2026-06']),
  },
  {
    // 'Desde o ano passado': from 2025's first month to the last closed one.
    q: 'custos da faisca desde o ano passado',
    reading: reading('Custos', FAISCA, period('2025-01', '2026-10')),
    facts: sums(FAISCA, cogs, ['2025-01', '2026-10']),
  },

  // One month: the current one named (no report yet), 'este mês' for figures (the last closed),
  // a month named without a year (the latest not after today), the month before a year.
  {
    q: 'despesas da faisca em nov/2026',
    reading: reading('Despesas', FAISCA, 'nov/2026'),
  },
  {
    q: 'qual o cmv da padaria esse mes',
    reading: reading('Custos', PADARIA, 'out/2026'),
    facts: figures(PADARIA, '2026-10', cogs),
  },
  {
    q: 'receita liquida da exato em dezembro',
    reading: reading('Receita líquida', EXATO, 'dez/2025'),
    facts: figures(EXATO, '2025-12', net),
  },
  {
    q: 'lucro do atelie em outubro do ano passado',
    reading: reading('Lucro líquido', ATELIE, 'out/2025'),
    facts: figures(ATELIE, '2025-10', profit),
  },
  {
    // The academy has no report of the last closed month: the answer says so, same reading.
    q: 'quanto a academia faturou no mes passado?',
    reading: reading('Faturamento', ACADEMIA, 'out/2026'),
  },

  // Against the month before.
  {
    q: 'receita liquida da sorriso: como foi outubro frente a setembro?',
    reading: reading('Receita líquida', SORRISO, 'out/2026', 'vs set/2026'),
    facts: sums(SORRISO, net, month('2026-10'), month('2026-09')),
  },
  {
    q: 'as despesas do atelie cairam em relacao ao mes anterior?',
    reading: reading('Despesas', ATELIE, 'out/2026', 'vs set/2026'),
    facts: sums(ATELIE, expenses, month('2026-10'), month('2026-09')),
  },
  {
    q: 'variacao do lucro da exato de agosto pra setembro',
    reading: reading('Lucro líquido', EXATO, 'set/2026', 'vs ago/2026'),
    facts: sums(EXATO, profit, month('2026-09'), month('2026-08')),
  },
  {
    // 'Mês retrasado' is the month before the last closed one.
    q: 'o cmv da faisca aumentou do mes retrasado pro mes passado?',
    reading: reading('Custos', FAISCA, 'out/2026', 'vs set/2026'),
    facts: sums(FAISCA, cogs, month('2026-10'), month('2026-09')),
  },

  // Against the same month a year before.
  {
    q: 'compara o lucro da agencia de setembro/26 com setembro/25',
    reading: reading('Lucro líquido', FAISCA, 'set/2026', 'vs set/2025'),
    facts: sums(FAISCA, profit, month('2026-09'), month('2025-09')),
  },
  {
    q: 'faturamento da academia em agosto deste ano vs agosto do ano passado',
    reading: reading('Faturamento', ACADEMIA, 'ago/2026', 'vs ago/2025'),
    facts: sums(ACADEMIA, gross, month('2026-08'), month('2025-08')),
  },
  {
    // Named earlier first: the later month is still the period part.
    q: 'a padoca vendeu mais em outubro de 2025 ou de 2026?',
    reading: reading('Faturamento', PADARIA, 'out/2026', 'vs out/2025'),
    facts: sums(PADARIA, gross, month('2026-10'), month('2025-10')),
  },

  // Two named periods: the later one is the period part, whichever is named first.
  {
    q: 'o atelie lucrou mais no 3º tri ou no 2º?',
    reading: reading('Lucro líquido', ATELIE, Q3, `vs ${Q2}`),
    facts: sums(ATELIE, profit, ['2026-07', '2026-09'], ['2026-04', '2026-06']),
  },
  {
    q: 'receita da faisca em marco comparada com a de junho',
    reading: reading('Faturamento', FAISCA, 'jun/2026', 'vs mar/2026'),
    facts: sums(FAISCA, gross, month('2026-06'), month('2026-03')),
  },
  {
    q: 'custos da academia janeiro vs julho',
    reading: reading('Custos', ACADEMIA, 'jul/2026', 'vs jan/2026'),
    facts: sums(ACADEMIA, cogs, month('2026-07'), month('2026-01')),
  },
  {
    // This year (cut at the last closed month) against the whole year before, named first.
    q: 'despesas do atelie: 2025 contra 2026',
    reading: reading('Despesas', ATELIE, YTD, `vs ${Y2025}`),
  },
  {
    // The first half of 2025 has no report: read the same, the answer says which is missing.
    q: 'despesas da clinica: 1º semestre x 2º semestre de 2025',
    reading: reading(
      'Despesas',
      SORRISO,
      period('2025-07', '2025-12'),
      `vs ${period('2025-01', '2025-06')}`,
    ),
  },

  // A figure against the revenue goal.
  {
    q: 'faturamento da faisca no acumulado contra a meta',
    reading: reading('Faturamento', FAISCA, YTD, 'vs meta'),
    facts: sums(FAISCA, gross, ['2026-01', '2026-10']),
  },

  // One word away: what the line cannot say is not read.
  // A future period, a forecast, a period that starts after the current month.
  { q: 'faturamento da sorriso no proximo semestre', reading: NOT_UNDERSTOOD },
  { q: 'quanto a padoca deve faturar em dezembro?', reading: NOT_UNDERSTOOD },
  { q: 'lucro da exato em janeiro de 2027', reading: NOT_UNDERSTOOD },
  // Two months apart, neither a range nor set against each other.
  { q: 'despesas do atelie em junho e setembro', reading: NOT_UNDERSTOOD },
  // A bimester, and a period with no number.
  { q: 'faturamento da faisca no ultimo bimestre', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da padoca nos ultimos meses', reading: NOT_UNDERSTOOD },
  // Part of a month.
  { q: 'quanto a sorriso faturou hoje?', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da exato na semana do dia 20', reading: NOT_UNDERSTOOD },
  // A period left out.
  { q: 'lucro da faisca no 3º tri, sem contar setembro', reading: NOT_UNDERSTOOD },
  // A figure in another language.
  { q: 'revenue da sorriso em outubro', reading: NOT_UNDERSTOOD },
];
