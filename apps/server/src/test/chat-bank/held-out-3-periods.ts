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
  period,
  reading,
  sums,
  total,
} from './held-out-2-facts';
import { both } from './held-out-3-facts';
import { month, YTD, Q1, Q2, Q3, H1, Y2025 } from './held-out-common';

// Third held-out set: figures over ranges ('de fev até mai', 'entre abril e agosto', the last N
// months, 'desde março'), quarters, semesters, years and the year so far; months without a year
// or the current month named; and comparisons: the month before, the same month a year before,
// two named periods (the later one first), and the revenue goal.

const VS_META = 'vs meta';

export const HELD_OUT_3_PERIODS: BankEntry[] = [
  // Ranges of months.
  {
    q: 'faturamento da padaria de fev ate mai',
    reading: reading('Faturamento', PADARIA, period('2026-02', '2026-05')),
    facts: sums(PADARIA, gross, ['2026-02', '2026-05']),
  },
  {
    q: 'lucro da sorriso entre abril e agosto',
    reading: reading('Lucro líquido', SORRISO, period('2026-04', '2026-08')),
    facts: sums(SORRISO, profit, ['2026-04', '2026-08']),
  },
  {
    q: 'quanto a exato faturou nos ultimos 4 meses?',
    reading: reading('Faturamento', EXATO, period('2026-07', '2026-10')),
    facts: sums(EXATO, gross, ['2026-07', '2026-10']),
  },
  {
    q: 'despesas do atelie nos últimos 2 meses',
    reading: reading('Despesas', ATELIE, period('2026-09', '2026-10')),
    facts: sums(ATELIE, expenses, ['2026-09', '2026-10']),
  },
  {
    q: 'faturamento da faisca nos ultimos 12 meses',
    reading: reading('Faturamento', FAISCA, period('2025-11', '2026-10')),
    facts: sums(FAISCA, gross, ['2025-11', '2026-10']),
  },
  {
    q: 'lucro da academia desde março',
    reading: reading('Lucro líquido', ACADEMIA, period('2026-03', '2026-10')),
    facts: sums(ACADEMIA, profit, ['2026-03', '2026-10']),
  },
  {
    // Partly before the first report: read as asked, summed over the months that have one.
    q: 'faturamento da sorriso desde 2025',
    reading: reading('Faturamento', SORRISO, period('2025-01', '2026-10')),
    facts: sums(SORRISO, gross, ['2025-01', '2026-10']),
  },
  {
    q: 'gastos da academia de janeiro a junho',
    reading: reading('Despesas', ACADEMIA, H1),
    facts: sums(ACADEMIA, expenses, ['2026-01', '2026-06']),
  },
  {
    // Two months in a row with nothing setting them against each other: one range.
    q: 'soma o lucro da padaria de agosto e setembro',
    reading: reading('Lucro líquido', PADARIA, period('2026-08', '2026-09')),
    facts: sums(PADARIA, profit, ['2026-08', '2026-09']),
  },

  // Quarters, semesters, years, the year so far.
  {
    q: 'custos da padoca no semestre passado',
    reading: reading('Custos', PADARIA, H1),
    facts: sums(PADARIA, cogs, ['2026-01', '2026-06']),
  },
  {
    q: 'receita liquida da exato no 2º semestre de 2025',
    reading: reading('Receita líquida', EXATO, period('2025-07', '2025-12')),
    facts: sums(EXATO, net, ['2025-07', '2025-12']),
  },
  {
    q: 'quanto a faisca vendeu no ano passado todo?',
    reading: reading('Faturamento', FAISCA, Y2025),
    facts: sums(FAISCA, gross, ['2025-01', '2025-12']),
  },
  {
    q: 'lucro do atelie no primeiro trimestre',
    reading: reading('Lucro líquido', ATELIE, Q1),
    facts: sums(ATELIE, profit, ['2026-01', '2026-03']),
  },
  {
    q: 'despesas da sorriso no 3o trimestre de 2026',
    reading: reading('Despesas', SORRISO, Q3),
    facts: sums(SORRISO, expenses, ['2026-07', '2026-09']),
  },
  {
    q: 'faturamento acumulado da padoca em 2026',
    reading: reading('Faturamento', PADARIA, YTD),
    facts: sums(PADARIA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'quanto a exato lucrou no acumulado do ano?',
    reading: reading('Lucro líquido', EXATO, YTD),
    facts: sums(EXATO, profit, ['2026-01', '2026-10']),
  },
  {
    q: 'margem da faisca no ano',
    reading: reading('Margem líquida', FAISCA, YTD),
  },
  {
    q: 'faturamento da padaria este ano ate agora',
    reading: reading('Faturamento', PADARIA, YTD),
    facts: sums(PADARIA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'resultado acumulado da faisca ytd',
    reading: reading('Lucro líquido', FAISCA, YTD),
    facts: sums(FAISCA, profit, ['2026-01', '2026-10']),
  },
  {
    q: 'soma do faturamento de todas as empresas no 3º tri',
    reading: reading('Faturamento', ALL, Q3),
    facts: total('2026-07', '2026-09', gross),
  },
  {
    q: 'despesas de todas as empresas no acumulado do ano',
    reading: reading('Despesas', ALL, YTD),
    facts: total('2026-01', '2026-10', expenses),
  },

  // One month of a year before, and the current month (no report yet).
  {
    q: 'faturamento da exato em out/25',
    reading: reading('Faturamento', EXATO, 'out/2025'),
    facts: sums(EXATO, gross, month('2025-10')),
  },
  {
    q: 'despesas da faisca em 10/2025',
    reading: reading('Despesas', FAISCA, 'out/2025'),
    facts: sums(FAISCA, expenses, month('2025-10')),
  },
  {
    q: 'faturamento do atelie em dezembro',
    reading: reading('Faturamento', ATELIE, 'dez/2025'),
    facts: sums(ATELIE, gross, month('2025-12')),
  },
  {
    q: 'lucro da sorriso em novembro',
    reading: reading('Lucro líquido', SORRISO, 'nov/2026'),
  },

  // Against the month before.
  {
    q: 'faturamento da padoca em relação ao mes anterior',
    reading: reading('Faturamento', PADARIA, 'out/2026', 'vs set/2026'),
    facts: sums(PADARIA, gross, month('2026-10'), month('2026-09')),
  },
  {
    q: 'lucro da exato outubro vs setembro',
    reading: reading('Lucro líquido', EXATO, 'out/2026', 'vs set/2026'),
    facts: sums(EXATO, profit, month('2026-10'), month('2026-09')),
  },
  {
    q: 'as despesas da faisca subiram de agosto pra setembro?',
    reading: reading('Despesas', FAISCA, 'set/2026', 'vs ago/2026'),
    facts: sums(FAISCA, expenses, month('2026-09'), month('2026-08')),
  },
  {
    q: 'variação mensal do faturamento da sorriso',
    reading: reading('Faturamento', SORRISO, 'out/2026', 'vs set/2026'),
    facts: sums(SORRISO, gross, month('2026-10'), month('2026-09')),
  },

  // Against the same month a year before.
  {
    q: 'faturamento da exato comparado ao mesmo mes do ano passado',
    reading: reading('Faturamento', EXATO, 'out/2026', 'vs out/2025'),
    facts: sums(EXATO, gross, month('2026-10'), month('2025-10')),
  },
  {
    q: 'lucro da padaria setembro deste ano contra setembro do ano passado',
    reading: reading('Lucro líquido', PADARIA, 'set/2026', 'vs set/2025'),
    facts: sums(PADARIA, profit, month('2026-09'), month('2025-09')),
  },
  {
    q: 'receita liquida do atelie YoY',
    reading: reading('Receita líquida', ATELIE, 'out/2026', 'vs out/2025'),
    facts: sums(ATELIE, net, month('2026-10'), month('2025-10')),
  },
  {
    // The academy has no report of October 2026: the answer says so, with the same reading.
    q: 'faturamento da academia yoy',
    reading: reading('Faturamento', ACADEMIA, 'out/2026', 'vs out/2025'),
  },

  // Two named periods: the later one first, whichever was named first.
  {
    q: 'lucro da sorriso julho contra outubro',
    reading: reading('Lucro líquido', SORRISO, 'out/2026', 'vs jul/2026'),
    facts: sums(SORRISO, profit, month('2026-10'), month('2026-07')),
  },
  {
    q: 'faturamento da padaria no 3º tri comparado com o 1º tri',
    reading: reading('Faturamento', PADARIA, Q3, `vs ${Q1}`),
    facts: sums(PADARIA, gross, ['2026-07', '2026-09'], ['2026-01', '2026-03']),
  },
  {
    q: 'lucro da faisca agosto x setembro',
    reading: reading('Lucro líquido', FAISCA, 'set/2026', 'vs ago/2026'),
    facts: sums(FAISCA, profit, month('2026-09'), month('2026-08')),
  },
  {
    q: 'compara o faturamento do atelie de outubro/2025 com outubro/2026',
    reading: reading('Faturamento', ATELIE, 'out/2026', 'vs out/2025'),
    facts: sums(ATELIE, gross, month('2026-10'), month('2025-10')),
  },
  {
    q: 'custos da exato no 2º tri versus 3º tri',
    reading: reading('Custos', EXATO, Q3, `vs ${Q2}`),
    facts: sums(EXATO, cogs, ['2026-07', '2026-09'], ['2026-04', '2026-06']),
  },
  {
    q: 'faturamento de todas as empresas outubro vs setembro',
    reading: reading('Faturamento', ALL, 'out/2026', 'vs set/2026'),
    facts: both(total('2026-10', '2026-10', gross), total('2026-09', '2026-09', gross)),
  },

  // A figure against the revenue goal.
  {
    q: 'faturamento da padaria no ano comparado com a meta',
    reading: reading('Faturamento', PADARIA, YTD, VS_META),
    facts: sums(PADARIA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'receita da sorriso este ano x meta',
    reading: reading('Faturamento', SORRISO, YTD, VS_META),
    facts: sums(SORRISO, gross, ['2026-01', '2026-10']),
  },
];
