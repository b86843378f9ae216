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
  and,
  documentsOf,
  doneIn,
  lastMeetingOf,
  meetingsAbout,
  meetingsIn,
  meetingsOf,
  newestMeeting,
  overdueOf,
  read,
  tasksOf,
} from './development-3-facts';

// The boards, the meetings and the libraries: tasks by status, the newest meeting, the meetings
// of a month or about a topic (a figure's word among them), and documents by name.

const about = (topic: string) => `Reuniões sobre "${topic}"`;
const docsAbout = (topic: string) => `Documentos sobre "${topic}"`;

export const WORK_3: BankEntry[] = [
  ...phrasings(
    read('Tarefas atrasadas', ALL),
    overdueOf(),
    'quais as tarefas atrasadas?',
    'tem muita coisa atrasada nos quadros das empresas?',
  ),
  ...phrasings(read('Tarefas atrasadas', SORRISO), undefined, 'tem tarefa atrasada na sorriso?'),
  ...phrasings(
    read('Tarefas atrasadas', and(PADARIA, FLOR)),
    all(overdueOf(PADARIA), overdueOf(FLOR)),
    'tarefas atrasadas da padaria e do atelie',
  ),
  ...phrasings(read('Tarefas atrasadas', EXATO), overdueOf(EXATO), 'o que ta atrasado na exato?'),
  ...phrasings(read('Tarefas abertas', FAISCA), tasksOf(FAISCA, 'open'), 'tarefas da faisca'),
  ...phrasings(
    read('Tarefas', PADARIA),
    tasksOf(PADARIA, 'all'),
    'me lista o quadro de tarefas da padoca',
  ),
  ...phrasings(
    read('Tarefas concluídas', EXATO),
    tasksOf(EXATO, 'done'),
    'quais tarefas a exato ja concluiu?',
  ),
  ...phrasings(
    read('Tarefas concluídas', SORRISO),
    tasksOf(SORRISO, 'done'),
    'tarefas finalizadas da sorriso',
  ),
  ...phrasings(
    read('Tarefas em andamento', FLOR),
    tasksOf(FLOR, 'doing'),
    'tarefas em andamento do atelie',
  ),
  ...phrasings(
    read('Tarefas em andamento', ACADEMIA),
    tasksOf(ACADEMIA, 'doing'),
    'o q ta em andamento na academia?',
  ),
  ...phrasings(
    read('Tarefas não iniciadas', FAISCA),
    tasksOf(FAISCA, 'todo'),
    'tarefas que ainda nao comecaram na faisca',
  ),
  ...phrasings(
    read('Tarefas não iniciadas', SORRISO),
    tasksOf(SORRISO, 'todo'),
    'quais tarefas nao foram iniciadas na sorriso?',
  ),
  ...phrasings(
    read('Tarefas abertas', PADARIA),
    tasksOf(PADARIA, 'open'),
    'quais tarefas ainda nao foram concluidas na padaria?',
  ),
  ...phrasings(
    read('Tarefas abertas', ACADEMIA),
    tasksOf(ACADEMIA, 'open'),
    'tarefas abertas da academia',
  ),
  ...phrasings(
    read('Tarefas concluídas', ALL, 'out/2026'),
    doneIn('2026-10'),
    'quais tarefas foram concluidas em outubro?',
  ),
  // Meetings: of a company, the newest, of a month.
  ...phrasings(read('Reuniões', ACADEMIA), meetingsOf(ACADEMIA), 'reunioes da academia'),
  ...phrasings(
    read('Reuniões', PADARIA),
    meetingsOf(PADARIA),
    'quantas reunioes a padaria ja teve?',
  ),
  ...phrasings(
    read('Última reunião', SORRISO),
    lastMeetingOf(SORRISO),
    'qual foi a ultima reuniao com a sorriso?',
  ),
  ...phrasings(
    read('Última reunião', EXATO),
    lastMeetingOf(EXATO),
    'quando foi a ultima mentoria da exato',
  ),
  ...phrasings(
    read('Última reunião', SORRISO),
    lastMeetingOf(SORRISO),
    'a sorriso faturou bem em outubro, quando foi a ultima reuniao com eles?',
  ),
  ...phrasings(
    read('Última reunião', ALL),
    newestMeeting,
    'qual foi a reuniao mais recente de todas?',
  ),
  ...phrasings(
    read('Última reunião', and(EXATO, ACADEMIA)),
    all(lastMeetingOf(EXATO), lastMeetingOf(ACADEMIA)),
    'ultima reuniao da exato e da academia',
  ),
  ...phrasings(read('Reuniões', ALL, 'out/2026'), meetingsIn('2026-10'), 'reunioes de outubro'),
  ...phrasings(read('Reuniões', ALL, 'nov/2026'), meetingsIn('2026-11'), 'teve reuniao esse mes?'),
  ...phrasings(
    read('Reuniões', FLOR, 'set/2026'),
    meetingsIn('2026-09', FLOR),
    'reunioes da flor de lis em setembro',
  ),
  // A topic in the meetings, or who said it: the topic's words as typed.
  ...phrasings(
    read(about('black friday'), ALL),
    meetingsAbout(['black friday']),
    'em qual reuniao falaram de black friday?',
  ),
  ...phrasings(
    read(about('custo da hora'), FAISCA),
    meetingsAbout(['custo da hora'], FAISCA),
    'quem falou sobre custo da hora na faisca?',
  ),
  ...phrasings(
    read(about('desconto progressivo'), ALL),
    meetingsAbout(['desconto progressivo']),
    'em que reuniao falaram do desconto progressivo',
  ),
  ...phrasings(
    read(about('lista de espera'), ALL),
    meetingsAbout(['lista de espera']),
    'quem falou de lista de espera?',
  ),
  // Sounds like a figure the reports lack, but asks what was said in the meetings.
  ...phrasings(
    read(about('inadimplencia'), ALL),
    meetingsAbout(['inadimplencia']),
    'alguem comentou sobre inadimplencia nas reunioes?',
  ),
  ...phrasings(
    read(about('ticket medio'), FLOR),
    meetingsAbout(['ticket medio'], FLOR),
    'o que foi falado sobre ticket medio nas reunioes da flor de lis',
  ),
  ...phrasings(
    read(about('precificacao'), ALL),
    meetingsAbout(['precificacao']),
    'reunioes que trataram de precificacao',
  ),
  ...phrasings(
    read(about('forno'), PADARIA),
    meetingsAbout(['forno'], PADARIA),
    'quem mencionou o forno nas reunioes da padaria?',
  ),
  ...phrasings(
    read(about('retencao de alunos'), ALL),
    meetingsAbout(['retencao de alunos']),
    'teve alguma reuniao sobre retencao de alunos?',
  ),
  // A figure's word as the topic: what was said, not the figure.
  ...phrasings(
    read(about('lucro'), PADARIA),
    meetingsAbout(['lucro'], PADARIA),
    'em que reuniao falaram do lucro da padaria?',
  ),
  ...phrasings(
    read(about('margem alvo'), ALL),
    meetingsAbout(['margem alvo']),
    'quem falou em margem alvo?',
  ),
  // Documents: all of a company's, or those matching words.
  ...phrasings(
    read('Documentos', PADARIA),
    all(documentsOf(PADARIA, 'contrato social'), documentsOf(PADARIA, 'fluxo de caixa')),
    'documentos da padaria',
  ),
  ...phrasings(
    read('Documentos', ACADEMIA),
    all(documentsOf(ACADEMIA, 'plano de ação'), documentsOf(ACADEMIA, 'resumo da mentoria')),
    'quais arquivos a academia tem?',
  ),
  ...phrasings(
    read(docsAbout('fluxo de caixa'), SORRISO),
    documentsOf(SORRISO, 'fluxo de caixa'),
    'tem documento de fluxo de caixa da sorriso?',
  ),
  ...phrasings(
    read(docsAbout('contrato social'), EXATO),
    documentsOf(EXATO, 'contrato social'),
    'documentos sobre contrato social da exato',
  ),
  ...phrasings(
    read(docsAbout('plano de ação'), FAISCA),
    documentsOf(FAISCA, 'plano de ação'),
    'tem algum documento sobre plano de ação na faisca?',
  ),
  ...phrasings(read(docsAbout('dre'), ALL), documentsOf(PADARIA, 'dre'), 'documentos sobre dre'),
];
