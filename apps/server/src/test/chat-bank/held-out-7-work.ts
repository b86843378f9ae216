import type { BankEntry } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  anyTask,
  documents,
  hasStatus,
  isOpen,
  isOverdue,
  meetingTitles,
  meetingsAbout,
  names,
  newestMeeting,
  reading,
  speakersOf,
  tasks,
} from './held-out-2-facts';
import { doneInMonth } from './held-out-3-facts';
import { doneInMonthOf } from './held-out-4-facts';
import { NOT_UNDERSTOOD, about } from './held-out-common';

// Seventh held-out set: the mentoring work: tasks by status in admins' words ('em atraso', 'o que
// ficou pra trás', 'pendências', 'em progresso', 'parado'), the negations the line says (not
// started, not done), a finishing verb with a month, the whole board, status follow-ups; meetings
// (the newest, of a company, of a month, of this month); a topic in the meetings or who said it or
// whose idea it was; documents by name (one named like a figure the reports do not hold, two
// quoted), a company's library; and, one word away, what the line cannot say (a kind of task or
// meeting the portal does not record, a negation it does not say, a list narrowed by someone, the
// first meeting, how long it took, a document by order, a company left out, an action).

export const HELD_OUT_7_WORK: BankEntry[] = [
  // Tasks.
  {
    q: 'a faisca tem tarefa em atraso?',
    reading: reading('Tarefas atrasadas', FAISCA),
    facts: tasks(isOverdue, FAISCA),
  },
  {
    q: 'o que ficou pra tras na exato?',
    reading: reading('Tarefas atrasadas', EXATO),
    facts: tasks(isOverdue, EXATO),
  },
  {
    q: 'o que ta em atraso em todas as empresas?',
    reading: reading('Tarefas atrasadas', ALL),
    facts: tasks(isOverdue),
  },
  {
    q: 'pendencias da sorriso',
    reading: reading('Tarefas abertas', SORRISO),
    facts: tasks(isOpen, SORRISO),
  },
  {
    q: 'o que ta pendente no atelie?',
    reading: reading('Tarefas abertas', ATELIE),
    facts: tasks(isOpen, ATELIE),
  },
  {
    // Negated, the finishing verb asks for the open tasks.
    q: 'o que a academia ainda nao concluiu?',
    reading: reading('Tarefas abertas', ACADEMIA),
    facts: tasks(isOpen, ACADEMIA),
  },
  {
    // A task not done is one of the negations the line says.
    q: 'tarefas da faisca que nao estao concluidas',
    reading: reading('Tarefas abertas', FAISCA),
    facts: tasks(isOpen, FAISCA),
  },
  {
    q: 'o que ta em andamento na faisca?',
    reading: reading('Tarefas em andamento', FAISCA),
    facts: tasks(hasStatus('in-progress'), FAISCA),
  },
  {
    q: 'tarefas em progresso da sorriso',
    reading: reading('Tarefas em andamento', SORRISO),
    facts: tasks(hasStatus('in-progress'), SORRISO),
  },
  {
    q: 'o que ta parado na padoca?',
    reading: reading('Tarefas não iniciadas', PADARIA),
    facts: tasks(hasStatus('not-started'), PADARIA),
  },
  {
    q: 'tarefas nao iniciadas de todas as empresas',
    reading: reading('Tarefas não iniciadas', ALL),
    facts: tasks(hasStatus('not-started')),
  },
  {
    // A task not started is one of the negations the line says.
    q: 'o que a exato ainda nao comecou?',
    reading: reading('Tarefas não iniciadas', EXATO),
    facts: tasks(hasStatus('not-started'), EXATO),
  },
  {
    q: 'o que ja foi feito na sorriso?',
    reading: reading('Tarefas concluídas', SORRISO),
    facts: tasks(hasStatus('done'), SORRISO),
  },
  {
    q: 'tarefas concluidas da exato',
    reading: reading('Tarefas concluídas', EXATO),
    facts: tasks(hasStatus('done'), EXATO),
  },
  {
    q: 'o que a padaria finalizou em outubro?',
    reading: reading('Tarefas concluídas', PADARIA, 'out/2026'),
    facts: doneInMonthOf(PADARIA, '2026-10'),
  },
  {
    q: 'tarefas terminadas em setembro',
    reading: reading('Tarefas concluídas', ALL, 'set/2026'),
    facts: doneInMonth('2026-09'),
  },
  {
    q: 'quero ver o quadro da padoca inteiro',
    reading: reading('Tarefas', PADARIA),
    facts: tasks(anyTask, PADARIA),
  },
  {
    q: 'me mostra todas as tarefas do atelie',
    reading: reading('Tarefas', ATELIE),
    facts: tasks(anyTask, ATELIE),
  },
  // A status said alone after a company's tasks: the same company.
  {
    after: 'quero ver o quadro da padoca inteiro',
    q: 'quais estao paradas?',
    reading: reading('Tarefas não iniciadas', PADARIA),
    facts: tasks(hasStatus('not-started'), PADARIA),
  },
  {
    after: 'pendencias da sorriso',
    q: 'e as da academia?',
    reading: reading('Tarefas abertas', ACADEMIA),
    facts: tasks(isOpen, ACADEMIA),
  },
  {
    after: 'tarefas concluidas da exato',
    q: 'e quais tao sendo feitas?',
    reading: reading('Tarefas em andamento', EXATO),
    facts: tasks(hasStatus('in-progress'), EXATO),
  },

  // Meetings.
  {
    q: 'qual foi a ultima reuniao com o pessoal da exato?',
    reading: reading('Última reunião', EXATO),
    facts: newestMeeting(EXATO),
  },
  {
    q: 'ultimo encontro com a academia',
    reading: reading('Última reunião', ACADEMIA),
    facts: newestMeeting(ACADEMIA),
  },
  {
    q: 'lista as reunioes que o atelie teve',
    reading: reading('Reuniões', ATELIE),
    facts: meetingTitles(ATELIE),
  },
  {
    after: 'lista as reunioes que o atelie teve',
    q: 'e a mais recente delas?',
    reading: reading('Última reunião', ATELIE),
    facts: newestMeeting(ATELIE),
  },
  {
    q: 'quais mentorias a sorriso teve?',
    reading: reading('Reuniões', SORRISO),
    facts: meetingTitles(SORRISO),
  },
  {
    q: 'mentorias realizadas em outubro',
    reading: reading('Reuniões', ALL, 'out/2026'),
    facts: meetingTitles(undefined, '2026-10'),
  },
  {
    after: 'mentorias realizadas em outubro',
    q: 'so as da faisca',
    reading: reading('Reuniões', FAISCA, 'out/2026'),
    facts: meetingTitles(FAISCA, '2026-10'),
  },
  {
    q: 'teve reuniao com a faisca em setembro?',
    reading: reading('Reuniões', FAISCA, 'set/2026'),
    facts: meetingTitles(FAISCA, '2026-09'),
  },
  {
    // The current month, for meetings, is read as named.
    q: 'reunioes da exato em novembro',
    reading: reading('Reuniões', EXATO, 'nov/2026'),
    facts: meetingTitles(EXATO, '2026-11'),
  },

  // A topic in the meetings, who said it, or whose idea it was.
  {
    q: 'de quem foi a ideia do combo de fim de tarde?',
    reading: reading(about('Reuniões', 'combo de fim de tarde'), ALL),
    facts: speakersOf('combo de fim de tarde'),
  },
  {
    q: 'o que foi falado sobre delivery na padoca?',
    reading: reading(about('Reuniões', 'delivery'), PADARIA),
    facts: meetingsAbout('delivery', PADARIA),
  },
  {
    q: 'reuniao sobre reajuste de honorarios',
    reading: reading(about('Reuniões', 'reajuste de honorarios'), ALL),
    facts: meetingsAbout('reajuste de honorarios'),
  },
  {
    q: 'quem falou de whatsapp na sorriso?',
    reading: reading(about('Reuniões', 'whatsapp'), SORRISO),
    facts: speakersOf('whatsapp', SORRISO),
  },
  {
    // A bare 'de' gives the topic; a company ending it, whose meeting.
    q: 'a reuniao de black friday do atelie',
    reading: reading(about('Reuniões', 'black friday'), ATELIE),
    facts: meetingsAbout('black friday', ATELIE),
  },
  {
    q: 'em que mentoria se falou de plano anual?',
    reading: reading(about('Reuniões', 'plano anual'), ALL),
    facts: meetingsAbout('plano anual'),
  },
  {
    q: 'quem deu a ideia do programa de indicacao?',
    reading: reading(about('Reuniões', 'programa de indicacao'), ALL),
    facts: speakersOf('programa de indicacao'),
  },
  {
    q: 'o que se falou sobre a catraca na academia?',
    reading: reading(about('Reuniões', 'catraca'), ACADEMIA),
    facts: meetingsAbout('catraca', ACADEMIA),
  },
  {
    q: 'teve alguma mentoria sobre retencao de alunos?',
    reading: reading(about('Reuniões', 'retencao de alunos'), ALL),
    facts: meetingsAbout('retencao de alunos'),
  },
  {
    q: 'reuniao sobre os pacotes mensais da faisca',
    reading: reading(about('Reuniões', 'pacotes mensais'), FAISCA),
    facts: meetingsAbout('pacotes mensais', FAISCA),
  },
  {
    q: 'o que foi conversado sobre crm com a agencia?',
    reading: reading(about('Reuniões', 'crm'), FAISCA),
    facts: meetingsAbout('crm', FAISCA),
  },
  {
    q: 'quem falou em tabela de medidas no atelie?',
    reading: reading(about('Reuniões', 'tabela de medidas'), ATELIE),
    facts: speakersOf('tabela de medidas', ATELIE),
  },

  // Documents.
  {
    // Named like a figure the reports do not hold: a document asked for is a document search.
    q: 'abre o fluxo de caixa da padoca',
    reading: reading(about('Documentos', 'fluxo de caixa'), PADARIA),
    facts: documents(PADARIA, (n) => n === 'Fluxo de caixa'),
  },
  {
    // A quoted name is a document's unless the words around it ask about meetings.
    q: 'onde ta a "Ata da última mentoria" da sorriso?',
    reading: reading(about('Documentos', 'ata da última mentoria'), SORRISO),
    facts: documents(SORRISO, (n) => n === 'Ata da última mentoria'),
  },
  {
    q: 'acha o "Resumo da mentoria" da exato',
    reading: reading(about('Documentos', 'resumo da mentoria'), EXATO),
    facts: documents(EXATO, (n) => n.startsWith('Resumo da mentoria')),
  },
  {
    q: 'tem o contrato social do atelie?',
    reading: reading(about('Documentos', 'contrato social'), ATELIE),
    facts: documents(ATELIE, (n) => n === 'Contrato social'),
  },
  {
    q: 'cade o calendario de conteudo da padoca?',
    reading: reading(about('Documentos', 'calendario de conteudo'), PADARIA),
    facts: documents(PADARIA, (n) => n === 'Calendário de conteúdo'),
  },
  {
    q: 'tem algum documento sobre plano de acao?',
    reading: reading(about('Documentos', 'plano de acao'), ALL),
    facts: names('Plano de ação 2026'),
  },
  {
    // One company's documents: one of its names is enough to show it is the right list.
    q: 'me lista os documentos da exato',
    reading: reading('Documentos', EXATO),
    facts: documents(EXATO, (n) => n === 'Contrato social'),
  },
  {
    after: 'me lista os documentos da exato',
    q: 'e os da academia, quais sao?',
    reading: reading('Documentos', ACADEMIA),
    facts: documents(ACADEMIA, (n) => n === 'Contrato social'),
  },

  // One word away: what the line cannot say is not read.
  // A kind of task or meeting the portal does not record.
  { q: 'tarefas urgentes da padoca', reading: NOT_UNDERSTOOD },
  { q: 'reunioes canceladas da sorriso', reading: NOT_UNDERSTOOD },
  // A negation the line does not say, and a list narrowed by someone.
  { q: 'tarefas que nao estao paradas na exato', reading: NOT_UNDERSTOOD },
  { q: 'quais tarefas estao com o thiago?', reading: NOT_UNDERSTOOD },
  // The first meeting, and how long one took.
  { q: 'qual foi a primeira reuniao da padoca?', reading: NOT_UNDERSTOOD },
  { q: 'quanto tempo durou a ultima reuniao da exato?', reading: NOT_UNDERSTOOD },
  // A document searched only by words that order, and a company left out.
  { q: 'o ultimo documento que a faisca subiu', reading: NOT_UNDERSTOOD },
  { q: 'documentos de todas menos a padoca', reading: NOT_UNDERSTOOD },
  // Actions the assistant cannot do.
  { q: 'cria uma tarefa pra sorriso ligar pros pacientes', reading: NOT_UNDERSTOOD },
];
