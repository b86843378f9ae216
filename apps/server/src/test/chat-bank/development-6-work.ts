import { WAITING_COMPANY } from '../../seed/demo-data';
import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ALL,
  EXATO,
  FAISCA,
  FLOR,
  HORTA,
  PADARIA,
  SORRISO,
  documentsOf,
  lastMeetingOf,
  meetingsAbout,
  meetingsOf,
  overdueOf,
  peopleOf,
  read,
  tasksOf,
  waitingFor,
} from './development-3-facts';

// Boards, meetings, libraries, people and the chat itself: a task's status said without the word
// 'tarefa', actions that are not questions, rankings by task counts, a meeting's topic
// introduced by a verb, a document whose name holds a figure's word, who suggested something,
// who has a login, who asked to join, and how to use the chat.

const LOST = read('não entendi a pergunta');
const about = (topic: string) => `Reuniões sobre "${topic}"`;
const docsAbout = (topic: string) => `Documentos sobre "${topic}"`;

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

export const WORK_6: BankEntry[] = [
  // A task's status without the word 'tarefa'.
  ...phrasings(
    read('Tarefas abertas', ALL),
    undefined,
    'o que ta pendente?',
    'oq falta fazer no geral',
  ),
  ...phrasings(
    read('Tarefas abertas', SORRISO),
    tasksOf(SORRISO, 'open'),
    'o que ainda ta pendente na sorriso',
  ),
  ...phrasings(
    read('Tarefas atrasadas', PADARIA),
    overdueOf(PADARIA),
    'o que ficou pra tras na padaria?',
    'o que ta atrasado la na padoca',
  ),
  ...phrasings(read('Tarefas atrasadas', ALL), overdueOf(), 'tem coisa vencida?'),
  ...phrasings(
    read('Tarefas concluídas', EXATO),
    tasksOf(EXATO, 'done'),
    'o que ja foi feito na exato?',
    'o que a exato ja finalizou',
  ),
  ...phrasings(
    read('Tarefas concluídas', FLOR),
    tasksOf(FLOR, 'done'),
    'o que o atelie ja terminou?',
  ),
  ...phrasings(
    read('Tarefas não iniciadas', FAISCA),
    tasksOf(FAISCA, 'todo'),
    'o que a faisca nem comecou ainda?',
  ),
  ...phrasings(
    read('Tarefas em andamento', SORRISO),
    tasksOf(SORRISO, 'doing'),
    'o que ta em andamento na sorriso',
  ),
  // Actions on tasks: not questions.
  ...phrasings(
    LOST,
    undefined,
    'marca como feita a tarefa de revisar a tabela de precos',
    'marca a tarefa do cardapio como concluida',
    'muda a tarefa do CRM pra em andamento',
    'conclui a tarefa de renovar o certificado',
  ),
  // Companies ranked by task counts; a threshold is not read.
  ...phrasings(
    read('Tarefas concluídas', ALL, 'do maior para o menor', 'top 1'),
    undefined,
    'qual empresa concluiu mais tarefas?',
  ),
  ...phrasings(
    read('Tarefas abertas', ALL, 'do menor para o maior', 'top 1'),
    undefined,
    'quem tem menos tarefa pendente?',
  ),
  ...phrasings(LOST, undefined, 'quais empresas tem mais de 5 tarefas abertas?'),
  // Meetings: a topic introduced by a verb, who suggested it, the newest of a list.
  ...phrasings(
    read(about('fermentação'), ALL),
    meetingsAbout(['fermentação']),
    'a reuniao em que falamos de fermentação',
  ),
  ...phrasings(
    read(about('estoque'), ALL),
    meetingsAbout(['estoque']),
    'em que reuniao a gente discutiu estoque?',
  ),
  ...phrasings(
    read(about('combo de fim de tarde'), ALL),
    meetingsAbout(['combo de fim de tarde']),
    'quem sugeriu o combo de fim de tarde?',
  ),
  ...phrasings(
    read(about('lista de espera'), SORRISO),
    meetingsAbout(['lista de espera'], SORRISO),
    'quem deu a ideia da lista de espera na sorriso?',
  ),
  ...phrasings(
    read(about('crm'), FAISCA),
    meetingsAbout(['crm'], FAISCA),
    'quem falou de crm nas reunioes da faisca',
  ),
  follow(
    'reunioes da padaria',
    'e qual foi a mais recente?',
    read('Última reunião', PADARIA),
    lastMeetingOf(PADARIA),
  ),
  follow(
    'quais as reunioes da exato?',
    'qual a ultima delas',
    read('Última reunião', EXATO),
    lastMeetingOf(EXATO),
  ),
  ...phrasings(read('Reuniões', FLOR), meetingsOf(FLOR), 'mentorias do atelie'),
  // Documents.
  ...phrasings(
    read(docsAbout('contrato social'), PADARIA),
    documentsOf(PADARIA, 'contrato social'),
    'onde ta o contrato social da padaria?',
    'cade o documento do contrato social da padoca',
  ),
  ...phrasings(
    read(docsAbout('planilha dre'), EXATO),
    documentsOf(EXATO, 'planilha dre'),
    'onde fica a planilha dre da exato',
  ),
  ...phrasings(
    read(docsAbout('fluxo de caixa'), SORRISO),
    documentsOf(SORRISO, 'fluxo de caixa'),
    'acha pra mim o arquivo de fluxo de caixa da sorriso',
  ),
  ...phrasings(
    read(docsAbout('ata da última mentoria'), FAISCA),
    documentsOf(FAISCA, 'ata da ultima mentoria'),
    'tem a "ata da última mentoria" da faisca?',
  ),
  // People: who has a login, who asked to join, the waiting company.
  ...phrasings(
    read('Pessoas', SORRISO),
    peopleOf(SORRISO),
    'quem tem login na sorriso?',
    'quem da sorriso tem acesso ao portal',
  ),
  ...phrasings(
    read('Aguardando aprovação', PADARIA),
    waitingFor(PADARIA),
    'tem alguem pedindo pra entrar na padaria?',
    'tem pedido de acesso pra padoca?',
  ),
  ...phrasings(
    read('Resumo da empresa', HORTA),
    () => [WAITING_COMPANY.name],
    'quero saber da horta viva',
    'me conta da Horta Viva Orgânicos',
  ),
  // The chat itself.
  ...phrasings(
    read('Ajuda'),
    undefined,
    'como funciona esse chat?',
    'o que da pra perguntar nesse chat?',
    'como eu uso esse assistente',
    'que tipo de pergunta vc responde?',
  ),
];
