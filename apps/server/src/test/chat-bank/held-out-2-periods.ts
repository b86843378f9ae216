import type { BankEntry } from './bank-entry';
import { expenses, gross, net, profit, cogs } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  margin,
  period,
  reading,
  sums,
  total,
} from './held-out-2-facts';
import { month, YTD, Q1, Q2, Q3, H1, LAST3 } from './held-out-common';

// Second held-out set: figures over ranges, quarters, semesters and the year so far, and
// comparisons (month before, same month a year before, two named periods).

export const HELD_OUT_2_PERIODS: BankEntry[] = [
  // Ranges, quarters, semesters, the year so far.
  {
    q: 'faturamento da padaria de março a junho',
    reading: reading('Faturamento', PADARIA, period('2026-03', '2026-06')),
    facts: sums(PADARIA, gross, ['2026-03', '2026-06']),
  },
  {
    q: 'quanto a sorriso faturou nos ultimos 3 meses?',
    reading: reading('Faturamento', SORRISO, LAST3),
    facts: sums(SORRISO, gross, ['2026-08', '2026-10']),
  },
  {
    q: 'lucro da exato no 3º trimestre',
    reading: reading('Lucro líquido', EXATO, Q3),
    facts: sums(EXATO, profit, ['2026-07', '2026-09']),
  },
  {
    q: 'faturamento do atelie no ultimo trimestre',
    reading: reading('Faturamento', ATELIE, Q3),
    facts: sums(ATELIE, gross, ['2026-07', '2026-09']),
  },
  {
    q: 'despesas da faisca no primeiro semestre',
    reading: reading('Despesas', FAISCA, H1),
    facts: sums(FAISCA, expenses, ['2026-01', '2026-06']),
  },
  {
    q: 'quanto a padaria faturou este ano?',
    reading: reading('Faturamento', PADARIA, YTD),
    facts: sums(PADARIA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'lucro acumulado no ano da sorriso',
    reading: reading('Lucro líquido', SORRISO, YTD),
    facts: sums(SORRISO, profit, ['2026-01', '2026-10']),
  },
  {
    q: 'faturamento YTD exato',
    reading: reading('Faturamento', EXATO, YTD),
    facts: sums(EXATO, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'custos da padaria em 2026',
    reading: reading('Custos', PADARIA, YTD),
    facts: sums(PADARIA, cogs, ['2026-01', '2026-10']),
  },
  {
    q: 'receita liquida da faisca do 2º trimestre',
    reading: reading('Receita líquida', FAISCA, Q2),
    facts: sums(FAISCA, net, ['2026-04', '2026-06']),
  },
  {
    q: 'faturamento da sorriso de jan a abr',
    reading: reading('Faturamento', SORRISO, period('2026-01', '2026-04')),
    facts: sums(SORRISO, gross, ['2026-01', '2026-04']),
  },
  {
    q: 'quanto o atelie vendeu nos ultimos 6 meses',
    reading: reading('Faturamento', ATELIE, period('2026-05', '2026-10')),
    facts: sums(ATELIE, gross, ['2026-05', '2026-10']),
  },
  {
    q: 'lucro da academia no 1º semestre de 2026',
    reading: reading('Lucro líquido', ACADEMIA, H1),
    facts: sums(ACADEMIA, profit, ['2026-01', '2026-06']),
  },
  {
    q: 'gastos da exato no 4º trimestre de 2025',
    reading: reading('Despesas', EXATO, period('2025-10', '2025-12')),
    facts: sums(EXATO, expenses, ['2025-10', '2025-12']),
  },
  {
    q: 'quanto a faisca lucrou de julho a setembro?',
    reading: reading('Lucro líquido', FAISCA, Q3),
    facts: sums(FAISCA, profit, ['2026-07', '2026-09']),
  },
  {
    q: 'faturamento da sorriso no segundo trimestre',
    reading: reading('Faturamento', SORRISO, Q2),
    facts: sums(SORRISO, gross, ['2026-04', '2026-06']),
  },
  {
    q: 'custos da faisca nos ultimos tres meses',
    reading: reading('Custos', FAISCA, LAST3),
    facts: sums(FAISCA, cogs, ['2026-08', '2026-10']),
  },
  {
    q: 'lucro da faisca em novembro do ano passado',
    reading: reading('Lucro líquido', FAISCA, 'nov/2025'),
    facts: sums(FAISCA, profit, month('2025-11')),
  },
  {
    q: 'faturamento total de todas as empresas no 1º semestre',
    reading: reading('Faturamento', ALL, H1),
    facts: total('2026-01', '2026-06', gross),
  },
  {
    q: 'soma do lucro de todas as empresas no ano',
    reading: reading('Lucro líquido', ALL, YTD),
    facts: total('2026-01', '2026-10', profit),
  },

  // Against the month before.
  {
    q: 'o faturamento da exato cresceu em relação ao mês anterior?',
    reading: reading('Faturamento', EXATO, 'out/2026', 'vs set/2026'),
    facts: sums(EXATO, gross, month('2026-10'), month('2026-09')),
  },
  {
    q: 'lucro da padaria MoM',
    reading: reading('Lucro líquido', PADARIA, 'out/2026', 'vs set/2026'),
    facts: sums(PADARIA, profit, month('2026-10'), month('2026-09')),
  },
  {
    q: 'quanto a sorriso cresceu de setembro pra outubro?',
    reading: reading('Faturamento', SORRISO, 'out/2026', 'vs set/2026'),
    facts: sums(SORRISO, gross, month('2026-10'), month('2026-09')),
  },
  {
    q: 'despesas do atelie em agosto comparado com julho',
    reading: reading('Despesas', ATELIE, 'ago/2026', 'vs jul/2026'),
    facts: sums(ATELIE, expenses, month('2026-08'), month('2026-07')),
  },
  {
    q: 'a faisca faturou mais em setembro ou em agosto?',
    reading: reading('Faturamento', FAISCA, 'set/2026', 'vs ago/2026'),
    facts: sums(FAISCA, gross, month('2026-09'), month('2026-08')),
  },
  {
    q: 'lucro da academia set vs ago',
    reading: reading('Lucro líquido', ACADEMIA, 'set/2026', 'vs ago/2026'),
    facts: sums(ACADEMIA, profit, month('2026-09'), month('2026-08')),
  },
  {
    q: 'faturamento da academia outubro comparado com setembro',
    reading: reading('Faturamento', ACADEMIA, 'out/2026', 'vs set/2026'),
  },

  // Against the same month a year before.
  {
    q: 'faturamento da padaria outubro 2026 vs outubro 2025',
    reading: reading('Faturamento', PADARIA, 'out/2026', 'vs out/2025'),
    facts: sums(PADARIA, gross, month('2026-10'), month('2025-10')),
  },
  {
    q: 'lucro da sorriso YoY',
    reading: reading('Lucro líquido', SORRISO, 'out/2026', 'vs out/2025'),
    facts: sums(SORRISO, profit, month('2026-10'), month('2025-10')),
  },
  {
    q: 'como foi o faturamento da exato em setembro comparado ao mesmo mês do ano passado?',
    reading: reading('Faturamento', EXATO, 'set/2026', 'vs set/2025'),
    facts: sums(EXATO, gross, month('2026-09'), month('2025-09')),
  },
  {
    q: 'despesas da faisca out/26 x out/25',
    reading: reading('Despesas', FAISCA, 'out/2026', 'vs out/2025'),
    facts: sums(FAISCA, expenses, month('2026-10'), month('2025-10')),
  },
  {
    q: 'Sorriso, setembro 2026 vs setembro 2025',
    reading: reading('Faturamento', SORRISO, 'set/2026', 'vs set/2025'),
    facts: sums(SORRISO, gross, month('2026-09'), month('2025-09')),
  },

  // Two named periods: the later one first, whichever was named first.
  {
    q: 'lucro da exato: 2º tri contra 3º tri',
    reading: reading('Lucro líquido', EXATO, Q3, `vs ${Q2}`),
    facts: sums(EXATO, profit, ['2026-07', '2026-09'], ['2026-04', '2026-06']),
  },
  {
    q: 'faturamento da padaria 1º tri x 2º tri',
    reading: reading('Faturamento', PADARIA, Q2, `vs ${Q1}`),
    facts: sums(PADARIA, gross, ['2026-04', '2026-06'], ['2026-01', '2026-03']),
  },
  {
    q: 'despesas da sorriso em julho contra junho',
    reading: reading('Despesas', SORRISO, 'jul/2026', 'vs jun/2026'),
    facts: sums(SORRISO, expenses, month('2026-07'), month('2026-06')),
  },
  {
    q: 'receita liquida da faisca de março comparada com fevereiro',
    reading: reading('Receita líquida', FAISCA, 'mar/2026', 'vs fev/2026'),
    facts: sums(FAISCA, net, month('2026-03'), month('2026-02')),
  },
  {
    q: 'margem da padaria em setembro vs agosto',
    reading: reading('Margem líquida', PADARIA, 'set/2026', 'vs ago/2026'),
    facts: (w) => [...margin(PADARIA, '2026-09')(w), ...margin(PADARIA, '2026-08')(w)],
  },
  {
    q: 'faturamento de todas as empresas em setembro contra agosto',
    reading: reading('Faturamento', ALL, 'set/2026', 'vs ago/2026'),
  },
  {
    q: 'o atelie vendeu mais no 1º ou no 2º trimestre?',
    reading: reading('Faturamento', ATELIE, Q2, `vs ${Q1}`),
    facts: sums(ATELIE, gross, ['2026-04', '2026-06'], ['2026-01', '2026-03']),
  },
  {
    q: 'gasto da sorriso em setembro de 2025 comparado com setembro de 2026',
    reading: reading('Despesas', SORRISO, 'set/2026', 'vs set/2025'),
    facts: sums(SORRISO, expenses, month('2026-09'), month('2025-09')),
  },
];
