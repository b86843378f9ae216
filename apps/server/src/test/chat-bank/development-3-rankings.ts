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
import { cogs, expenses, gross, profit, rankingOf, reachingGoal } from './facts';

// Rankings both ways (top N, the single best or worst, the last rows), the revenue goal, the
// months closed at a loss and who sent the month's report, of all companies or of one.

const DOWN = 'do maior para o menor';
const UP = 'do menor para o maior';

export const RANKINGS_3: BankEntry[] = [
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', DOWN),
    rankingOf('2026-10', gross, 5),
    'ranking do faturamento de out/26 por favor',
    'me mostra as empresas da que mais faturou pra que menos faturou no mes passado',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'set/2026', DOWN, 'top 1'),
    topOf('2026-09', gross, 1),
    'quem faturou mais em setembro?',
    'qual empresa vendeu mais em set/2026',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', DOWN, 'top 1'),
    topOf('2026-10', profit, 1),
    'qual empresa teve o maior lucro no mes passado',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'ago/2026', UP, 'top 1'),
    topOf('2026-08', profit, 1, true),
    'quem lucrou menos em agosto',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jul/2026', DOWN, 'top 3'),
    rankingOf('2026-07', gross, 3),
    'as 3 que mais venderam em julho',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', DOWN, 'top 3'),
    rankingOf('2026-10', profit, 3),
    'top 3 lucro outubro',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'set/2026', UP, 'top 2'),
    rankingOf('2026-09', profit, 2, true),
    'as 2 piores em lucro em setembro',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', UP, 'top 2'),
    rankingOf('2026-10', gross, 2, true),
    'as 2 que menos faturaram em outubro',
  ),
  ...phrasings(
    read('Despesas', ALL, 'set/2026', UP, 'top 1'),
    topOf('2026-09', expenses, 1, true),
    'quem gastou menos em setembro?',
  ),
  ...phrasings(
    read('Despesas', ALL, 'ago/2026', UP),
    rankingOf('2026-08', expenses, 6, true),
    'melhores despesas de agosto',
  ),
  // For costs, 'pior' is the larger.
  ...phrasings(
    read('Custos', ALL, 'out/2026', DOWN, 'top 3'),
    rankingOf('2026-10', cogs, 3),
    'as 3 piores em custos no mes passado',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'set/2026', UP),
    rankingOf('2026-09', gross, 6, true),
    'empresas do menor pro maior faturamento em setembro',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'fev/2026', UP, 'top 1'),
    topOf('2026-02', profit, 1, true),
    'qual empresa teve o pior lucro em fevereiro',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'set/2026', UP, 'top 1'),
    marginRanking('2026-09', 1, true),
    'pior margem de setembro',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'out/2026', DOWN, 'top 1'),
    marginRanking('2026-10', 1),
    'quem teve a melhor margem em outubro?',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jan/2026 a jun/2026', DOWN, 'top 1'),
    rangeRanking('2026-01', '2026-06', gross, 1),
    'qual empresa faturou mais no primeiro semestre?',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'jan/2026 a out/2026', DOWN),
    rangeRanking('2026-01', '2026-10', profit, 6),
    'ranking de lucro acumulado no ano',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jul/2026 a set/2026', UP),
    rangeRanking('2026-07', '2026-09', gross, 6, true),
    'ranking de faturamento do trimestre passado do menor pro maior',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', DOWN, 'últimas 2'),
    rankingTail('2026-10', profit, 2),
    'as ultimas 2 do ranking de lucro de outubro',
  ),
  // The revenue goal: the year so far, what the forecast is made from.
  ...phrasings(
    read('Meta de faturamento', PADARIA, 'jan/2026 a out/2026'),
    goalOf(PADARIA),
    'a padaria vai bater a meta esse ano?',
  ),
  ...phrasings(
    read('Meta de faturamento', SORRISO, 'jan/2026 a out/2026'),
    goalOf(SORRISO),
    'qual a meta de faturamento da sorriso? ta perto de bater?',
  ),
  ...phrasings(
    read('Meta de faturamento', EXATO, 'jan/2026 a out/2026'),
    goalOf(EXATO),
    'a exato vai atingir a meta?',
  ),
  ...phrasings(
    read('Meta de faturamento', ALL, 'jan/2026 a out/2026'),
    reachingGoal,
    'quais empresas vao bater a meta de faturamento?',
  ),
  ...phrasings(
    read('Meta de faturamento', ALL, 'jan/2026 a out/2026'),
    missingGoal,
    'quem nao vai bater a meta no ritmo atual',
  ),
  // Months closed at a loss: the last twelve closed months when none is named.
  ...phrasings(
    read('Prejuízo', ALL, 'nov/2025 a out/2026'),
    lossesIn('2025-11', '2026-10'),
    'alguma empresa deu prejuizo?',
    'quem fechou no vermelho nos ultimos 12 meses',
  ),
  ...phrasings(
    read('Prejuízo', ACADEMIA, 'nov/2025 a out/2026'),
    lossesIn('2025-11', '2026-10', ACADEMIA),
    'quais meses a academia teve prejuizo?',
  ),
  ...phrasings(
    read('Prejuízo', PADARIA, 'nov/2025 a out/2026'),
    lossesIn('2025-11', '2026-10', PADARIA),
    'a padaria ja teve prejuizo algum mes?',
  ),
  ...phrasings(
    read('Prejuízo', ALL, 'fev/2026'),
    lossesIn('2026-02', '2026-02'),
    'quem teve prejuizo em fevereiro?',
  ),
  {
    q: 'alguma empresa fechou outubro no prejuizo?',
    reading: read('Prejuízo', ALL, 'out/2026'),
  },
  ...phrasings(
    read('Prejuízo', ALL, 'jan/2026 a out/2026'),
    lossesIn('2026-01', '2026-10'),
    'teve empresa com prejuizo em 2026?',
  ),
  // Who sent the month's report: the current month when none is named.
  ...phrasings(
    read('Envio do DRE', ALL, 'nov/2026'),
    dreThisMonth(true),
    'quem ja mandou o DRE esse mes?',
  ),
  ...phrasings(
    read('Envio do DRE', ALL, 'nov/2026'),
    dreThisMonth(false),
    'falta alguem mandar o DRE?',
    'quais empresas ainda nao mandaram o dre?',
  ),
  ...phrasings(
    read('Envio do DRE', ALL, 'out/2026'),
    dreOf('2026-10', false),
    'qual empresa nao mandou o dre de outubro?',
  ),
  ...phrasings(
    read('Envio do DRE', ALL, 'set/2026'),
    dreOf('2026-09', true),
    'os DREs de setembro, todo mundo mandou?',
  ),
  {
    q: 'a academia mandou o dre de setembro?',
    reading: read('Envio do DRE', ACADEMIA, 'set/2026'),
  },
  {
    q: 'a flor de lis ja enviou o DRE?',
    reading: read('Envio do DRE', FLOR, 'nov/2026'),
  },
];
