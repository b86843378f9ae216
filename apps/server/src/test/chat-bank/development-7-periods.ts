import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  EXATO,
  FAISCA,
  FLOR,
  PADARIA,
  SORRISO,
  bothMonths,
  bothTotals,
  rangeTotal,
  read,
} from './development-3-facts';
import { cogs, expenses, gross, monthFigure, net, profit, rangeFigure } from './facts';

// Periods said every way (ranges, quarters, halves, the year so far, a month without its year,
// two months joined) and figures set against the month before, the year before or another period.

export const PERIODS_7: BankEntry[] = [
  ...phrasings(
    read('Faturamento', SORRISO, 'out/2026', 'vs set/2026'),
    bothMonths(SORRISO, '2026-10', '2026-09', gross),
    'faturamento da sorriso em outubro comparado com setembro',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'out/2026', 'vs out/2025'),
    bothMonths(EXATO, '2026-10', '2025-10', profit),
    'lucro da exato out/26 vs out/25',
  ),
  ...phrasings(
    read('Despesas', PADARIA, 'out/2026', 'vs set/2026'),
    bothMonths(PADARIA, '2026-10', '2026-09', expenses),
    'despesas da padaria MoM',
  ),
  ...phrasings(
    read('Faturamento', FLOR, 'set/2026', 'vs ago/2026'),
    bothMonths(FLOR, '2026-09', '2026-08', gross),
    'o atelie cresceu de agosto pra setembro?',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'out/2026', 'vs out/2025'),
    bothMonths(FAISCA, '2026-10', '2025-10', gross),
    'faturamento YoY da faisca',
  ),
  ...phrasings(
    read('Lucro líquido', PADARIA, 'ago/2026', 'vs jul/2026'),
    bothMonths(PADARIA, '2026-08', '2026-07', profit),
    'compara o lucro da padaria de julho com o de agosto',
  ),
  ...phrasings(
    read('Faturamento', FLOR, 'jul/2026 a set/2026', 'vs abr/2026 a jun/2026'),
    (w) => [
      ...rangeFigure(FLOR, '2026-07', '2026-09', gross)(w),
      ...rangeFigure(FLOR, '2026-04', '2026-06', gross)(w),
    ],
    'faturamento do atelie no 2o tri contra o 3o tri',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'set/2026', 'vs set/2025'),
    bothMonths(SORRISO, '2026-09', '2025-09', gross),
    'Sorriso, setembro 2026 vs setembro 2025',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'out/2026', 'vs set/2026'),
    bothMonths(FAISCA, '2026-10', '2026-09', profit),
    'o lucro da faisca subiu em relacao ao mes anterior?',
  ),
  ...phrasings(
    read('Margem líquida', PADARIA, 'out/2026', 'vs set/2026'),
    undefined,
    'margem da padaria outubro contra setembro',
  ),
  ...phrasings(
    read('Custos', FLOR, 'ago/2026', 'vs jul/2026'),
    bothMonths(FLOR, '2026-08', '2026-07', cogs),
    'custos do atelie em agosto em relação ao mes anterior',
  ),
  // One of the two months has no report: the answer says which, with the same reading.
  ...phrasings(
    read('Faturamento', ACADEMIA, 'out/2026', 'vs set/2026'),
    undefined,
    'faturamento da academia outubro vs setembro',
  ),
  ...phrasings(
    read('Despesas', EXATO, 'jan/2026 a mar/2026'),
    rangeFigure(EXATO, '2026-01', '2026-03', expenses),
    'despesas da exato de jan a mar',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, 'mai/2026 a out/2026'),
    rangeFigure(PADARIA, '2026-05', '2026-10', gross),
    'faturamento da padaria nos ultimos 6 meses',
  ),
  ...phrasings(
    read('Lucro líquido', SORRISO, 'jul/2026 a set/2026'),
    rangeFigure(SORRISO, '2026-07', '2026-09', profit),
    'lucro da sorriso no ultimo trimestre',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jan/2025 a dez/2025'),
    rangeTotal('2025-01', '2025-12', gross),
    'faturamento total de todas as empresas no ano passado',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'dez/2025'),
    monthFigure(FAISCA, '2025-12', gross),
    'quanto a faisca faturou em dezembro',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'ago/2026 a set/2026'),
    rangeFigure(EXATO, '2026-08', '2026-09', profit),
    'lucro da exato somando agosto e setembro',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, 'jan/2026 a jun/2026'),
    rangeFigure(PADARIA, '2026-01', '2026-06', gross),
    'faturamento da padaria no semestre passado',
  ),
  ...phrasings(
    read('Despesas', FLOR, 'jan/2025 a out/2026'),
    rangeFigure(FLOR, '2025-01', '2026-10', expenses),
    'despesas do atelie desde 2025',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'jan/2026 a out/2026'),
    rangeFigure(SORRISO, '2026-01', '2026-10', gross),
    'faturamento da sorriso YTD',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'out/2025 a dez/2025'),
    rangeFigure(FAISCA, '2025-10', '2025-12', profit),
    'lucro da faisca no 4 trimestre de 2025',
  ),
  // The current month named: read as named, the answer says it has no report yet.
  ...phrasings(
    read('Faturamento', PADARIA, 'nov/2026'),
    undefined,
    'quanto a padaria faturou em novembro?',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'jan/2026 a out/2026'),
    rangeFigure(EXATO, '2026-01', '2026-10', gross),
    'receita da exato em 2026',
  ),
  ...phrasings(
    read('Faturamento', FLOR, 'set/2026', 'vs ago/2026'),
    bothMonths(FLOR, '2026-09', '2026-08', gross),
    'faturamento do atelie: setembro contra agosto',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', 'vs set/2026'),
    bothTotals('2026-10', '2026-09', profit),
    'lucro de todas as empresas somado em outubro contra setembro',
  ),
  ...phrasings(
    read('Receita líquida', SORRISO, 'ago/2026 a out/2026'),
    rangeFigure(SORRISO, '2026-08', '2026-10', net),
    'receita liquida da sorriso dos 3 ultimos meses',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, 'mar/2026 a out/2026'),
    rangeFigure(PADARIA, '2026-03', '2026-10', gross),
    'quanto a padoca faturou de marco pra ca',
  ),
];
