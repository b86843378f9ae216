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
import { doneInMonth } from './held-out-3-facts';
import { doneInMonthOf } from './held-out-4-facts';
import { about } from './held-out-common';

// Fourth held-out set: the mentoring work: tasks by status, negated or not ('ainda não foram
// concluídas' are the open ones), the whole board, tasks done in a month; meetings (newest, of a
// company or a month); a topic in the meetings, or who said it, including topics that are also
// names of figures; and documents, by name, with the verb that asks for them left out.

export const HELD_OUT_4_WORK: BankEntry[] = [
  // Tasks.
  {
    q: 'quais as tarefas atrasadas de todo mundo?',
    reading: reading('Tarefas atrasadas', ALL),
    facts: tasks(isOverdue),
  },
  {
    q: 'tem coisa atrasada no atelie?',
    reading: reading('Tarefas atrasadas', ATELIE),
    facts: tasks(isOverdue, ATELIE),
  },
  {
    q: 'lista de pendencias da padoca',
    reading: reading('Tarefas abertas', PADARIA),
    facts: tasks(isOpen, PADARIA),
  },
  {
    q: 'tem algo em andamento na exato?',
    reading: reading('Tarefas em andamento', EXATO),
    facts: tasks(hasStatus('in-progress'), EXATO),
  },
  {
    // A finishing verb: the tasks done, not the revenue.
    q: 'o que a academia ja entregou?',
    reading: reading('Tarefas concluídas', ACADEMIA),
    facts: tasks(hasStatus('done'), ACADEMIA),
  },
  {
    q: 'tarefas que a sorriso concluiu em outubro',
    reading: reading('Tarefas concluídas', SORRISO, 'out/2026'),
    facts: doneInMonthOf(SORRISO, '2026-10'),
  },
  {
    // Negated, the finishing verb asks for the open tasks.
    q: 'tarefas da exato que ainda nao foram concluidas',
    reading: reading('Tarefas abertas', EXATO),
    facts: tasks(isOpen, EXATO),
  },
  {
    q: 'o que a padoca nem comecou ainda',
    reading: reading('Tarefas não iniciadas', PADARIA),
    facts: tasks(hasStatus('not-started'), PADARIA),
  },
  {
    q: 'quadro completo da faisca',
    reading: reading('Tarefas', FAISCA),
    facts: tasks(anyTask, FAISCA),
  },
  {
    q: 'o que tem de pendente geral?',
    reading: reading('Tarefas abertas', ALL),
    facts: tasks(isOpen),
  },
  {
    q: 'quais tarefas foram concluidas em setembro',
    reading: reading('Tarefas concluídas', ALL, 'set/2026'),
    facts: doneInMonth('2026-09'),
  },
  {
    q: 'o que ficou sem fazer na sorriso',
    reading: reading('Tarefas abertas', SORRISO),
    facts: tasks(isOpen, SORRISO),
  },

  // Meetings.
  {
    q: 'quando rolou a ultima mentoria da sorriso?',
    reading: reading('Última reunião', SORRISO),
    facts: newestMeeting(SORRISO),
  },
  {
    q: 'qual foi o ultimo encontro com a exato',
    reading: reading('Última reunião', EXATO),
    facts: newestMeeting(EXATO),
  },
  {
    q: 'reunioes da academia em outubro',
    reading: reading('Reuniões', ACADEMIA, 'out/2026'),
    facts: meetingTitles(ACADEMIA, '2026-10'),
  },
  {
    q: 'quais mentorias aconteceram em outubro?',
    reading: reading('Reuniões', ALL, 'out/2026'),
    facts: meetingTitles(undefined, '2026-10'),
  },

  // A topic in the meetings, or who said it.
  {
    q: 'teve reuniao sobre black friday com o atelie?',
    reading: reading(about('Reuniões', 'black friday'), ATELIE),
    facts: meetingsAbout('black friday', ATELIE),
  },
  {
    // A figure the reports do not hold, asked as something said: a topic.
    q: 'em que reuniao se falou de inadimplencia?',
    reading: reading(about('Reuniões', 'inadimplencia'), ALL),
    facts: meetingsAbout('inadimplencia'),
  },
  {
    q: 'quem falou sobre o CRM na faisca?',
    reading: reading(about('Reuniões', 'crm'), FAISCA),
    facts: speakersOf('crm', FAISCA),
  },
  {
    q: 'o que conversaram sobre captura de notas com a exato?',
    reading: reading(about('Reuniões', 'captura de notas'), EXATO),
    facts: meetingsAbout('captura de notas', EXATO),
  },
  {
    // A bare 'de' after 'reunião' gives the topic; 'da academia' whose meeting.
    q: 'reuniao de retencao de alunos da academia',
    reading: reading(about('Reuniões', 'retencao de alunos'), ACADEMIA),
    facts: meetingsAbout('retencao de alunos', ACADEMIA),
  },
  {
    q: 'alguem comentou sobre o aplicativo de delivery?',
    reading: reading(about('Reuniões', 'aplicativo de delivery'), ALL),
    facts: meetingsAbout('aplicativo de delivery'),
  },
  {
    // 'Margem' after 'reuniões sobre' is a topic, not the figure.
    q: 'reuniões sobre margem',
    reading: reading(about('Reuniões', 'margem'), ALL),
    facts: meetingsAbout('margem'),
  },
  {
    q: 'quem falou de ortodontia na sorriso?',
    reading: reading(about('Reuniões', 'ortodontia'), SORRISO),
    facts: speakersOf('ortodontia', SORRISO),
  },
  {
    q: 'teve alguma mentoria sobre horarios de pico?',
    reading: reading(about('Reuniões', 'horarios de pico'), ALL),
    facts: meetingsAbout('horarios de pico'),
  },
  {
    q: 'quem propôs as rodadas de alteração na faisca?',
    reading: reading(about('Reuniões', 'rodadas de alteração'), FAISCA),
    facts: speakersOf('rodadas de alteração', FAISCA),
  },

  // Documents.
  {
    q: 'me mostra os arquivos da padoca',
    reading: reading('Documentos', PADARIA),
    facts: documents(PADARIA, (n) => ['Contrato social', 'Fluxo de caixa'].includes(n)),
  },
  {
    q: 'me acha o contrato social da exato',
    reading: reading(about('Documentos', 'contrato social'), EXATO),
    facts: documents(EXATO, (n) => n === 'Contrato social'),
  },
  {
    // Where a thing is kept: the document, not the figure the reports do not hold.
    q: 'onde fica o fluxo de caixa da sorriso?',
    reading: reading(about('Documentos', 'fluxo de caixa'), SORRISO),
    facts: documents(SORRISO, (n) => n === 'Fluxo de caixa'),
  },
  {
    q: 'abre o resumo da mentoria da exato',
    reading: reading(about('Documentos', 'resumo da mentoria'), EXATO),
    facts: documents(EXATO, (n) => n.startsWith('Resumo da mentoria')),
  },
  {
    q: 'docs sobre plano de ação',
    reading: reading(about('Documentos', 'plano de ação'), ALL),
  },
];
