import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, profit } from './facts';
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
import { both } from './held-out-3-facts';
import { month, YTD, Q1, Q2, Q3, H1, LAST3, Y2025 } from './held-out-common';

// Fourth held-out set: ranges ('de janeiro a abril', the last N months in words or digits,
// 'desde julho'), quarters and halves (the last one closed, the second one still running),
// years and the year so far, the current month named or 'esse mês', two months in a row asked
// together, and comparisons: the month before, the same month a year before, two named periods
// in either order, two years, and the revenue goal.

export const HELD_OUT_4_PERIODS: BankEntry[] = [
  // Ranges of months.
  {
    q: 'faturamento da sorriso de janeiro a abril',
    reading: reading('Faturamento', SORRISO, period('2026-01', '2026-04')),
    facts: sums(SORRISO, gross, ['2026-01', '2026-04']),
  },
  {
    q: 'lucro da faisca entre junho e setembro de 2026',
    reading: reading('Lucro líquido', FAISCA, period('2026-06', '2026-09')),
    facts: sums(FAISCA, profit, ['2026-06', '2026-09']),
  },
  {
    q: 'despesas da padoca nos ultimos tres meses',
    reading: reading('Despesas', PADARIA, LAST3),
    facts: sums(PADARIA, expenses, ['2026-08', '2026-10']),
  },
  {
    q: 'qto o atelie vendeu nos ultimos seis meses',
    reading: reading('Faturamento', ATELIE, period('2026-05', '2026-10')),
    facts: sums(ATELIE, gross, ['2026-05', '2026-10']),
  },
  {
    q: 'custos da exato desde julho',
    reading: reading('Custos', EXATO, period('2026-07', '2026-10')),
    facts: sums(EXATO, cogs, ['2026-07', '2026-10']),
  },
  {
    q: 'receita da faisca desde janeiro',
    reading: reading('Faturamento', FAISCA, YTD),
    facts: sums(FAISCA, gross, ['2026-01', '2026-10']),
  },
  {
    // The academy has no report of October: read as asked, the answer says which month lacks one.
    q: 'lucro da academia nos ultimos 3 meses',
    reading: reading('Lucro líquido', ACADEMIA, LAST3),
  },
  {
    // Two months in a row, nothing setting them against each other: one range.
    q: 'quanto a exato faturou em setembro e outubro juntos?',
    reading: reading('Faturamento', EXATO, period('2026-09', '2026-10')),
    facts: sums(EXATO, gross, ['2026-09', '2026-10']),
  },

  // Quarters, semesters, years, the year so far.
  {
    q: 'faturamento da exato no 2o trimestre',
    reading: reading('Faturamento', EXATO, Q2),
    facts: sums(EXATO, gross, ['2026-04', '2026-06']),
  },
  {
    // The last quarter closed, not the last three months.
    q: 'faturamento do atelie no último tri',
    reading: reading('Faturamento', ATELIE, Q3),
    facts: sums(ATELIE, gross, ['2026-07', '2026-09']),
  },
  {
    q: 'despesas da padaria no primeiro semestre de 2026',
    reading: reading('Despesas', PADARIA, H1),
    facts: sums(PADARIA, expenses, ['2026-01', '2026-06']),
  },
  {
    // Partly before the first report: read as asked.
    q: 'quanto a faisca lucrou em 2025?',
    reading: reading('Lucro líquido', FAISCA, Y2025),
    facts: sums(FAISCA, profit, ['2025-01', '2025-12']),
  },
  {
    q: 'lucro acumulado do ateliê em 2026',
    reading: reading('Lucro líquido', ATELIE, YTD),
    facts: sums(ATELIE, profit, ['2026-01', '2026-10']),
  },
  {
    q: 'gastos da sorriso ytd',
    reading: reading('Despesas', SORRISO, YTD),
    facts: sums(SORRISO, expenses, ['2026-01', '2026-10']),
  },
  {
    q: 'custos da faisca no 4º trimestre de 2025',
    reading: reading('Custos', FAISCA, period('2025-10', '2025-12')),
    facts: sums(FAISCA, cogs, ['2025-10', '2025-12']),
  },
  {
    q: 'faturamento de todas as empresas em 2025',
    reading: reading('Faturamento', ALL, Y2025),
    facts: total('2025-01', '2025-12', gross),
  },
  {
    q: 'lucro somado das empresas no ultimo trimestre',
    reading: reading('Lucro líquido', ALL, Q3),
    facts: total('2026-07', '2026-09', profit),
  },
  {
    // The second half still runs: cut at the last closed month.
    q: 'lucro da padaria no 2º semestre',
    reading: reading('Lucro líquido', PADARIA, period('2026-07', '2026-10')),
    facts: sums(PADARIA, profit, ['2026-07', '2026-10']),
  },
  {
    q: 'despesas da exato em dezembro passado',
    reading: reading('Despesas', EXATO, 'dez/2025'),
    facts: sums(EXATO, expenses, month('2025-12')),
  },

  // The current month named (no report yet), and 'esse mês' (the last closed one).
  {
    q: 'quanto a exato faturou em novembro?',
    reading: reading('Faturamento', EXATO, 'nov/2026'),
  },
  {
    q: 'faturamento do atelie esse mes',
    reading: reading('Faturamento', ATELIE, 'out/2026'),
    facts: figures(ATELIE, '2026-10', gross),
  },

  // Against the month before.
  {
    q: 'lucro da sorriso MoM',
    reading: reading('Lucro líquido', SORRISO, 'out/2026', 'vs set/2026'),
    facts: sums(SORRISO, profit, month('2026-10'), month('2026-09')),
  },
  {
    q: 'o faturamento do atelie caiu de setembro pra outubro?',
    reading: reading('Faturamento', ATELIE, 'out/2026', 'vs set/2026'),
    facts: sums(ATELIE, gross, month('2026-10'), month('2026-09')),
  },
  {
    q: 'despesas da padoca comparado com o mes anterior',
    reading: reading('Despesas', PADARIA, 'out/2026', 'vs set/2026'),
    facts: sums(PADARIA, expenses, month('2026-10'), month('2026-09')),
  },

  // Against the same month a year before.
  {
    q: 'lucro da faisca outubro 2026 x outubro 2025',
    reading: reading('Lucro líquido', FAISCA, 'out/2026', 'vs out/2025'),
    facts: sums(FAISCA, profit, month('2026-10'), month('2025-10')),
  },
  {
    q: 'faturamento da padoca em relação ao mesmo mês de 2025',
    reading: reading('Faturamento', PADARIA, 'out/2026', 'vs out/2025'),
    facts: sums(PADARIA, gross, month('2026-10'), month('2025-10')),
  },
  {
    // The earlier named first: the later one is still the period part.
    q: 'receita da exato setembro de 2025 comparado com setembro de 2026',
    reading: reading('Faturamento', EXATO, 'set/2026', 'vs set/2025'),
    facts: sums(EXATO, gross, month('2026-09'), month('2025-09')),
  },

  // Two named periods.
  {
    q: 'faturamento da padaria 1º tri vs 2º tri',
    reading: reading('Faturamento', PADARIA, Q2, `vs ${Q1}`),
    facts: sums(PADARIA, gross, ['2026-04', '2026-06'], ['2026-01', '2026-03']),
  },
  {
    q: 'faturamento da sorriso: outubro contra julho',
    reading: reading('Faturamento', SORRISO, 'out/2026', 'vs jul/2026'),
    facts: sums(SORRISO, gross, month('2026-10'), month('2026-07')),
  },
  {
    q: 'despesas da faisca no 3º tri comparadas com o 2º tri',
    reading: reading('Despesas', FAISCA, Q3, `vs ${Q2}`),
    facts: sums(FAISCA, expenses, ['2026-07', '2026-09'], ['2026-04', '2026-06']),
  },
  {
    q: 'lucro de todas as empresas setembro vs agosto',
    reading: reading('Lucro líquido', ALL, 'set/2026', 'vs ago/2026'),
    facts: both(total('2026-09', '2026-09', profit), total('2026-08', '2026-08', profit)),
  },
  {
    // A year still running against a whole one: each as the line writes it.
    q: 'lucro da exato em 2026 comparado com 2025',
    reading: reading('Lucro líquido', EXATO, YTD, `vs ${Y2025}`),
    facts: sums(EXATO, profit, ['2026-01', '2026-10'], ['2025-01', '2025-12']),
  },

  // A figure against the revenue goal.
  {
    q: 'receita acumulada da faisca no ano x meta',
    reading: reading('Faturamento', FAISCA, YTD, 'vs meta'),
    facts: sums(FAISCA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'faturamento 2026 da academia contra a meta',
    reading: reading('Faturamento', ACADEMIA, YTD, 'vs meta'),
    facts: sums(ACADEMIA, gross, ['2026-01', '2026-10']),
  },
];
