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
  bothMonths,
  goalOf,
  rangeTotal,
  read,
} from './development-3-facts';
import {
  cogs,
  expenses,
  gross,
  marginOf,
  monthFigure,
  net,
  profit,
  rangeFigure,
  totalOf,
} from './facts';

// One company's figures in a month or a range, typed in a hurry; companies named by their kind
// of business; a figure set against the goal with 'x' or 'vs', and the goal itself.

const YTD = 'jan/2026 a out/2026';

export const FIGURES_4: BankEntry[] = [
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2026'),
    monthFigure(PADARIA, '2026-10', gross),
    'qto a padoca vendeu mes passado',
    'fatura da padaria em outubro qnto deu',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'set/2026'),
    monthFigure(EXATO, '2026-09', profit),
    'lucro da exato em setembro pfv',
  ),
  ...phrasings(
    read('Despesas', FLOR, 'ago/2026'),
    monthFigure(FLOR, '2026-08', expenses),
    'despesa do atelie em agosto',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'jul/2026'),
    monthFigure(FAISCA, '2026-07', gross),
    'qnt a faisca faturou em julho?',
  ),
  ...phrasings(
    read('Receita líquida', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', net),
    'receita liquida da exato em outubro',
  ),
  ...phrasings(
    read('Custos', ACADEMIA, 'set/2026'),
    monthFigure(ACADEMIA, '2026-09', cogs),
    'custos da academia em setembro',
  ),
  // A company named by its kind of business.
  ...phrasings(
    read('Lucro líquido', FLOR, 'out/2026'),
    monthFigure(FLOR, '2026-10', profit),
    'quanto deu o lucro da loja de roupas em outubro',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'set/2026'),
    monthFigure(SORRISO, '2026-09', gross),
    'faturamento da clinica odontologica em setembro',
    'quanto o dentista faturou em setembro?',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', profit),
    'quanto o escritorio de contabilidade lucrou em outubro',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'out/2026'),
    monthFigure(FAISCA, '2026-10', gross),
    'faturamento da agencia de marketing no mes passado',
  ),
  ...phrasings(
    read('Faturamento', ACADEMIA, 'ago/2026'),
    monthFigure(ACADEMIA, '2026-08', gross),
    'quanto faturou a academia de ginastica em agosto',
  ),
  ...phrasings(
    read('Faturamento e Lucro líquido', PADARIA, 'set/2026'),
    all(monthFigure(PADARIA, '2026-09', gross), monthFigure(PADARIA, '2026-09', profit)),
    'me da faturamento e lucro da padaria de setembro',
  ),
  ...phrasings(
    read('Margem líquida', SORRISO, 'out/2026'),
    marginOf(SORRISO, '2026-10'),
    'margem da sorriso em out/26',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'set/2026'),
    totalOf('2026-09', gross),
    'faturamento somado de todas as empresas em setembro',
  ),
  // Ranges.
  ...phrasings(
    read('Lucro líquido', SORRISO, 'jul/2026 a set/2026'),
    rangeFigure(SORRISO, '2026-07', '2026-09', profit),
    'lucro da sorriso no 3o trimestre',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, YTD),
    rangeFigure(PADARIA, '2026-01', '2026-10', gross),
    'faturamento da padoca no acumulado do ano',
  ),
  ...phrasings(
    read('Despesas', EXATO, 'mar/2026 a jun/2026'),
    rangeFigure(EXATO, '2026-03', '2026-06', expenses),
    'despesas da exato de marco a junho',
  ),
  ...phrasings(
    read('Lucro líquido', FLOR, 'ago/2026 a out/2026'),
    rangeFigure(FLOR, '2026-08', '2026-10', profit),
    'lucro do atelie nos ultimos 3 meses',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'jul/2026 a out/2026'),
    rangeFigure(EXATO, '2026-07', '2026-10', gross),
    'faturamento da exato desde julho',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, YTD),
    rangeTotal('2026-01', '2026-10', profit),
    'lucro total de todas as empresas no ano',
  ),
  // Against another month.
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2026', 'vs out/2025'),
    bothMonths(PADARIA, '2026-10', '2025-10', gross),
    'faturamento da padaria out/26 x out/25',
  ),
  ...phrasings(
    read('Lucro líquido', SORRISO, 'set/2026', 'vs ago/2026'),
    bothMonths(SORRISO, '2026-09', '2026-08', profit),
    'lucro da sorriso setembro x agosto',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'out/2026', 'vs set/2026'),
    bothMonths(EXATO, '2026-10', '2026-09', gross),
    'faturamento da exato mes passado vs mes anterior',
  ),
  // A figure set against the goal, and the goal itself.
  ...phrasings(
    read('Faturamento', PADARIA, YTD, 'vs meta'),
    goalOf(PADARIA),
    'faturamento da padaria x meta',
    'fat da padoca vs meta',
  ),
  ...phrasings(
    read('Faturamento', EXATO, YTD, 'vs meta'),
    goalOf(EXATO),
    'receita da exato x meta no ano',
    'como ta o faturamento da exato frente a meta?',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, YTD, 'vs meta'),
    goalOf(FAISCA),
    'vendas da faisca comparado com a meta',
  ),
  ...phrasings(
    read('Meta de faturamento', PADARIA, YTD),
    goalOf(PADARIA),
    'a padoca vai bater a meta esse ano?',
    'qual a meta da padaria?',
  ),
  ...phrasings(
    read('Meta de faturamento', ACADEMIA, YTD),
    goalOf(ACADEMIA),
    'academia vai chegar na meta?',
  ),
  ...phrasings(
    read('Meta de faturamento', FLOR, YTD),
    goalOf(FLOR),
    'a loja de roupas ta perto da meta?',
  ),
];
