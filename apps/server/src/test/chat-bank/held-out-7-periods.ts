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
import { NOT_UNDERSTOOD, month, YTD, Q1, Q2, Q3, H1, LAST3, Y2025 } from './held-out-common';

// Seventh held-out set: ranges ('de março a junho', 'de fev até mai', 'entre abril e julho', across
// the turn of the year, two months in a row summed, 'pra cá', 'desde', 'a partir de', 'até hoje'),
// the last N months, quarters and halves (the last one closed, one of the year before, the second
// half still running), a year before the first report, the year so far ('YTD', 'acumulado', 'este
// ano', '2026'); one month (the current one named, a month of the year before); comparisons: the
// month before ('MoM', a month with no report), the same month a year before ('YoY', either year
// named first), two named periods, the goal; and, one word away, what the line cannot say (a
// forecast, a future period, two months apart, a bimester, a week, a period with no number, a month
// left out, a change over the year so far).

export const HELD_OUT_7_PERIODS: BankEntry[] = [
  // Ranges of months.
  {
    q: 'lucro da padoca de marco a junho',
    reading: reading('Lucro líquido', PADARIA, period('2026-03', '2026-06')),
    facts: sums(PADARIA, profit, ['2026-03', '2026-06']),
  },
  {
    q: 'faturamento da exato de fev ate mai',
    reading: reading('Faturamento', EXATO, period('2026-02', '2026-05')),
    facts: sums(EXATO, gross, ['2026-02', '2026-05']),
  },
  {
    q: 'despesas da sorriso entre abril e julho de 2026',
    reading: reading('Despesas', SORRISO, period('2026-04', '2026-07')),
    facts: sums(SORRISO, expenses, ['2026-04', '2026-07']),
  },
  {
    q: 'qto a agencia faturou nos 3 ultimos meses?',
    reading: reading('Faturamento', FAISCA, LAST3),
    facts: sums(FAISCA, gross, ['2026-08', '2026-10']),
  },
  {
    q: 'custos do atelie nos 2 ultimos meses',
    reading: reading('Custos', ATELIE, period('2026-09', '2026-10')),
    facts: sums(ATELIE, cogs, ['2026-09', '2026-10']),
  },
  {
    // The academy has no report of October: read as asked, the answer says which month is missing.
    q: 'receita liquida da academia nos ultimos seis meses',
    reading: reading('Receita líquida', ACADEMIA, period('2026-05', '2026-10')),
    facts: sums(ACADEMIA, net, ['2026-05', '2026-10']),
  },
  {
    q: 'lucro da exato de abril pra ca',
    reading: reading('Lucro líquido', EXATO, period('2026-04', '2026-10')),
    facts: sums(EXATO, profit, ['2026-04', '2026-10']),
  },
  {
    q: 'faturamento da padoca a partir de junho',
    reading: reading('Faturamento', PADARIA, period('2026-06', '2026-10')),
    facts: sums(PADARIA, gross, ['2026-06', '2026-10']),
  },
  {
    q: 'despesas da faisca de maio ate hoje',
    reading: reading('Despesas', FAISCA, period('2026-05', '2026-10')),
    facts: sums(FAISCA, expenses, ['2026-05', '2026-10']),
  },
  {
    // Across the turn of the year.
    q: 'faturamento do atelie de outubro de 2025 a janeiro de 2026',
    reading: reading('Faturamento', ATELIE, period('2025-10', '2026-01')),
    facts: sums(ATELIE, gross, ['2025-10', '2026-01']),
  },
  {
    q: 'quanto a sorriso lucrou de dez/25 a fev/26?',
    reading: reading('Lucro líquido', SORRISO, period('2025-12', '2026-02')),
    facts: sums(SORRISO, profit, ['2025-12', '2026-02']),
  },
  {
    // Two months in a row summed: one range.
    q: 'despesas da academia somando julho e agosto',
    reading: reading('Despesas', ACADEMIA, period('2026-07', '2026-08')),
    facts: sums(ACADEMIA, expenses, ['2026-07', '2026-08']),
  },
  {
    // 'Desde 2025': from its first month to the last closed one, partly before the first report.
    q: 'faturamento da exato desde 2025',
    reading: reading('Faturamento', EXATO, period('2025-01', '2026-10')),
    facts: sums(EXATO, gross, ['2025-01', '2026-10']),
  },

  // Quarters, halves, years, the year so far.
  {
    q: 'receita da academia no primeiro trimestre de 2026',
    reading: reading('Faturamento', ACADEMIA, Q1),
    facts: sums(ACADEMIA, gross, ['2026-01', '2026-03']),
  },
  {
    // The last whole quarter closed.
    q: 'lucro do atelie no ultimo trimestre',
    reading: reading('Lucro líquido', ATELIE, Q3),
    facts: sums(ATELIE, profit, ['2026-07', '2026-09']),
  },
  {
    q: 'despesas da padoca no 3o tri',
    reading: reading('Despesas', PADARIA, Q3),
    facts: sums(PADARIA, expenses, ['2026-07', '2026-09']),
  },
  {
    q: 'lucro da exato no primeiro semestre',
    reading: reading('Lucro líquido', EXATO, H1),
    facts: sums(EXATO, profit, ['2026-01', '2026-06']),
  },
  {
    q: 'faturamento da faisca no 4º trimestre de 2025',
    reading: reading('Faturamento', FAISCA, period('2025-10', '2025-12')),
    facts: sums(FAISCA, gross, ['2025-10', '2025-12']),
  },
  {
    // Partly before the first report: read as asked.
    q: 'receita liquida do atelie em 2025',
    reading: reading('Receita líquida', ATELIE, Y2025),
    facts: sums(ATELIE, net, ['2025-01', '2025-12']),
  },
  {
    q: 'lucro da sorriso no ano passado',
    reading: reading('Lucro líquido', SORRISO, Y2025),
    facts: sums(SORRISO, profit, ['2025-01', '2025-12']),
  },
  {
    // A year that runs past the last closed month is cut there.
    q: 'quanto a padoca faturou em 2026?',
    reading: reading('Faturamento', PADARIA, YTD),
    facts: sums(PADARIA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'despesas acumuladas da faisca no ano',
    reading: reading('Despesas', FAISCA, YTD),
    facts: sums(FAISCA, expenses, ['2026-01', '2026-10']),
  },
  {
    q: 'lucro YTD da padoca',
    reading: reading('Lucro líquido', PADARIA, YTD),
    facts: sums(PADARIA, profit, ['2026-01', '2026-10']),
  },
  {
    q: 'cmv do atelie este ano',
    reading: reading('Custos', ATELIE, YTD),
    facts: sums(ATELIE, cogs, ['2026-01', '2026-10']),
  },
  {
    q: 'faturamento de todas as empresas no semestre passado',
    reading: reading('Faturamento', ALL, H1),
    facts: total('2026-01', '2026-06', gross),
  },
  {
    q: 'quanto as empresas lucraram juntas no ultimo trimestre?',
    reading: reading('Lucro líquido', ALL, Q3),
    facts: total('2026-07', '2026-09', profit),
  },
  {
    // The second half still runs: cut at the last closed month.
    q: 'receita da exato no 2º semestre',
    reading: reading('Faturamento', EXATO, period('2026-07', '2026-10')),
    facts: sums(EXATO, gross, ['2026-07', '2026-10']),
  },

  // One month: the current one named (no report yet), one of the year before.
  {
    q: 'lucro da clinica em novembro de 2026',
    reading: reading('Lucro líquido', SORRISO, 'nov/2026'),
  },
  {
    q: 'despesas do atelie em setembro do ano passado',
    reading: reading('Despesas', ATELIE, 'set/2025'),
    facts: figures(ATELIE, '2025-09', expenses),
  },

  // Against the month before.
  {
    q: 'faturamento da exato em outubro vs setembro',
    reading: reading('Faturamento', EXATO, 'out/2026', 'vs set/2026'),
    facts: sums(EXATO, gross, month('2026-10'), month('2026-09')),
  },
  {
    q: 'o lucro da padoca aumentou em comparacao com o mes anterior?',
    reading: reading('Lucro líquido', PADARIA, 'out/2026', 'vs set/2026'),
    facts: sums(PADARIA, profit, month('2026-10'), month('2026-09')),
  },
  {
    q: 'despesas da sorriso MoM',
    reading: reading('Despesas', SORRISO, 'out/2026', 'vs set/2026'),
    facts: sums(SORRISO, expenses, month('2026-10'), month('2026-09')),
  },
  {
    q: 'como variou a receita do atelie de julho pra agosto?',
    reading: reading('Faturamento', ATELIE, 'ago/2026', 'vs jul/2026'),
    facts: sums(ATELIE, gross, month('2026-08'), month('2026-07')),
  },
  {
    q: 'academia: faturamento de setembro comparado com agosto',
    reading: reading('Faturamento', ACADEMIA, 'set/2026', 'vs ago/2026'),
    facts: sums(ACADEMIA, gross, month('2026-09'), month('2026-08')),
  },
  {
    // October has no report of the academy: read the same, the answer says which is missing.
    q: 'lucro da academia em outubro contra setembro',
    reading: reading('Lucro líquido', ACADEMIA, 'out/2026', 'vs set/2026'),
  },

  // Against the same month a year before.
  {
    q: 'faturamento yoy da clinica',
    reading: reading('Faturamento', SORRISO, 'out/2026', 'vs out/2025'),
    facts: sums(SORRISO, gross, month('2026-10'), month('2025-10')),
  },
  {
    q: 'lucro da exato em setembro de 2026 contra setembro de 2025',
    reading: reading('Lucro líquido', EXATO, 'set/2026', 'vs set/2025'),
    facts: sums(EXATO, profit, month('2026-09'), month('2025-09')),
  },
  {
    // The earlier year named first: the later month is still the period part.
    q: 'despesas da padoca: outubro/25 x outubro/26',
    reading: reading('Despesas', PADARIA, 'out/2026', 'vs out/2025'),
    facts: sums(PADARIA, expenses, month('2026-10'), month('2025-10')),
  },
  {
    q: 'o atelie faturou mais em setembro deste ano ou do ano passado?',
    reading: reading('Faturamento', ATELIE, 'set/2026', 'vs set/2025'),
    facts: sums(ATELIE, gross, month('2026-09'), month('2025-09')),
  },

  // Two named periods: the later one is the period part, whichever is named first.
  {
    q: 'lucro da faisca: 1º tri vs 2º tri',
    reading: reading('Lucro líquido', FAISCA, Q2, `vs ${Q1}`),
    facts: sums(FAISCA, profit, ['2026-04', '2026-06'], ['2026-01', '2026-03']),
  },
  {
    // The second half of 2025 is partly before the first report: only the reading is checked.
    q: 'faturamento da padoca no 1º semestre de 2026 contra o 2º semestre de 2025',
    reading: reading('Faturamento', PADARIA, H1, `vs ${period('2025-07', '2025-12')}`),
  },
  {
    q: 'despesas da exato em maio comparadas com fevereiro',
    reading: reading('Despesas', EXATO, 'mai/2026', 'vs fev/2026'),
    facts: sums(EXATO, expenses, month('2026-05'), month('2026-02')),
  },

  // A figure against the revenue goal.
  {
    q: 'faturamento da exato no ano x meta',
    reading: reading('Faturamento', EXATO, YTD, 'vs meta'),
    facts: sums(EXATO, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'receita do atelie acumulada no ano contra a meta',
    reading: reading('Faturamento', ATELIE, YTD, 'vs meta'),
    facts: sums(ATELIE, gross, ['2026-01', '2026-10']),
  },

  // One word away: what the line cannot say is not read.
  // A forecast, and a period that starts after the current month.
  { q: 'quanto a sorriso vai faturar em dezembro?', reading: NOT_UNDERSTOOD },
  { q: 'projecao de lucro do atelie para 2027', reading: NOT_UNDERSTOOD },
  // Two months apart, neither a range nor set against each other.
  { q: 'faturamento da exato em agosto e outubro', reading: NOT_UNDERSTOOD },
  // A bimester, a week, a period with no number.
  { q: 'lucro do atelie no ultimo bimestre', reading: NOT_UNDERSTOOD },
  { q: 'despesas da sorriso na semana passada', reading: NOT_UNDERSTOOD },
  { q: 'lucro da academia nos ultimos tempos', reading: NOT_UNDERSTOOD },
  // A month left out, and a change over the year so far.
  { q: 'faturamento da exato no ano sem contar janeiro', reading: NOT_UNDERSTOOD },
  { q: 'quanto o faturamento da padoca cresceu no ano?', reading: NOT_UNDERSTOOD },
];
