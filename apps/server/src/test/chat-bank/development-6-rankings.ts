import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import { ALL, marginRanking, rangeRanking, rankingTail, read, topOf } from './development-3-facts';
import { cogs, expenses, gross, profit, rankingOf } from './facts';

// Rankings asked many ways: top N with number words or 'as N que mais', a single best or worst
// in the singular over a period, both directions, and follow-ups that turn the order around or
// keep only the first or the last rows.

const DOWN = 'do maior para o menor';
const UP = 'do menor para o maior';
const YTD = 'jan/2026 a out/2026';
const Q3 = 'jul/2026 a set/2026';

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

export const RANKINGS_6: BankEntry[] = [
  ...phrasings(
    read('Faturamento', ALL, 'set/2026', DOWN, 'top 3'),
    rankingOf('2026-09', gross, 3),
    'quais as tres empresas que mais faturaram em setembro',
    'me passa as 3 que mais venderam em set/26',
    'top tres faturamento setembro',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', DOWN, 'top 5'),
    rankingOf('2026-10', profit, 5),
    'top cinco em lucro no mes passado',
    'as cinco que mais lucraram em outubro, por favor',
  ),
  ...phrasings(
    read('Despesas', ALL, Q3, UP, 'top 2'),
    rangeRanking('2026-07', '2026-09', expenses, 2, true),
    'as 2 empresas que menos gastaram no 3o tri',
    'quais as duas que tiveram menos despesa no terceiro trimestre?',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jan/2026 a jun/2026', DOWN, 'top 1'),
    rangeRanking('2026-01', '2026-06', gross, 1),
    'qual empresa mais vendeu no primeiro semestre?',
    'qm foi a campea de faturamento no 1º semestre',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'set/2026', DOWN, 'top 1'),
    marginRanking('2026-09', 1),
    'qual a empresa de maior margem em setembro',
  ),
  ...phrasings(
    read('Custos', ALL, 'ago/2026', UP, 'top 1'),
    topOf('2026-08', cogs, 1, true),
    'quem teve o menor custo em agosto?',
    'empresa com menos custo em agosto',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'jan/2025 a dez/2025', UP),
    rangeRanking('2025-01', '2025-12', profit, 6, true),
    'ranking de lucro de 2025 do menor pro maior',
    'ordena o lucro do ano passado em ordem crescente',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', DOWN, 'top 4'),
    rankingOf('2026-10', gross, 4),
    'quais foram as quatro maiores receitas de outubro?',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, YTD, DOWN, 'top 3'),
    rangeRanking('2026-01', '2026-10', profit, 3),
    'lista as 3 que mais lucraram no ano',
    'Poderia me informar as três empresas com maior lucro acumulado em 2026?',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, Q3, UP, 'top 1'),
    rangeRanking('2026-07', '2026-09', profit, 1, true),
    'qual empresa lucrou menos no trimestre passado',
    'a empresa menos lucrativa do ultimo tri',
  ),
  ...phrasings(
    read('Despesas', ALL, 'out/2026', DOWN, 'top 3'),
    rankingOf('2026-10', expenses, 3),
    'as 3 empresas que mais gastaram mes passado',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'set/2026', DOWN, 'últimas 2'),
    rankingTail('2026-09', gross, 2),
    'as ultimas 2 do ranking de faturamento de setembro',
  ),
  // Follow-ups: the order turned around, only the first or the last rows.
  follow(
    'ranking de faturamento de outubro',
    'inverte a ordem',
    read('Faturamento', ALL, 'out/2026', UP),
    rankingOf('2026-10', gross, 6, true),
  ),
  follow(
    'ranking de lucro de setembro',
    'agora ao contrario',
    read('Lucro líquido', ALL, 'set/2026', UP),
    rankingOf('2026-09', profit, 6, true),
  ),
  follow(
    'as 3 que menos faturaram em outubro',
    'e as 3 que mais?',
    read('Faturamento', ALL, 'out/2026', DOWN, 'top 3'),
    rankingOf('2026-10', gross, 3),
  ),
  follow(
    'ranking de despesas de agosto',
    'so o primeiro',
    read('Despesas', ALL, 'ago/2026', DOWN, 'top 1'),
    topOf('2026-08', expenses, 1),
  ),
  follow(
    'ranking de faturamento de setembro',
    'me mostra so as 3 primeiras',
    read('Faturamento', ALL, 'set/2026', DOWN, 'top 3'),
    rankingOf('2026-09', gross, 3),
  ),
  follow(
    'top 3 lucro de outubro',
    'e as 2 ultimas?',
    read('Lucro líquido', ALL, 'out/2026', DOWN, 'últimas 2'),
    rankingTail('2026-10', profit, 2),
  ),
  follow(
    'qual empresa faturou mais em agosto?',
    'e a que faturou menos?',
    read('Faturamento', ALL, 'ago/2026', UP, 'top 1'),
    topOf('2026-08', gross, 1, true),
  ),
  follow(
    'quem gastou mais no trimestre passado?',
    'e no 2o tri?',
    read('Despesas', ALL, 'abr/2026 a jun/2026', DOWN, 'top 1'),
    rangeRanking('2026-04', '2026-06', expenses, 1),
  ),
];
