import { latestMeeting } from '../chat-world';
import type { BankEntry } from './bank-entry';
import {
  AC,
  AG,
  ALL,
  ASC,
  DESC,
  documentNames,
  EX,
  f,
  figuresOf,
  FL,
  leaders,
  meetingsAbout,
  missingReport,
  overdueTitles,
  PS,
  R,
  SO,
  YTD,
} from './development-2-facts';
import {
  cogs,
  expenses,
  gross,
  marginOf,
  monthFigure,
  net,
  profit,
  rangeFigure,
  rankingOf,
} from './facts';

// Second development set: follow-ups, each asked after one earlier question; the reading is the
// earlier one with only what the follow-up names changed.

const EX_AUG = 'faturamento da exato em agosto';
const MARGIN_EX = 'qual a margem da exato?';
const RANK_SEP = 'ranking de lucro de setembro';

export const FOLLOW_UPS_2: BankEntry[] = [
  f(EX_AUG, 'e setembro?', R('Faturamento', EX, 'set/2026'), monthFigure(EX, '2026-09', gross)),
  f(EX_AUG, 'e o lucro?', R('Lucro líquido', EX, 'ago/2026'), monthFigure(EX, '2026-08', profit)),
  f(EX_AUG, 'e a sorriso?', R('Faturamento', SO, 'ago/2026'), monthFigure(SO, '2026-08', gross)),
  // Exato has no report of ago/2025: the answer says which month is missing, same reading.
  f(EX_AUG, 'e comparado ao ano passado?', R('Faturamento', EX, 'ago/2026', 'vs ago/2025')),
  f(
    'quanto a padoca vendeu no mes passado',
    'e a margem?',
    R('Margem líquida', PS, 'out/2026'),
    marginOf(PS, '2026-10'),
  ),
  f(
    RANK_SEP,
    'e em outubro?',
    R('Lucro líquido', ALL, 'out/2026', DESC),
    rankingOf('2026-10', profit, 5),
  ),
  f(
    RANK_SEP,
    'so as 3 primeiras',
    R('Lucro líquido', ALL, 'set/2026', DESC, 'top 3'),
    rankingOf('2026-09', profit, 3),
  ),
  f(
    'lucro da faisca no 1o semestre',
    'e no segundo?',
    R('Lucro líquido', AG, 'jul/2026 a out/2026'),
    rangeFigure(AG, '2026-07', '2026-10', profit),
  ),
  f(
    'tarefas atrasadas da padaria',
    'e da academia?',
    R('Tarefas atrasadas', AC),
    overdueTitles(AC),
  ),
  f('ultima reuniao da sorriso', 'e da exato?', R('Última reunião', EX), (w) => [
    latestMeeting(w, w.company(EX).id).title,
  ]),
  f(
    'faturamento do atelie em outubro',
    'e YoY?',
    R('Faturamento', FL, 'out/2026', 'vs out/2025'),
    (w) => [...figuresOf([FL], '2026-10', gross)(w), ...figuresOf([FL], '2025-10', gross)(w)],
  ),
  f(MARGIN_EX, 'de setembro', R('Margem líquida', EX, 'set/2026'), marginOf(EX, '2026-09')),
  f(MARGIN_EX, 'no acumulado do ano', R('Margem líquida', EX, YTD)),
  f(
    'quem faturou mais em outubro?',
    'e quem faturou menos?',
    R('Faturamento', ALL, 'out/2026', ASC, 'top 1'),
    leaders('2026-10', gross, 1, true),
  ),
  f(
    'receita liquida da academia em agosto',
    'e as despesas?',
    R('Despesas', AC, 'ago/2026'),
    monthFigure(AC, '2026-08', expenses),
  ),
  f(
    'lucro da padaria MoM',
    'e da flor de lis?',
    R('Lucro líquido', FL, 'out/2026', 'vs set/2026'),
    (w) => [...figuresOf([FL], '2026-10', profit)(w), ...figuresOf([FL], '2026-09', profit)(w)],
  ),
  f(
    'vendas da exato no ultimo tri',
    'e no tri anterior?',
    R('Faturamento', EX, 'abr/2026 a jun/2026'),
    rangeFigure(EX, '2026-04', '2026-06', gross),
  ),
  f('documentos da sorriso', 'e os da padoca?', R('Documentos', PS), documentNames(PS)),
  f(
    'reunioes sobre precificacao',
    'so da faisca',
    R('Reuniões sobre "precificacao"', AG),
    meetingsAbout(AG, 'precificacao'),
  ),
  f(
    'quanto a sorriso faturou em setembro?',
    'quanto sobrou?',
    R('Lucro líquido', SO, 'set/2026'),
    monthFigure(SO, '2026-09', profit),
  ),
  f(
    'faturamento da exato YTD',
    'e em 2025?',
    R('Faturamento', EX, 'jan/2025 a dez/2025'),
    rangeFigure(EX, '2025-01', '2025-12', gross),
  ),
  f(
    'custos da padaria em abril',
    'e o ateliê e a exato?',
    R('Custos', `${FL} e ${EX}`, 'abr/2026'),
    figuresOf([FL, EX], '2026-04', cogs),
  ),
  f(
    'quem nao mandou o dre de outubro?',
    'e de setembro?',
    R('Envio do DRE', ALL, 'set/2026'),
    missingReport('2026-09'),
  ),
  f(
    'margem da sorriso em outubro',
    'e contra setembro?',
    R('Margem líquida', SO, 'out/2026', 'vs set/2026'),
    (w) => [...marginOf(SO, '2026-10')(w), ...marginOf(SO, '2026-09')(w)],
  ),
  f(
    'lucro da exato em setembro',
    'e o faturamento e a despesa?',
    R('Faturamento e Despesas', EX, 'set/2026'),
    figuresOf([EX], '2026-09', gross, expenses),
  ),
  f(
    'qual foi a receita liquida da sorriso em julho?',
    'e a exato?',
    R('Receita líquida', EX, 'jul/2026'),
    monthFigure(EX, '2026-07', net),
  ),
  f(
    'faturamento da academia em setembro',
    'e a da agencia?',
    R('Faturamento', AG, 'set/2026'),
    monthFigure(AG, '2026-09', gross),
  ),
  f('quem gastou mais no mes passado?', 'e no ano?', R('Despesas', ALL, YTD, DESC, 'top 1')),
];
