import { reachingGoal } from './facts';
import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  EXATO,
  FLOR,
  PADARIA,
  SORRISO,
  dreOf,
  dreThisMonth,
  goalOf,
  lossesIn,
  marginRanking,
  missingGoal,
  rangeRanking,
  rankingTail,
  read,
  topOf,
} from './development-3-facts';
import { cogs, expenses, gross, profit } from './facts';

// Rankings both ways, top and bottom N, a single best or worst, growth ranked; the revenue goal,
// the months closed at a loss and who sent the month's report, in several voices.

const DOWN = 'do maior para o menor';
const UP = 'do menor para o maior';
const YTD = 'jan/2026 a out/2026';

export const RANKINGS_7: BankEntry[] = [
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', DOWN),
    topOf('2026-10', gross, 5),
    'ranking do faturamento em out/2026',
    'ordena as empresas pelo faturamento de outubro',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'set/2026', UP, 'top 1'),
    topOf('2026-09', profit, 1, true),
    'quem lucrou menos em setembro?',
  ),
  ...phrasings(
    read('Despesas', ALL, 'ago/2026', DOWN, 'top 3'),
    topOf('2026-08', expenses, 3),
    'top 3 despesas de agosto',
    'as 3 empresas que mais gastaram em agosto',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'out/2026', DOWN, 'top 1'),
    marginRanking('2026-10', 1),
    'qual empresa teve a maior margem em outubro',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jul/2026 a set/2026', UP, 'top 2'),
    rangeRanking('2026-07', '2026-09', gross, 2, true),
    'as 2 empresas que menos faturaram no 3o tri',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, YTD, DOWN),
    rangeRanking('2026-01', '2026-10', profit, 6),
    'ordena as empresas pelo lucro do ano, do maior pro menor',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', 'vs set/2026', DOWN, 'top 1'),
    () => [FLOR],
    'quem mais cresceu em faturamento de setembro pra outubro?',
  ),
  // For costs the worst are the largest.
  ...phrasings(
    read('Custos', ALL, 'set/2026', DOWN),
    topOf('2026-09', cogs, 6),
    'piores custos de setembro',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'jan/2026 a jun/2026', DOWN, 'top 1'),
    rangeRanking('2026-01', '2026-06', profit, 1),
    'qual foi a empresa mais lucrativa do 1o semestre?',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', UP, 'top 1'),
    topOf('2026-10', gross, 1, true),
    'menor faturamento de outubro',
    'qm vendeu menos no mes passado',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'set/2026', UP),
    marginRanking('2026-09', 6, true),
    'ranking de margem em ordem crescente em setembro',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', DOWN, 'últimas 3'),
    rankingTail('2026-10', profit, 3),
    'as 3 ultimas do ranking de lucro de outubro',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'ago/2026', DOWN, 'top 1'),
    topOf('2026-08', gross, 1),
    'quem ficou em primeiro no faturamento de agosto?',
  ),
  ...phrasings(
    read('Receita líquida', ALL, 'set/2026', DOWN, 'top 3'),
    topOf('2026-09', (r) => r.netRevenue, 3),
    'top 3 receita liquida setembro',
  ),
  // The goal: its forecast is made from the year so far.
  ...phrasings(
    read('Meta de faturamento', EXATO, YTD),
    goalOf(EXATO),
    'a exato ta no caminho pra bater a meta?',
    'Gostaria de saber se a Exato Contabilidade atingirá a meta de faturamento deste ano.',
  ),
  ...phrasings(
    read('Meta de faturamento', PADARIA, YTD),
    goalOf(PADARIA),
    'qual a meta da padoca?',
  ),
  ...phrasings(
    read('Meta de faturamento', ALL, YTD),
    reachingGoal,
    'quais empresas vao atingir a meta de faturamento?',
  ),
  ...phrasings(
    read('Meta de faturamento', ALL, YTD),
    missingGoal,
    'quais empresas nao vao bater a meta',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, YTD, 'vs meta'),
    goalOf(SORRISO),
    'faturamento da sorriso x meta',
  ),
  // Losses.
  ...phrasings(
    read('Prejuízo', ALL, 'nov/2025 a out/2026'),
    lossesIn('2025-11', '2026-10'),
    'quais empresas tiveram prejuizo?',
  ),
  ...phrasings(
    read('Prejuízo', ALL, 'fev/2026'),
    lossesIn('2026-02', '2026-02'),
    'alguma empresa terminou fevereiro no negativo?',
  ),
  ...phrasings(
    read('Prejuízo', ACADEMIA, 'jun/2026'),
    lossesIn('2026-06', '2026-06', ACADEMIA),
    'a academia deu prejuizo em junho?',
  ),
  ...phrasings(
    read('Prejuízo', ALL, 'ago/2026'),
    lossesIn('2026-08', '2026-08'),
    'quem nao teve lucro em agosto',
  ),
  ...phrasings(
    read('Prejuízo', ACADEMIA, 'jan/2025 a dez/2025'),
    lossesIn('2025-01', '2025-12', ACADEMIA),
    'meses de prejuizo da academia em 2025',
  ),
  // Who sent the month's report.
  ...phrasings(
    read('Envio do DRE', ALL, 'out/2026'),
    dreOf('2026-10', true),
    'quem ja mandou o DRE de outubro?',
  ),
  ...phrasings(
    read('Envio do DRE', ALL, 'out/2026'),
    dreOf('2026-10', false),
    'qual empresa ta devendo o dre de outubro',
  ),
  ...phrasings(
    read('Envio do DRE', ALL, 'nov/2026'),
    dreThisMonth(false),
    'quem ainda nao enviou o DRE este mes?',
  ),
  ...phrasings(
    read('Envio do DRE', SORRISO, 'set/2026'),
    undefined,
    'a sorriso enviou o dre de setembro?',
  ),
];
