import type { BankEntry } from './bank-entry';
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
  goalOf,
  meetingsAbout,
  overdueOf,
  peopleOf,
  lastMeetingOf,
  rangeMargin,
  read,
  topOf,
} from './development-3-facts';
import {
  expenses,
  gross,
  marginOf,
  monthFigure,
  profit,
  rangeFigure,
  rankingOf,
  totalOf,
} from './facts';

// Follow-ups: a short question after an answer keeps the earlier reading and changes only what
// it names (a month, a company, a figure, a comparison, an order), the margin's period included.

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

const PADARIA_OCT = 'quanto a padaria faturou em outubro?';
const SORRISO_OCT = 'faturamento da sorriso em outubro de 2026';
const RANKING_SEP = 'ranking de faturamento de setembro';

export const FOLLOW_3: BankEntry[] = [
  follow(
    PADARIA_OCT,
    'e em setembro?',
    read('Faturamento', PADARIA, 'set/2026'),
    monthFigure(PADARIA, '2026-09', gross),
  ),
  follow(
    PADARIA_OCT,
    'e a sorriso?',
    read('Faturamento', SORRISO, 'out/2026'),
    monthFigure(SORRISO, '2026-10', gross),
  ),
  follow(
    PADARIA_OCT,
    'e o lucro e a margem?',
    read('Lucro líquido e Margem líquida', PADARIA, 'out/2026'),
    all(monthFigure(PADARIA, '2026-10', profit), marginOf(PADARIA, '2026-10')),
  ),
  follow(
    PADARIA_OCT,
    'e comparado com outubro do ano passado?',
    read('Faturamento', PADARIA, 'out/2026', 'vs out/2025'),
    bothMonths(PADARIA, '2026-10', '2025-10', gross),
  ),
  follow(
    SORRISO_OCT,
    'e a padaria e a exato?',
    read('Faturamento', and(PADARIA, EXATO), 'out/2026'),
    all(monthFigure(PADARIA, '2026-10', gross), monthFigure(EXATO, '2026-10', gross)),
  ),
  follow(
    SORRISO_OCT,
    'e nos ultimos 3 meses?',
    read('Faturamento', SORRISO, 'ago/2026 a out/2026'),
    rangeFigure(SORRISO, '2026-08', '2026-10', gross),
  ),
  follow(
    'quanto a exato lucrou em agosto?',
    'e as despesas?',
    read('Despesas', EXATO, 'ago/2026'),
    monthFigure(EXATO, '2026-08', expenses),
  ),
  follow(
    'lucro da flor de lis em outubro',
    'comparado com o ano passado?',
    read('Lucro líquido', FLOR, 'out/2026', 'vs out/2025'),
    bothMonths(FLOR, '2026-10', '2025-10', profit),
  ),
  follow(
    'lucro da flor de lis em outubro',
    'e da academia em setembro?',
    read('Lucro líquido', ACADEMIA, 'set/2026'),
    monthFigure(ACADEMIA, '2026-09', profit),
  ),
  follow(
    'despesas da academia em julho',
    'e em relação ao mes anterior?',
    read('Despesas', ACADEMIA, 'jul/2026', 'vs jun/2026'),
    bothMonths(ACADEMIA, '2026-07', '2026-06', expenses),
  ),
  follow(
    'faturamento da faisca no 3º trimestre',
    'e no segundo?',
    read('Faturamento', FAISCA, 'abr/2026 a jun/2026'),
    rangeFigure(FAISCA, '2026-04', '2026-06', gross),
  ),
  follow(
    'lucro da padaria no 1º semestre',
    'e a margem no mesmo periodo?',
    read('Margem líquida', PADARIA, 'jan/2026 a jun/2026'),
    rangeMargin(PADARIA, '2026-01', '2026-06'),
  ),
  follow(
    RANKING_SEP,
    'e em agosto?',
    read('Faturamento', ALL, 'ago/2026', 'do maior para o menor'),
    rankingOf('2026-08', gross, 6),
  ),
  follow(
    RANKING_SEP,
    'e o de lucro?',
    read('Lucro líquido', ALL, 'set/2026', 'do maior para o menor'),
    rankingOf('2026-09', profit, 6),
  ),
  follow(
    RANKING_SEP,
    'so as 3 piores',
    read('Faturamento', ALL, 'set/2026', 'do menor para o maior', 'top 3'),
    rankingOf('2026-09', gross, 3, true),
  ),
  follow(
    'qual empresa mais faturou em outubro?',
    'e qual faturou menos?',
    read('Faturamento', ALL, 'out/2026', 'do menor para o maior', 'top 1'),
    topOf('2026-10', gross, 1, true),
  ),
  follow(
    'faturamento total de setembro',
    'e o de outubro?',
    read('Faturamento', ALL, 'out/2026'),
    totalOf('2026-10', gross),
  ),
  follow(
    'a padaria vai bater a meta?',
    'e a exato?',
    read('Meta de faturamento', EXATO, 'jan/2026 a out/2026'),
    goalOf(EXATO),
  ),
  follow(
    'tarefas atrasadas da padaria',
    'e da flor de lis?',
    read('Tarefas atrasadas', FLOR),
    overdueOf(FLOR),
  ),
  follow('tarefas da exato', 'so as atrasadas', read('Tarefas atrasadas', EXATO), overdueOf(EXATO)),
  follow(
    'ultima reuniao da exato',
    'e a da academia?',
    read('Última reunião', ACADEMIA),
    lastMeetingOf(ACADEMIA),
  ),
  follow('quem trabalha na sorriso?', 'e na exato?', read('Pessoas', EXATO), peopleOf(EXATO)),
  follow(
    'reunioes sobre black friday',
    'e sobre precificação?',
    read('Reuniões sobre "precificação"', ALL),
    meetingsAbout(['precificacao']),
  ),
  // The margin asked without a period asks which; the answer to that question settles it.
  follow(
    'qual a margem da exato?',
    'de outubro',
    read('Margem líquida', EXATO, 'out/2026'),
    marginOf(EXATO, '2026-10'),
  ),
  follow(
    'margem da faisca?',
    'no ano',
    read('Margem líquida', FAISCA, 'jan/2026 a out/2026'),
    rangeMargin(FAISCA, '2026-01', '2026-10'),
  ),
  follow(
    'lucro da exato em setembro',
    'e a margem?',
    read('Margem líquida', EXATO, 'set/2026'),
    marginOf(EXATO, '2026-09'),
  ),
  follow(
    'margem da sorriso em outubro',
    'e em setembro?',
    read('Margem líquida', SORRISO, 'set/2026'),
    marginOf(SORRISO, '2026-09'),
  ),
  // A figure the reports do not hold, asked after one they hold.
  follow(SORRISO_OCT, 'e o ebitda?', read('Ebitda', 'não está nos dados')),
];
