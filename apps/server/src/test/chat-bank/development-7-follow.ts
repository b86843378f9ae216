import type { BankEntry } from './bank-entry';
import {
  ALL,
  all,
  EXATO,
  FAISCA,
  FLOR,
  PADARIA,
  SORRISO,
  bothMonths,
  goalOf,
  lastMeetingOf,
  lossesIn,
  meetingsAbout,
  peopleOf,
  rangeRanking,
  read,
  tasksOf,
  overdueOf,
  topOf,
} from './development-3-facts';
import { LOST, figures, follow } from './development-7-facts';
import { cogs, expenses, gross, marginOf, monthFigure, profit, rangeFigure } from './facts';

// Follow-ups: a month, a company or a figure changed, a correction, a comparison asked of the
// previous reading, a ranking turned around or cut, a status after a company's tasks; and
// follow-ups that would repeat the previous reading or ask what the data cannot say.

const YTD = 'jan/2026 a out/2026';

export const FOLLOW_7: BankEntry[] = [
  follow(
    'faturamento da exato em setembro',
    'e em outubro?',
    read('Faturamento', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', gross),
  ),
  follow(
    'lucro da padaria em agosto',
    'e a sorriso?',
    read('Lucro líquido', SORRISO, 'ago/2026'),
    monthFigure(SORRISO, '2026-08', profit),
  ),
  follow(
    'faturamento da faisca em outubro',
    'e as despesas?',
    read('Despesas', FAISCA, 'out/2026'),
    monthFigure(FAISCA, '2026-10', expenses),
  ),
  follow(
    'quanto o atelie faturou em setembro',
    'nao, quero o lucro',
    read('Lucro líquido', FLOR, 'set/2026'),
    monthFigure(FLOR, '2026-09', profit),
  ),
  follow(
    'lucro da sorriso em outubro',
    'compara com setembro',
    read('Lucro líquido', SORRISO, 'out/2026', 'vs set/2026'),
    bothMonths(SORRISO, '2026-10', '2026-09', profit),
  ),
  follow(
    'faturamento da exato em outubro',
    'e comparado ao ano passado?',
    read('Faturamento', EXATO, 'out/2026', 'vs out/2025'),
    bothMonths(EXATO, '2026-10', '2025-10', gross),
  ),
  follow(
    'ranking de lucro de setembro',
    'agora do menor pro maior',
    read('Lucro líquido', ALL, 'set/2026', 'do menor para o maior'),
    topOf('2026-09', profit, 6, true),
  ),
  follow(
    'ranking do faturamento em out/2026',
    'so as 2 primeiras',
    read('Faturamento', ALL, 'out/2026', 'do maior para o menor', 'top 2'),
    topOf('2026-10', gross, 2),
  ),
  follow(
    'faturamento da sorriso em setembro',
    'qual foi a margem dela nesse mes?',
    read('Margem líquida', SORRISO, 'set/2026'),
    marginOf(SORRISO, '2026-09'),
  ),
  follow(
    'tarefas da padaria',
    'quais estao atrasadas?',
    read('Tarefas atrasadas', PADARIA),
    overdueOf(PADARIA),
  ),
  follow(
    'tarefas abertas da exato',
    'e as concluidas?',
    read('Tarefas concluídas', EXATO),
    tasksOf(EXATO, 'done'),
  ),
  follow(
    'reunioes da sorriso',
    'e a mais recente?',
    read('Última reunião', SORRISO),
    lastMeetingOf(SORRISO),
  ),
  follow(
    'lucro da faisca no 2o trimestre',
    'e no quarto de 2025?',
    read('Lucro líquido', FAISCA, 'out/2025 a dez/2025'),
    rangeFigure(FAISCA, '2025-10', '2025-12', profit),
  ),
  follow(
    'faturamento da sorriso em agosto',
    'na verdade eu queria setembro',
    read('Faturamento', SORRISO, 'set/2026'),
    monthFigure(SORRISO, '2026-09', gross),
  ),
  follow(
    'lucro da exato em outubro',
    'ops, da faisca',
    read('Lucro líquido', FAISCA, 'out/2026'),
    monthFigure(FAISCA, '2026-10', profit),
  ),
  follow(
    'a padaria vai atingir a meta?',
    'e a exato?',
    read('Meta de faturamento', EXATO, YTD),
    goalOf(EXATO),
  ),
  follow(
    'faturamento da sorriso no ano',
    'ta batendo a meta?',
    read('Meta de faturamento', SORRISO, YTD),
    goalOf(SORRISO),
  ),
  follow(
    'quem teve prejuizo em 2026?',
    'e em 2025?',
    read('Prejuízo', ALL, 'jan/2025 a dez/2025'),
    lossesIn('2025-01', '2025-12'),
  ),
  follow(
    'ranking de despesas de outubro',
    'e em setembro?',
    read('Despesas', ALL, 'set/2026', 'do maior para o menor'),
    topOf('2026-09', expenses, 6),
  ),
  follow(
    'faturamento do atelie em outubro',
    'e o custo?',
    read('Custos', FLOR, 'out/2026'),
    monthFigure(FLOR, '2026-10', cogs),
  ),
  follow('quem trabalha na exato?', 'e na faisca?', read('Pessoas', FAISCA), peopleOf(FAISCA)),
  follow(
    'reunioes sobre precificacao',
    'e sobre retrabalho?',
    read('Reuniões sobre "retrabalho"', ALL),
    meetingsAbout(['retrabalho']),
  ),
  follow(
    'faturamento da padaria em setembro',
    'e o lucro e a margem?',
    read('Lucro líquido e Margem líquida', PADARIA, 'set/2026'),
    all(figures(PADARIA, '2026-09', profit), marginOf(PADARIA, '2026-09')),
  ),
  follow(
    'lucro da sorriso em outubro',
    'e em outubro do ano passado?',
    read('Lucro líquido', SORRISO, 'out/2025'),
    monthFigure(SORRISO, '2025-10', profit),
  ),
  follow(
    'top 3 faturamento do 3o tri',
    'e as 2 ultimas?',
    read('Faturamento', ALL, 'jul/2026 a set/2026', 'do maior para o menor', 'últimas 2'),
  ),
  follow(
    'faturamento da exato em outubro',
    'e o da sorriso?',
    read('Faturamento', SORRISO, 'out/2026'),
    monthFigure(SORRISO, '2026-10', gross),
  ),
  follow(
    'despesas do atelie no 1o semestre',
    'e no segundo?',
    read('Despesas', FLOR, 'jul/2026 a out/2026'),
    rangeFigure(FLOR, '2026-07', '2026-10', expenses),
  ),
  follow(
    'faturamento da exato em setembro',
    'e naquele mes, quanto a padaria lucrou?',
    read('Lucro líquido', PADARIA, 'set/2026'),
    monthFigure(PADARIA, '2026-09', profit),
  ),
  follow(
    'quem faturou mais no 1o semestre?',
    'e quem faturou menos?',
    read('Faturamento', ALL, 'jan/2026 a jun/2026', 'do menor para o maior', 'top 1'),
    rangeRanking('2026-01', '2026-06', gross, 1, true),
  ),
  follow('lucro da padaria em outubro', 'e das outras empresas?', LOST),
  // The same reading again, or a part the line cannot say: not understood.
  follow('lucro da exato em setembro', 'e o lucro da exato?', LOST),
  follow('faturamento da padaria em outubro', 'e por dia?', LOST),
  follow('lucro da faisca em setembro', 'por que caiu?', LOST),
  follow('tarefas atrasadas da sorriso', 'e as que nao estao atrasadas?', LOST),
  follow('ranking de lucro de outubro', 'e tirando a sorriso?', LOST),
  follow('faturamento da exato em outubro', 'e quanto vai ser em dezembro?', LOST),
  { q: 'qual o faturamento dela em outubro?', reading: LOST },
];
