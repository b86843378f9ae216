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
  newestMeeting,
  reading,
  speakersOf,
  tasks,
} from './held-out-2-facts';
import { about } from './held-out-common';

// Second held-out set: the mentoring work: tasks by status, meetings (newest, of a company or a
// month, about a topic, who said it) and documents.

export const HELD_OUT_2_WORK: BankEntry[] = [
  // Tasks.
  {
    q: 'quais tarefas estao atrasadas?',
    reading: reading('Tarefas atrasadas', ALL),
    facts: tasks(isOverdue),
  },
  {
    q: 'tarefas atrasadas da sorriso',
    reading: reading('Tarefas atrasadas', SORRISO),
  },
  {
    q: 'o que ta atrasado no atelie?',
    reading: reading('Tarefas atrasadas', ATELIE),
    facts: tasks(isOverdue, ATELIE),
  },
  {
    q: 'tem tarefa atrasada na faisca',
    reading: reading('Tarefas atrasadas', FAISCA),
    facts: tasks(isOverdue, FAISCA),
  },
  {
    q: 'tarefas da exato',
    reading: reading('Tarefas', EXATO),
    facts: tasks(anyTask, EXATO),
  },
  {
    q: 'o que ta em andamento na academia?',
    reading: reading('Tarefas em andamento', ACADEMIA),
    facts: tasks(hasStatus('in-progress'), ACADEMIA),
  },
  {
    q: 'quais tarefas a padaria ainda nem começou',
    reading: reading('Tarefas não iniciadas', PADARIA),
    facts: tasks(hasStatus('not-started'), PADARIA),
  },
  {
    q: 'tarefas concluidas da sorriso',
    reading: reading('Tarefas concluídas', SORRISO),
    facts: tasks(hasStatus('done'), SORRISO),
  },
  {
    q: 'quais tarefas ja foram finalizadas na faisca?',
    reading: reading('Tarefas concluídas', FAISCA),
    facts: tasks(hasStatus('done'), FAISCA),
  },
  {
    q: 'tarefas em aberto da exato',
    reading: reading('Tarefas abertas', EXATO),
    facts: tasks(isOpen, EXATO),
  },
  {
    q: 'quais tarefas estão em andamento?',
    reading: reading('Tarefas em andamento', ALL),
    facts: tasks(hasStatus('in-progress')),
  },
  {
    q: 'me lista as tarefas nao iniciadas do atelie',
    reading: reading('Tarefas não iniciadas', ATELIE),
    facts: tasks(hasStatus('not-started'), ATELIE),
  },

  // Meetings.
  {
    q: 'qual foi a ultima reuniao da padaria?',
    reading: reading('Última reunião', PADARIA),
    facts: newestMeeting(PADARIA),
  },
  {
    q: 'quando foi a última reunião com a exato?',
    reading: reading('Última reunião', EXATO),
    facts: newestMeeting(EXATO),
  },
  {
    q: 'ultima mentoria da academia',
    reading: reading('Última reunião', ACADEMIA),
    facts: newestMeeting(ACADEMIA),
  },
  {
    q: 'quais foram as reunioes com a sorriso?',
    reading: reading('Reuniões', SORRISO),
    facts: meetingTitles(SORRISO),
  },
  {
    q: 'quais reuniões teve em outubro?',
    reading: reading('Reuniões', ALL, 'out/2026'),
    facts: meetingTitles(undefined, '2026-10'),
  },
  {
    q: 'reuniões do atelie em novembro',
    reading: reading('Reuniões', ATELIE, 'nov/2026'),
    facts: meetingTitles(ATELIE, '2026-11'),
  },

  // A topic in the meetings, or who said it.
  {
    q: 'em qual reunião falaram de black friday?',
    reading: reading(about('Reuniões', 'black friday'), ALL),
    facts: meetingsAbout('black friday'),
  },
  {
    q: 'quem falou da catraca?',
    reading: reading(about('Reuniões', 'catraca'), ALL),
    facts: speakersOf('catraca'),
  },
  {
    q: 'alguma reuniao da sorriso tratou de parcelamento?',
    reading: reading(about('Reuniões', 'parcelamento'), SORRISO),
    facts: meetingsAbout('parcelamento', SORRISO),
  },
  {
    q: 'onde falaram sobre reajuste de honorarios',
    reading: reading(about('Reuniões', 'reajuste de honorarios'), ALL),
    facts: meetingsAbout('reajuste de honorarios'),
  },
  {
    q: 'quem sugeriu o combo de fim de tarde na padaria?',
    reading: reading(about('Reuniões', 'combo de fim de tarde'), PADARIA),
    facts: speakersOf('combo de fim de tarde', PADARIA),
  },
  {
    q: 'teve reunião sobre CRM?',
    reading: reading(about('Reuniões', 'crm'), ALL),
    facts: meetingsAbout('crm'),
  },
  {
    q: 'o que foi falado sobre frete reverso no atelie',
    reading: reading(about('Reuniões', 'frete reverso'), ATELIE),
    facts: meetingsAbout('frete reverso', ATELIE),
  },
  {
    q: 'reunioes sobre delivery',
    reading: reading(about('Reuniões', 'delivery'), ALL),
    facts: meetingsAbout('delivery'),
  },

  // Documents.
  {
    q: 'documentos da exato',
    reading: reading('Documentos', EXATO),
    facts: documents(EXATO, (n) => ['Contrato social', 'Fluxo de caixa'].includes(n)),
  },
  {
    q: 'me mostra os documentos da faisca',
    reading: reading('Documentos', FAISCA),
    facts: documents(FAISCA, (n) => ['Plano de ação 2026', 'Resumo da mentoria.pdf'].includes(n)),
  },
  {
    q: 'cadê o contrato social da padaria?',
    reading: reading(about('Documentos', 'contrato social'), PADARIA),
    facts: documents(PADARIA, (n) => n === 'Contrato social'),
  },
  {
    q: 'acha o calendario de conteudo da faisca',
    reading: reading(about('Documentos', 'calendario de conteudo'), FAISCA),
    facts: documents(FAISCA, (n) => n === 'Calendário de conteúdo'),
  },
  {
    q: 'onde ta a planilha dre da academia',
    reading: reading(about('Documentos', 'planilha dre'), ACADEMIA),
    facts: documents(ACADEMIA, (n) => n.startsWith('Planilha DRE')),
  },
  {
    q: 'tem apresentação institucional do atelie nos documentos?',
    reading: reading(about('Documentos', 'apresentação institucional'), ATELIE),
    facts: documents(ATELIE, (n) => n === 'Apresentação institucional'),
  },
];
