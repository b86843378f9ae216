import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ALL,
  EXATO,
  FAISCA,
  FLOR,
  PADARIA,
  SORRISO,
  ACADEMIA,
  documentsOf,
  lastMeetingOf,
  marginRanking,
  meetingsAbout,
  peopleOf,
  rangeRanking,
  read,
  tasksOf,
} from './development-3-facts';
import { expenses, gross, marginOf, monthFigure, profit, rangeFigure, rankingOf } from './facts';

// The sixth set's kinds once more, in other admins' words: the same readings reached by other
// phrasings, so a rule that fits one wording only shows here.

const DOWN = 'do maior para o menor';
const UP = 'do menor para o maior';
const LOST = read('não entendi a pergunta');

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

export const VARIANTS_6: BankEntry[] = [
  ...phrasings(
    read('Lucro líquido', ALL, 'jan/2025 a dez/2025', UP, 'top 4'),
    rangeRanking('2025-01', '2025-12', profit, 4, true),
    'me diz as 4 empresas que menos lucraram em 2025',
  ),
  ...phrasings(
    read('Margem líquida', ALL, 'out/2026', DOWN, 'top 2'),
    marginRanking('2026-10', 2),
    'top dois em margem de outubro',
  ),
  ...phrasings(
    read('Despesas', ALL, 'jan/2026 a jun/2026', DOWN, 'top 1'),
    rangeRanking('2026-01', '2026-06', expenses, 1),
    'qual foi a empresa que mais gastou no primeiro semestre',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'ago/2026 a out/2026', UP, 'top 1'),
    rangeRanking('2026-08', '2026-10', gross, 1, true),
    'qual a que menos faturou nos ultimos 3 meses',
  ),
  follow(
    'ranking de faturamento de outubro',
    'ordem inversa',
    read('Faturamento', ALL, 'out/2026', UP),
    rankingOf('2026-10', gross, 6, true),
  ),
  follow(
    'ranking de faturamento de outubro',
    'quem ficou em primeiro?',
    read('Faturamento', ALL, 'out/2026', DOWN, 'top 1'),
  ),
  follow(
    'top 3 despesas de setembro',
    'inverte',
    read('Despesas', ALL, 'set/2026', UP, 'top 3'),
    rankingOf('2026-09', expenses, 3, true),
  ),
  ...phrasings(
    read('Lucro líquido', PADARIA, 'jul/2026 a out/2026'),
    rangeFigure(PADARIA, '2026-07', '2026-10', profit),
    'lucro da padaria nos ultimos 4 meses',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'set/2026 a out/2026'),
    rangeFigure(EXATO, '2026-09', '2026-10', gross),
    'qual o faturamento dos ultimos 2 meses da exato',
  ),
  follow(
    'faturamento da sorriso no 2o tri',
    'e no 3º?',
    read('Faturamento', SORRISO, 'jul/2026 a set/2026'),
    rangeFigure(SORRISO, '2026-07', '2026-09', gross),
  ),
  follow(
    'lucro da exato em setembro',
    'e naquele mesmo mes, quanto a padaria faturou?',
    read('Faturamento', PADARIA, 'set/2026'),
    monthFigure(PADARIA, '2026-09', gross),
  ),
  follow(
    'faturamento da exato em julho',
    'e o lucro nesse mes?',
    read('Lucro líquido', EXATO, 'jul/2026'),
    monthFigure(EXATO, '2026-07', profit),
  ),
  follow(
    'faturamento da exato em julho',
    'quanto ela gastou?',
    read('Despesas', EXATO, 'jul/2026'),
    monthFigure(EXATO, '2026-07', expenses),
  ),
  follow('faturamento da exato em julho', 'teve prejuizo?', read('Prejuízo', EXATO, 'jul/2026')),
  ...phrasings(
    read('Margem líquida', SORRISO, 'ago/2026'),
    marginOf(SORRISO, '2026-08'),
    'o lucro da sorriso em agosto foi otimo, mas e a margem?',
  ),
  ...phrasings(
    read('Margem líquida', EXATO, 'set/2026'),
    marginOf(EXATO, '2026-09'),
    'margem de lucro da exato em setembro',
  ),
  follow(
    'faturamento da padaria em outubro',
    'opa, na verdade queria da sorriso',
    read('Faturamento', SORRISO, 'out/2026'),
    monthFigure(SORRISO, '2026-10', gross),
  ),
  follow(
    'faturamento da padaria em outubro',
    'errei, era setembro',
    read('Faturamento', PADARIA, 'set/2026'),
    monthFigure(PADARIA, '2026-09', gross),
  ),
  ...phrasings(
    LOST,
    undefined,
    'qual a meta ideal pra padaria?',
    'voce acha que a exato vai bem?',
    'o lucro da faisca ta bom?',
    'as despesas da sorriso estao altas?',
    'quais empresas nao cresceram no trimestre passado?',
    'despesas com pessoal da exato',
    'despesa operacional da faisca',
    'margem operacional da padaria em outubro',
    'muda o status da tarefa do crm',
  ),
  ...phrasings(
    read('Tarefas concluídas', FAISCA),
    tasksOf(FAISCA, 'done'),
    'o que ja foi entregue na faisca?',
  ),
  ...phrasings(
    read('Tarefas abertas', SORRISO),
    tasksOf(SORRISO, 'open'),
    'o que ainda nao foi feito na sorriso',
  ),
  ...phrasings(
    read('Tarefas não iniciadas', EXATO),
    tasksOf(EXATO, 'todo'),
    'o que ta parado na exato',
  ),
  ...phrasings(
    read('Reuniões sobre "reajuste"', ALL),
    meetingsAbout(['reajuste']),
    'a reuniao onde a gente falou de reajuste',
  ),
  ...phrasings(
    read('Reuniões sobre "plano anual"', ACADEMIA),
    meetingsAbout(['plano anual'], ACADEMIA),
    'quem propos o plano anual na academia?',
  ),
  follow(
    'reunioes da sorriso',
    'qual foi a mais recente delas?',
    read('Última reunião', SORRISO),
    lastMeetingOf(SORRISO),
  ),
  ...phrasings(
    read('Documentos sobre "plano de acao"', PADARIA),
    documentsOf(PADARIA, 'plano de acao'),
    'onde esta o plano de acao da padaria',
  ),
  ...phrasings(
    read('Documentos sobre "fluxo de caixa"', EXATO),
    documentsOf(EXATO, 'fluxo de caixa'),
    'kd o fluxo de caixa da exato',
  ),
  ...phrasings(read('Pessoas', EXATO), peopleOf(EXATO), 'quem usa o portal na exato'),
  ...phrasings(read('Resumo da empresa', FAISCA), undefined, 'queria saber sobre a faisca'),
  ...phrasings(read('Resumo da empresa', FLOR), undefined, 'quero saber do atelie'),
  ...phrasings(read('Ajuda'), undefined, 'o que esse chat faz?', 'como eu pergunto algo pra vc?'),
];
