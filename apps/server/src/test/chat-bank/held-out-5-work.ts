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

// Fifth held-out set: the mentoring work: tasks by status in slang ('vencido', 'nem saíram do
// papel', 'o que falta fazer'), a finishing verb with and without a negation, the whole board,
// tasks done in a month; meetings (the newest, of a company, of a month, of 'este mês', which for
// meetings is the current one); a topic in the meetings or who said it; documents by name, some
// sharing a word with a figure; and, one word away, what the line cannot say (a negation it does
// not say, a ranking of what is listed, a threshold, a person where the company goes, actions).

export const HELD_OUT_5_WORK: BankEntry[] = [
  // Tasks.
  {
    q: 'o que ta vencido na padoca?',
    reading: reading('Tarefas atrasadas', PADARIA),
    facts: tasks(isOverdue, PADARIA),
  },
  {
    q: 'quais tarefas da faisca passaram do prazo?',
    reading: reading('Tarefas atrasadas', FAISCA),
    facts: tasks(isOverdue, FAISCA),
  },
  {
    q: 'tem tarefa atrasada em alguma empresa?',
    reading: reading('Tarefas atrasadas', ALL),
    facts: tasks(isOverdue),
  },
  {
    q: 'o que esta em aberto pra academia?',
    reading: reading('Tarefas abertas', ACADEMIA),
    facts: tasks(isOpen, ACADEMIA),
  },
  {
    q: 'o que falta a odonto fazer?',
    reading: reading('Tarefas abertas', SORRISO),
    facts: tasks(isOpen, SORRISO),
  },
  {
    q: 'o que a exato ta fazendo agora?',
    reading: reading('Tarefas em andamento', EXATO),
    facts: tasks(hasStatus('in-progress'), EXATO),
  },
  {
    q: 'tarefas que ainda nao comecaram no atelie',
    reading: reading('Tarefas não iniciadas', ATELIE),
    facts: tasks(hasStatus('not-started'), ATELIE),
  },
  {
    q: 'tarefas da exato que ainda nem sairam do papel',
    reading: reading('Tarefas não iniciadas', EXATO),
    facts: tasks(hasStatus('not-started'), EXATO),
  },
  {
    q: 'o que a agencia ja terminou?',
    reading: reading('Tarefas concluídas', FAISCA),
    facts: tasks(hasStatus('done'), FAISCA),
  },
  {
    q: 'o que foi finalizado em outubro?',
    reading: reading('Tarefas concluídas', ALL, 'out/2026'),
    facts: doneInMonth('2026-10'),
  },
  {
    // A finishing verb with a month: the tasks done then, not a report delivered.
    q: 'o que o atelie entregou em setembro?',
    reading: reading('Tarefas concluídas', ATELIE, 'set/2026'),
    facts: doneInMonthOf(ATELIE, '2026-09'),
  },
  {
    // Negated, the finishing verb asks for the open tasks.
    q: 'tarefas que a padoca ainda nao terminou',
    reading: reading('Tarefas abertas', PADARIA),
    facts: tasks(isOpen, PADARIA),
  },
  {
    q: 'mostra o quadro de tarefas da academia',
    reading: reading('Tarefas', ACADEMIA),
    facts: tasks(anyTask, ACADEMIA),
  },
  {
    // Every company's whole board is longer than one answer shows: only the reading is checked.
    q: 'todas as tarefas, de todas as empresas',
    reading: reading('Tarefas', ALL),
  },
  {
    q: 'o que esta em andamento em todas as empresas?',
    reading: reading('Tarefas em andamento', ALL),
    facts: tasks(hasStatus('in-progress')),
  },

  // Meetings.
  {
    q: 'qual foi a mentoria mais recente da padoca?',
    reading: reading('Última reunião', PADARIA),
    facts: newestMeeting(PADARIA),
  },
  {
    q: 'quando a faisca teve a ultima reuniao?',
    reading: reading('Última reunião', FAISCA),
    facts: newestMeeting(FAISCA),
  },
  {
    // 'Este mês' reads as the last closed month only for figures; meetings have this month's.
    q: 'quais mentorias rolaram este mes?',
    reading: reading('Reuniões', ALL, 'nov/2026'),
    facts: meetingTitles(undefined, '2026-11'),
  },
  {
    q: 'quais reunioes a exato teve em setembro?',
    reading: reading('Reuniões', EXATO, 'set/2026'),
    facts: meetingTitles(EXATO, '2026-09'),
  },
  {
    q: 'lista todas as reunioes da academia',
    reading: reading('Reuniões', ACADEMIA),
    facts: meetingTitles(ACADEMIA),
  },
  {
    q: 'teve mentoria com a sorriso em outubro?',
    reading: reading('Reuniões', SORRISO, 'out/2026'),
    facts: meetingTitles(SORRISO, '2026-10'),
  },

  // A topic in the meetings, or who said it.
  {
    q: 'em qual reuniao falaram de honorarios?',
    reading: reading(about('Reuniões', 'honorarios'), ALL),
    facts: meetingsAbout('honorarios'),
  },
  {
    q: 'o que foi dito sobre lista de espera na sorriso?',
    reading: reading(about('Reuniões', 'lista de espera'), SORRISO),
    facts: meetingsAbout('lista de espera', SORRISO),
  },
  {
    // A bare 'de' after 'reunião' gives the topic; 'do atelie' whose meeting.
    q: 'reuniao de trocas e devolucoes do atelie',
    reading: reading(about('Reuniões', 'trocas e devolucoes'), ATELIE),
    facts: meetingsAbout('trocas e devolucoes', ATELIE),
  },
  {
    q: 'quem falou em desconto progressivo?',
    reading: reading(about('Reuniões', 'desconto progressivo'), ALL),
    facts: speakersOf('desconto progressivo'),
  },
  {
    q: 'quem falou de catalogo corporativo na padaria?',
    reading: reading(about('Reuniões', 'catalogo corporativo'), PADARIA),
    facts: speakersOf('catalogo corporativo', PADARIA),
  },
  {
    q: 'teve alguma conversa sobre planejamento tributario?',
    reading: reading(about('Reuniões', 'planejamento tributario'), ALL),
    facts: meetingsAbout('planejamento tributario'),
  },
  {
    q: 'o que se discutiu sobre briefing com a faisca?',
    reading: reading(about('Reuniões', 'briefing'), FAISCA),
    facts: meetingsAbout('briefing', FAISCA),
  },
  {
    q: 'a reuniao de precificacao da agencia',
    reading: reading(about('Reuniões', 'precificacao'), FAISCA),
    facts: meetingsAbout('precificacao', FAISCA),
  },
  {
    q: 'o que foi conversado sobre o plano de manutencao na odonto?',
    reading: reading(about('Reuniões', 'plano de manutencao'), SORRISO),
    facts: meetingsAbout('plano de manutencao', SORRISO),
  },
  {
    q: 'quem sugeriu a enquete na academia?',
    reading: reading(about('Reuniões', 'enquete'), ACADEMIA),
    facts: speakersOf('enquete', ACADEMIA),
  },
  {
    q: 'em que reuniao apareceu o simples nacional?',
    reading: reading(about('Reuniões', 'simples nacional'), ALL),
    facts: meetingsAbout('simples nacional'),
  },

  // Documents.
  {
    q: 'quais arquivos a academia guardou no portal?',
    reading: reading('Documentos', ACADEMIA),
    facts: documents(ACADEMIA, (n) => ['Contrato social', 'Plano de ação 2026'].includes(n)),
  },
  {
    q: 'cadê a planilha dre do atelie?',
    reading: reading(about('Documentos', 'planilha dre'), ATELIE),
    facts: documents(ATELIE, (n) => n.startsWith('Planilha DRE')),
  },
  {
    q: 'preciso do calendário de conteúdo da sorriso',
    reading: reading(about('Documentos', 'calendário de conteúdo'), SORRISO),
    facts: documents(SORRISO, (n) => n === 'Calendário de conteúdo'),
  },
  {
    // 'Receita' inside a document's name: the document, not the figure.
    q: 'tem o grafico de receita da academia?',
    reading: reading(about('Documentos', 'grafico de receita'), ACADEMIA),
    facts: documents(ACADEMIA, (n) => n.startsWith('Gráfico de receita')),
  },
  {
    q: 'documentos sobre apresentacao institucional',
    reading: reading(about('Documentos', 'apresentacao institucional'), ALL),
    facts: names('Apresentação institucional'),
  },
  {
    q: 'onde ta o contrato social da faisca?',
    reading: reading(about('Documentos', 'contrato social'), FAISCA),
    facts: documents(FAISCA, (n) => n === 'Contrato social'),
  },

  // One word away: what the line cannot say is not read.
  // A negation the line does not say.
  { q: 'tarefas da padoca que nao tao atrasadas', reading: NOT_UNDERSTOOD },
  { q: 'reunioes que nao foram com a exato', reading: NOT_UNDERSTOOD },
  // A ranking of what is listed, not ranked.
  { q: 'qual empresa teve mais tarefas concluidas?', reading: NOT_UNDERSTOOD },
  { q: 'quem tem mais tarefa aberta, a padoca ou a sorriso?', reading: NOT_UNDERSTOOD },
  // A threshold.
  { q: 'tarefas atrasadas ha mais de 15 dias', reading: NOT_UNDERSTOOD },
  // A person where the company goes.
  { q: 'quais tarefas sao da juliana?', reading: NOT_UNDERSTOOD },
  // Actions the assistant cannot do.
  { q: 'marca como concluida a tarefa do CRM da faisca', reading: NOT_UNDERSTOOD },
  { q: 'exclui a tarefa de inventario da sorriso', reading: NOT_UNDERSTOOD },
];
