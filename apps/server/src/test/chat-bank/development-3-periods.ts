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
  all,
  and,
  bothMonths,
  bothTotals,
  rangeMargin,
  rangeTotal,
  read,
} from './development-3-facts';
import { cogs, expenses, gross, marginOf, net, profit, rangeFigure } from './facts';

// Figures over a range (relative ones too: 'últimos 2 meses', 'trimestre passado', 'desde junho')
// and compared: with the month before, the same month a year before, or two named periods.

export const PERIODS_3: BankEntry[] = [
  ...phrasings(
    read('Faturamento', PADARIA, 'ago/2026 a out/2026'),
    rangeFigure(PADARIA, '2026-08', '2026-10', gross),
    'faturamento da padaria nos ultimos 3 meses',
  ),
  ...phrasings(
    read('Lucro líquido', SORRISO, 'set/2026 a out/2026'),
    rangeFigure(SORRISO, '2026-09', '2026-10', profit),
    'lucro da sorriso nos ultimos 2 meses',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'jan/2026 a mar/2026'),
    rangeFigure(EXATO, '2026-01', '2026-03', gross),
    'qto a exato faturou de janeiro a marco?',
    'faturamento da exato no 1º trimestre',
  ),
  ...phrasings(
    read('Despesas', FAISCA, 'jan/2026 a jun/2026'),
    rangeFigure(FAISCA, '2026-01', '2026-06', expenses),
    'despesas da faisca no 1º semestre',
    'quanto a agencia faisca gastou no primeiro semestre de 2026',
  ),
  ...phrasings(
    read('Lucro líquido', FLOR, 'jul/2026 a set/2026'),
    rangeFigure(FLOR, '2026-07', '2026-09', profit),
    'lucro do atelie no trimestre passado',
    'resultado da flor de lis no ultimo trimestre, por favor',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'abr/2026 a jun/2026'),
    rangeFigure(SORRISO, '2026-04', '2026-06', gross),
    'faturamento da sorriso no 2º tri',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, 'jan/2026 a out/2026'),
    rangeFigure(PADARIA, '2026-01', '2026-10', gross),
    'quanto a padoca faturou esse ano?',
    'faturamento acumulado da padaria em 2026',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'jan/2026 a out/2026'),
    rangeFigure(FAISCA, '2026-01', '2026-10', profit),
    'lucro acumulado da faisca no ano',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'jan/2026 a out/2026'),
    rangeFigure(EXATO, '2026-01', '2026-10', gross),
    'YTD de faturamento da exato',
  ),
  ...phrasings(
    read('Custos', FLOR, 'jan/2026 a out/2026'),
    rangeFigure(FLOR, '2026-01', '2026-10', cogs),
    'custos da flor de lis em 2026',
  ),
  ...phrasings(
    read('Faturamento', ACADEMIA, 'jun/2026 a out/2026'),
    rangeFigure(ACADEMIA, '2026-06', '2026-10', gross),
    'faturamento da academia desde junho',
  ),
  // The whole of 2025: the demo's reports start in its second half, the reading is the year.
  {
    q: 'quanto a exato faturou ano passado?',
    reading: read('Faturamento', EXATO, 'jan/2025 a dez/2025'),
  },
  ...phrasings(
    read('Receita líquida', SORRISO, 'mai/2026 a ago/2026'),
    rangeFigure(SORRISO, '2026-05', '2026-08', net),
    'receita liquida da sorriso entre maio e agosto',
  ),
  ...phrasings(
    read('Despesas', EXATO, 'mai/2026 a out/2026'),
    rangeFigure(EXATO, '2026-05', '2026-10', expenses),
    'ultimos 6 meses de despesas da exato',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'ago/2026 a out/2026'),
    rangeFigure(FAISCA, '2026-08', '2026-10', gross),
    'quanto a faisca vendeu nos ultimos tres meses, por favor',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'jul/2026 a set/2026'),
    rangeTotal('2026-07', '2026-09', profit),
    'lucro de todas as empresas no 3º trimestre',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jan/2026 a jun/2026'),
    rangeTotal('2026-01', '2026-06', gross),
    'faturamento total de todas as empresas no primeiro semestre',
  ),
  ...phrasings(
    read('Margem líquida', PADARIA, 'jan/2026 a out/2026'),
    rangeMargin(PADARIA, '2026-01', '2026-10'),
    'margem da padaria no ano',
  ),
  ...phrasings(
    read('Margem líquida', SORRISO, 'jul/2026 a set/2026'),
    rangeMargin(SORRISO, '2026-07', '2026-09'),
    'margem liquida da sorriso no 3º trimestre',
  ),
  // Against the month before.
  ...phrasings(
    read('Lucro líquido', SORRISO, 'out/2026', 'vs set/2026'),
    bothMonths(SORRISO, '2026-10', '2026-09', profit),
    'lucro da sorriso em outubro comparado com setembro',
    'mes passado vs retrasado, lucro da sorriso',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2026', 'vs set/2026'),
    bothMonths(PADARIA, '2026-10', '2026-09', gross),
    'a padaria cresceu de setembro pra outubro?',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'out/2026', 'vs set/2026'),
    bothMonths(EXATO, '2026-10', '2026-09', gross),
    'MoM do faturamento da exato',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'out/2026', 'vs set/2026'),
    bothMonths(FAISCA, '2026-10', '2026-09', gross),
    'o faturamento da faisca caiu em relação ao mes anterior?',
  ),
  ...phrasings(
    read('Despesas', ACADEMIA, 'ago/2026', 'vs jul/2026'),
    bothMonths(ACADEMIA, '2026-08', '2026-07', expenses),
    'despesas da academia em agosto em relação ao mes anterior',
  ),
  ...phrasings(
    read('Lucro líquido', FLOR, 'ago/2026', 'vs jul/2026'),
    bothMonths(FLOR, '2026-08', '2026-07', profit),
    'quanto o lucro da flor de lis variou de julho pra agosto',
  ),
  // October has no report of the Academia: the same reading, the answer says which is missing.
  {
    q: 'a academia cresceu de setembro pra outubro?',
    reading: read('Faturamento', ACADEMIA, 'out/2026', 'vs set/2026'),
  },
  ...phrasings(
    read('Faturamento', and(PADARIA, SORRISO), 'out/2026', 'vs set/2026'),
    all(
      bothMonths(PADARIA, '2026-10', '2026-09', gross),
      bothMonths(SORRISO, '2026-10', '2026-09', gross),
    ),
    'compara o faturamento de outubro com setembro da padaria e da sorriso',
  ),
  // Against the same month a year before.
  ...phrasings(
    read('Faturamento', FLOR, 'out/2026', 'vs out/2025'),
    bothMonths(FLOR, '2026-10', '2025-10', gross),
    'faturamento da flor de lis em outubro vs outubro do ano passado',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'out/2026', 'vs out/2025'),
    bothMonths(FAISCA, '2026-10', '2025-10', profit),
    'YoY de lucro da faisca',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'out/2026', 'vs out/2025'),
    bothMonths(SORRISO, '2026-10', '2025-10', gross),
    'como foi a sorriso em outubro contra o mesmo mes de 2025?',
  ),
  ...phrasings(
    read('Margem líquida', EXATO, 'out/2026', 'vs out/2025'),
    all(marginOf(EXATO, '2026-10'), marginOf(EXATO, '2025-10')),
    'margem da exato out/26 vs out/25',
  ),
  ...phrasings(
    read('Receita líquida', SORRISO, 'set/2026', 'vs set/2025'),
    bothMonths(SORRISO, '2026-09', '2025-09', net),
    'receita liquida da sorriso setembro de 2026 contra setembro de 2025',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'set/2026', 'vs set/2025'),
    bothMonths(EXATO, '2026-09', '2025-09', profit),
    'comparando com o ano passado, como ficou o lucro da exato em setembro?',
  ),
  // Two named periods: the later one is the period, whichever is named first.
  ...phrasings(
    read('Custos', PADARIA, 'set/2026', 'vs ago/2026'),
    bothMonths(PADARIA, '2026-09', '2026-08', cogs),
    'agosto contra setembro: custos da padaria',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'out/2026', 'vs ago/2026'),
    bothMonths(EXATO, '2026-10', '2026-08', profit),
    'compara o lucro da exato de outubro com o de agosto',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'set/2026', 'vs jul/2026'),
    bothMonths(FAISCA, '2026-09', '2026-07', gross),
    'setembro x julho no faturamento da faisca',
  ),
  ...phrasings(
    read('Faturamento', FLOR, 'jul/2026 a set/2026', 'vs abr/2026 a jun/2026'),
    all(
      rangeFigure(FLOR, '2026-07', '2026-09', gross),
      rangeFigure(FLOR, '2026-04', '2026-06', gross),
    ),
    'faturamento do 3º tri contra o 2º tri da flor de lis',
  ),
  ...phrasings(
    read('Lucro líquido', PADARIA, 'jul/2026 a set/2026', 'vs abr/2026 a jun/2026'),
    all(
      rangeFigure(PADARIA, '2026-07', '2026-09', profit),
      rangeFigure(PADARIA, '2026-04', '2026-06', profit),
    ),
    'o lucro da padoca no trimestre passado foi melhor que no anterior?',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'jul/2026 a out/2026', 'vs jan/2026 a jun/2026'),
    all(
      rangeFigure(SORRISO, '2026-07', '2026-10', gross),
      rangeFigure(SORRISO, '2026-01', '2026-06', gross),
    ),
    'faturamento da sorriso de julho a outubro contra janeiro a junho',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'set/2026', 'vs ago/2026'),
    bothTotals('2026-09', '2026-08', gross),
    'faturamento total de setembro vs agosto',
  ),
];
