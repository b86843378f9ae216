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
  documentsOf,
  lastMeetingOf,
  managerOf,
  meetingsAbout,
  meetingsIn,
  meetingsOf,
  overdueOf,
  peopleOf,
  read,
  roleOf,
  tasksOf,
} from './development-3-facts';

// Boards, meetings, libraries and people, typed in a hurry: tasks done in every wording, what was
// said about a topic in one company's meetings, documents asked with an imperative, the portal.

const about = (topic: string) => `Reuniões sobre "${topic}"`;
const docsAbout = (topic: string) => `Documentos sobre "${topic}"`;

export const WORK_4: BankEntry[] = [
  // Tasks done, in the words admins use.
  ...phrasings(
    read('Tarefas concluídas', PADARIA),
    tasksOf(PADARIA, 'done'),
    'tarefas que terminaram na padaria',
    'o que ja foi concluido na padoca?',
  ),
  ...phrasings(
    read('Tarefas concluídas', SORRISO),
    tasksOf(SORRISO, 'done'),
    'quais tarefas a sorriso ja terminou',
    'tarefa que terminou na sorriso',
  ),
  ...phrasings(
    read('Tarefas concluídas', FAISCA),
    tasksOf(FAISCA, 'done'),
    'tarefas ja concluidas na faisca?',
    'oq a faisca ja entregou de tarefa',
  ),
  ...phrasings(read('Tarefas concluídas', FLOR), tasksOf(FLOR, 'done'), 'tarefas feitas do atelie'),
  ...phrasings(
    read('Tarefas atrasadas', ACADEMIA),
    overdueOf(ACADEMIA),
    'tarefas atrasadas da academia',
  ),
  ...phrasings(read('Tarefas atrasadas', ALL), overdueOf(), 'tem alguma tarefa vencida?'),
  ...phrasings(
    read('Tarefas abertas', FAISCA),
    tasksOf(FAISCA, 'open'),
    'oq ta pendente na faisca',
  ),
  ...phrasings(
    read('Tarefas não iniciadas', FLOR),
    tasksOf(FLOR, 'todo'),
    'quais tarefas nao comecaram ainda no atelie',
  ),
  ...phrasings(
    read('Tarefas em andamento', EXATO),
    tasksOf(EXATO, 'doing'),
    'o que a exato ta fazendo agora de tarefa',
  ),
  // Meetings about a topic, of one company.
  ...phrasings(
    read(about('estoque'), PADARIA),
    meetingsAbout(['estoque'], PADARIA),
    'o que foi dito sobre estoque na padaria',
  ),
  ...phrasings(
    read(about('precificacao'), PADARIA),
    meetingsAbout(['precificacao'], PADARIA),
    'o que falaram de precificacao na padoca',
  ),
  ...phrasings(
    read(about('black friday'), FLOR),
    meetingsAbout(['black friday'], FLOR),
    'reuniao de black friday do atelie',
    'o que foi falado sobre black friday no atelie?',
  ),
  ...phrasings(
    read(about('reajuste'), EXATO),
    meetingsAbout(['reajuste'], EXATO),
    'reuniao de reajuste da exato',
  ),
  ...phrasings(
    read(about('retencao'), ACADEMIA),
    meetingsAbout(['retencao'], ACADEMIA),
    'o que se falou sobre retencao na academia',
  ),
  ...phrasings(
    read(about('delivery'), ALL),
    meetingsAbout(['delivery']),
    'em qual reuniao falaram de delivery?',
  ),
  ...phrasings(
    read('Última reunião', SORRISO),
    lastMeetingOf(SORRISO),
    'qual foi a ultima reuniao com a sorriso',
  ),
  ...phrasings(
    read('Última reunião', FAISCA),
    lastMeetingOf(FAISCA),
    'qdo foi a ultima mentoria da faisca?',
  ),
  ...phrasings(read('Reuniões', EXATO), meetingsOf(EXATO), 'reunioes da exato'),
  ...phrasings(
    read('Reuniões', ALL, 'set/2026'),
    meetingsIn('2026-09'),
    'quais reunioes teve em setembro?',
  ),
  // Documents asked with an imperative.
  ...phrasings(
    read(docsAbout('contrato social'), EXATO),
    documentsOf(EXATO, 'contrato social'),
    'abre o contrato social da exato',
  ),
  ...phrasings(
    read(docsAbout('planilha de fluxo de caixa'), SORRISO),
    undefined,
    'me mostra a planilha de fluxo de caixa da sorriso',
  ),
  ...phrasings(
    read(docsAbout('calendario de conteudo'), FAISCA),
    documentsOf(FAISCA, 'calendario de conteudo'),
    'cade o calendario de conteudo da faisca',
  ),
  ...phrasings(
    read(docsAbout('apresentacao institucional'), PADARIA),
    documentsOf(PADARIA, 'apresentacao institucional'),
    'me manda a apresentacao institucional da padaria',
  ),
  ...phrasings(read('Documentos', FLOR), documentsOf(FLOR), 'documentos do atelie'),
  // People and the portal.
  ...phrasings(
    read(about('whatsapp'), SORRISO),
    meetingsAbout(['whatsapp'], SORRISO),
    'falaram algo de whatsapp na sorriso?',
  ),
  ...phrasings(read('Conselheiros'), roleOf('council'), 'quem sao os conselheiros do portal'),
  ...phrasings(read('Admins'), roleOf('admin'), 'quem e admin no portal'),
  ...phrasings(read('Responsável', EXATO), managerOf(EXATO), 'quem cuida da exato?'),
  ...phrasings(read('Pessoas', SORRISO), peopleOf(SORRISO), 'quem trabalha na sorriso'),
  ...phrasings(
    read('Empresas'),
    (w) => w.companies.map((c) => c.name),
    'quais empresas tem no portal',
  ),
  ...phrasings(read('Aguardando aprovação'), undefined, 'tem empresa esperando aprovacao?'),
  ...phrasings(read('Resumo da empresa', FLOR), undefined, 'como ta a loja de roupas'),
  ...phrasings(read('Resumo da empresa', ACADEMIA), undefined, 'me fala da academia'),
  ...phrasings(read('Relatórios', PADARIA), undefined, 'lista os relatorios da padaria'),
];
