import type { BankEntry } from './bank-entry';
import {
  ALL,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  bothMonths,
  goalOf,
  meetingsAbout,
  overdueOf,
  rangeRanking,
  read,
  tasksOf,
} from './development-3-facts';
import { expenses, gross, monthFigure, profit, rangeFigure, rankingOf } from './facts';

// Follow-ups typed in a hurry: a comparison, the goal, a figure swapped for another, a company or
// a period changed; the earlier turn's company and period are kept.

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

const YTD = 'jan/2026 a out/2026';
const PADARIA_SEP = 'faturamento da padaria em setembro';
const EXATO_OCT = 'quanto a exato faturou em outubro';
const SORRISO_YEAR = 'faturamento da sorriso esse ano';

export const FOLLOW_4: BankEntry[] = [
  follow(
    PADARIA_SEP,
    'compara com agosto',
    read('Faturamento', PADARIA, 'set/2026', 'vs ago/2026'),
    bothMonths(PADARIA, '2026-09', '2026-08', gross),
  ),
  follow(
    PADARIA_SEP,
    'e x agosto?',
    read('Faturamento', PADARIA, 'set/2026', 'vs ago/2026'),
    bothMonths(PADARIA, '2026-09', '2026-08', gross),
  ),
  follow(
    PADARIA_SEP,
    'e o lucro?',
    read('Lucro líquido', PADARIA, 'set/2026'),
    monthFigure(PADARIA, '2026-09', profit),
  ),
  follow(
    PADARIA_SEP,
    'e da faisca?',
    read('Faturamento', FAISCA, 'set/2026'),
    monthFigure(FAISCA, '2026-09', gross),
  ),
  follow(
    SORRISO_YEAR,
    'ta batendo a meta?',
    read('Meta de faturamento', SORRISO, YTD),
    goalOf(SORRISO),
  ),
  follow(
    'faturamento da padaria em outubro',
    'vai bater a meta?',
    read('Meta de faturamento', PADARIA, YTD),
    goalOf(PADARIA),
  ),
  follow(SORRISO_YEAR, 'e a meta?', read('Meta de faturamento', SORRISO, YTD), goalOf(SORRISO)),
  follow(
    EXATO_OCT,
    'nao quero faturamento, quero despesas',
    read('Despesas', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', expenses),
  ),
  follow(
    EXATO_OCT,
    'nao, quero o lucro',
    read('Lucro líquido', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', profit),
  ),
  follow(
    EXATO_OCT,
    'compara com o mes anterior',
    read('Faturamento', EXATO, 'out/2026', 'vs set/2026'),
    bothMonths(EXATO, '2026-10', '2026-09', gross),
  ),
  follow(
    EXATO_OCT,
    'e no ano todo?',
    read('Faturamento', EXATO, YTD),
    rangeFigure(EXATO, '2026-01', '2026-10', gross),
  ),
  follow(
    EXATO_OCT,
    'e em 2025?',
    read('Faturamento', EXATO, 'jan/2025 a dez/2025'),
    rangeFigure(EXATO, '2025-01', '2025-12', gross),
  ),
  follow(
    'lucro da sorriso em agosto',
    'e o mesmo mes do ano passado?',
    read('Lucro líquido', SORRISO, 'ago/2026', 'vs ago/2025'),
    // The answer says which month has no report.
    undefined,
  ),
  follow(
    'ranking de lucro de outubro',
    'e em setembro?',
    read('Lucro líquido', ALL, 'set/2026', 'do maior para o menor'),
    rankingOf('2026-09', profit, 6),
  ),
  follow(
    'ranking de lucro de outubro',
    'e no ano?',
    read('Lucro líquido', ALL, YTD, 'do maior para o menor'),
    rangeRanking('2026-01', '2026-10', profit, 6),
  ),
  follow(
    'tarefas atrasadas da padaria',
    'e da sorriso?',
    read('Tarefas atrasadas', SORRISO),
    overdueOf(SORRISO),
  ),
  follow(
    'tarefas atrasadas da padaria',
    'e as concluidas?',
    read('Tarefas concluídas', PADARIA),
    tasksOf(PADARIA, 'done'),
  ),
  follow(
    'reunioes sobre black friday',
    'e sobre estoque?',
    read('Reuniões sobre "estoque"', ALL),
    meetingsAbout(['estoque']),
  ),
  follow(
    'quanto a faisca faturou em julho',
    'e a margem?',
    read('Margem líquida', FAISCA, 'jul/2026'),
  ),
  follow(
    'lucro da exato em setembro',
    'e a padaria e a sorriso?',
    read('Lucro líquido', `${PADARIA} e ${SORRISO}`, 'set/2026'),
    (w) => [
      ...monthFigure(PADARIA, '2026-09', profit)(w),
      ...monthFigure(SORRISO, '2026-09', profit)(w),
    ],
  ),
];
