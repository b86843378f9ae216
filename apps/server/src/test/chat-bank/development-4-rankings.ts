import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  PADARIA,
  dreOf,
  lossesIn,
  marginRanking,
  rangeRanking,
  read,
  topOf,
} from './development-3-facts';
import { cogs, expenses, gross, profit, rankingOf, reachingGoal } from './facts';

// Rankings typed in a hurry: the best and worst of the year so far, a single best or worst in the
// singular, growth rankings, the goal, the months at a loss and who sent the report.

const DOWN = 'do maior para o menor';
const UP = 'do menor para o maior';
const YTD = 'jan/2026 a out/2026';

export const RANKINGS_4: BankEntry[] = [
  // The year so far, worst and best.
  ...phrasings(
    read('Lucro líquido', ALL, YTD, UP, 'top 3'),
    rangeRanking('2026-01', '2026-10', profit, 3, true),
    'top 3 piores lucro do ano',
    'as 3 piores em lucro no ano ate agora',
  ),
  ...phrasings(
    read('Faturamento', ALL, YTD, UP, 'top 2'),
    rangeRanking('2026-01', '2026-10', gross, 2, true),
    'top 2 piores faturamentos do ano',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, YTD, DOWN, 'top 3'),
    rangeRanking('2026-01', '2026-10', profit, 3),
    'as 3 melhores em lucro do ano',
    'top 3 lucro acumulado 2026',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jan/2025 a dez/2025', DOWN, 'top 1'),
    rangeRanking('2025-01', '2025-12', gross, 1),
    'quem faturou mais no ano passado?',
  ),
  // A single best or worst, in the singular.
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', UP, 'top 1'),
    topOf('2026-10', gross, 1, true),
    'a empresa com menos faturamento em outubro',
    'qual empresa vendeu menos no mes passado',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', UP, 'top 1'),
    topOf('2026-10', profit, 1, true),
    'empresa com menor lucro no mes passado',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'set/2026', UP, 'top 1'),
    topOf('2026-09', profit, 1, true),
    'qual lucrou menos em setembro',
  ),
  ...phrasings(
    read('Despesas', ALL, 'out/2026', DOWN, 'top 1'),
    topOf('2026-10', expenses, 1),
    'quem gastou mais em outubro',
    'empresa com mais despesa em outubro',
  ),
  ...phrasings(
    read('Custos', ALL, 'set/2026', DOWN, 'top 1'),
    topOf('2026-09', cogs, 1),
    'qual teve o maior custo em setembro?',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'jul/2026 a set/2026', DOWN, 'top 1'),
    rangeRanking('2026-07', '2026-09', profit, 1),
    'empresa mais lucrativa do trimestre passado',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'jan/2026 a jun/2026', UP, 'top 1'),
    rangeRanking('2026-01', '2026-06', gross, 1, true),
    'qual a empresa que menos vendeu no 1o semestre',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'out/2026', UP, 'top 1'),
    marginRanking('2026-10', 1, true),
    'a empresa com a menor margem em outubro',
  ),
  // Growth rankings.
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', 'vs set/2026', DOWN, 'top 3'),
    undefined,
    'quais as 3 que mais cresceram em outubro',
    'quais as 3 empresas que mais cresceram no mes passado?',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'set/2026', 'vs ago/2026', DOWN, 'top 2'),
    undefined,
    'quais as 2 que mais cresceram de agosto pra setembro',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026', 'vs set/2026', DOWN, 'top 1'),
    undefined,
    'qual empresa cresceu mais no mes passado',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'out/2026', 'vs set/2026', UP, 'top 1'),
    undefined,
    'quem mais caiu no lucro mes passado',
  ),
  // Plain rankings.
  ...phrasings(
    read('Despesas', ALL, 'set/2026', DOWN),
    rankingOf('2026-09', expenses, 6),
    'ranking de despesas de setembro',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'out/2026', DOWN),
    marginRanking('2026-10', 5),
    'ranking margem outubro',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'ago/2026', DOWN),
    rankingOf('2026-08', gross, 6),
    'ordena as empresas pelo faturamento de agosto',
  ),
  // The goal, losses, the report sent.
  ...phrasings(
    read('Meta de faturamento', ALL, YTD),
    reachingGoal,
    'quais empresas vao bater a meta?',
  ),
  ...phrasings(
    read('Prejuízo', ALL, YTD),
    lossesIn('2026-01', '2026-10'),
    'quais empresas ficaram no vermelho esse ano',
  ),
  ...phrasings(
    read('Prejuízo', PADARIA, 'nov/2025 a out/2026'),
    lossesIn('2025-11', '2026-10', PADARIA),
    'a padoca ja deu prejuizo?',
  ),
  ...phrasings(
    read('Envio do DRE', ALL, 'out/2026'),
    dreOf('2026-10', false),
    'quem ainda nao mandou o dre de outubro?',
  ),
  ...phrasings(
    read('Envio do DRE', ACADEMIA, 'out/2026'),
    undefined,
    'a academia ja mandou o dre de outubro?',
  ),
  // Overdue tasks are counted per company, so they rank; meetings and documents are only listed.
  ...phrasings(
    read('Tarefas atrasadas', ALL, DOWN, 'top 1'),
    undefined,
    'quem tem mais tarefa atrasada?',
  ),
  // A ranking of what is only listed is not read.
  ...phrasings(
    read('não entendi a pergunta'),
    undefined,
    'qual empresa teve mais reunioes?',
    'qual empresa tem mais documentos',
  ),
];
