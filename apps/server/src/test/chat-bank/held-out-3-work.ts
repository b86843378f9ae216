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
import { about } from './held-out-common';

// Third held-out set: the mentoring work: tasks by status or the whole board, meetings (newest,
// of a company or a month), a topic in the meetings or who said it, and documents, by name or
// by words of their name (words that also name a figure or a meeting included).

export const HELD_OUT_3_WORK: BankEntry[] = [
  // Tasks.
  {
    q: 'tem alguma tarefa vencida?',
    reading: reading('Tarefas atrasadas', ALL),
    facts: tasks(isOverdue),
  },
  {
    q: 'pendencias atrasadas da exato',
    reading: reading('Tarefas atrasadas', EXATO),
    facts: tasks(isOverdue, EXATO),
  },
  {
    q: 'o que ta atrasado?',
    reading: reading('Tarefas atrasadas', ALL),
    facts: tasks(isOverdue),
  },
  {
    q: 'tarefas em aberto de todo mundo',
    reading: reading('Tarefas abertas', ALL),
    facts: tasks(isOpen),
  },
  {
    q: 'me mostra o quadro da padaria',
    reading: reading('Tarefas', PADARIA),
    facts: tasks(anyTask, PADARIA),
  },
  {
    q: 'todas as tarefas da sorriso',
    reading: reading('Tarefas', SORRISO),
    facts: tasks(anyTask, SORRISO),
  },
  {
    q: 'tarefas que a academia terminou',
    reading: reading('Tarefas concluídas', ACADEMIA),
    facts: tasks(hasStatus('done'), ACADEMIA),
  },
  {
    q: 'o que foi concluido em outubro?',
    reading: reading('Tarefas concluídas', ALL, 'out/2026'),
    facts: doneInMonth('2026-10'),
  },
  {
    q: 'tarefas pendentes da faisca',
    reading: reading('Tarefas abertas', FAISCA),
    facts: tasks(isOpen, FAISCA),
  },
  {
    q: 'o que a sorriso ainda nao comecou?',
    reading: reading('Tarefas não iniciadas', SORRISO),
    facts: tasks(hasStatus('not-started'), SORRISO),
  },
  {
    q: 'tarefas em execucao no atelie',
    reading: reading('Tarefas em andamento', ATELIE),
    facts: tasks(hasStatus('in-progress'), ATELIE),
  },
  {
    q: 'o que a exato tem pra fazer ainda?',
    reading: reading('Tarefas abertas', EXATO),
    facts: tasks(isOpen, EXATO),
  },

  // Meetings.
  {
    q: 'qdo foi a ultima reuniao do atelie?',
    reading: reading('Última reunião', ATELIE),
    facts: newestMeeting(ATELIE),
  },
  {
    q: 'mentoria mais recente da faisca',
    reading: reading('Última reunião', FAISCA),
    facts: newestMeeting(FAISCA),
  },
  {
    q: 'reunioes de outubro da padaria',
    reading: reading('Reuniões', PADARIA, 'out/2026'),
    facts: meetingTitles(PADARIA, '2026-10'),
  },
  {
    q: 'lista as reuniões da exato',
    reading: reading('Reuniões', EXATO),
    facts: meetingTitles(EXATO),
  },
  {
    q: 'teve reuniao em novembro?',
    reading: reading('Reuniões', ALL, 'nov/2026'),
    facts: meetingTitles(undefined, '2026-11'),
  },
  {
    q: 'que reuniões tivemos em setembro?',
    reading: reading('Reuniões', ALL, 'set/2026'),
    facts: meetingTitles(undefined, '2026-09'),
  },

  // A topic in the meetings, or who said it.
  {
    q: 'teve alguma reuniao sobre o programa de indicação?',
    reading: reading(about('Reuniões', 'programa de indicação'), ALL),
    facts: meetingsAbout('programa de indicação'),
  },
  {
    q: 'quem falou de implante na sorriso?',
    reading: reading(about('Reuniões', 'implante'), SORRISO),
    facts: speakersOf('implante', SORRISO),
  },
  {
    q: 'o que foi dito sobre o briefing na faisca',
    reading: reading(about('Reuniões', 'briefing'), FAISCA),
    facts: meetingsAbout('briefing', FAISCA),
  },
  {
    q: 'teve conversa sobre imposto de renda com a exato?',
    reading: reading(about('Reuniões', 'imposto de renda'), EXATO),
    facts: meetingsAbout('imposto de renda', EXATO),
  },
  {
    q: 'reuniões que falaram de desconto progressivo',
    reading: reading(about('Reuniões', 'desconto progressivo'), ALL),
    facts: meetingsAbout('desconto progressivo'),
  },
  {
    q: 'quem mencionou a catraca na academia?',
    reading: reading(about('Reuniões', 'catraca'), ACADEMIA),
    facts: speakersOf('catraca', ACADEMIA),
  },
  {
    q: 'em qual mentoria falaram de fermentacao natural',
    reading: reading(about('Reuniões', 'fermentacao natural'), ALL),
    facts: meetingsAbout('fermentacao natural'),
  },
  {
    q: 'alguém falou em plano recorrente?',
    reading: reading(about('Reuniões', 'plano recorrente'), ALL),
    facts: meetingsAbout('plano recorrente'),
  },
  {
    // A bare 'de' after 'reunião' gives its topic; 'da faisca' whose meeting.
    q: 'me mostra a reuniao de precificacao da faisca',
    reading: reading(about('Reuniões', 'precificacao'), FAISCA),
    facts: meetingsAbout('precificacao', FAISCA),
  },
  {
    q: 'onde falaram da tabela de medidas?',
    reading: reading(about('Reuniões', 'tabela de medidas'), ALL),
    facts: meetingsAbout('tabela de medidas'),
  },
  {
    q: 'quem sugeriu o bazar no atelie?',
    reading: reading(about('Reuniões', 'bazar'), ATELIE),
    facts: speakersOf('bazar', ATELIE),
  },
  {
    q: 'teve reunião sobre coleção de verão?',
    reading: reading(about('Reuniões', 'coleção de verão'), ALL),
    facts: meetingsAbout('coleção de verão'),
  },

  // Documents.
  {
    q: 'que arquivos a academia tem no portal?',
    reading: reading('Documentos', ACADEMIA),
    facts: documents(ACADEMIA, (n) => ['Contrato social', 'Fluxo de caixa'].includes(n)),
  },
  {
    q: 'pasta de documentos do atelie',
    reading: reading('Documentos', ATELIE),
    facts: documents(ATELIE, (n) => n === 'Contrato social'),
  },
  {
    // 'Última mentoria' names a document here, not the newest meeting.
    q: 'cadê a ata da ultima mentoria da padaria',
    reading: reading(about('Documentos', 'ata da ultima mentoria'), PADARIA),
    facts: documents(PADARIA, (n) => n === 'Ata da última mentoria'),
  },
  {
    q: 'onde acho o plano de ação da exato?',
    reading: reading(about('Documentos', 'plano de ação'), EXATO),
    facts: documents(EXATO, (n) => n.startsWith('Plano de ação')),
  },
  {
    // 'Receita' names a document here, not a figure.
    q: 'cadê o gráfico de receita da sorriso nos documentos?',
    reading: reading(about('Documentos', 'gráfico de receita'), SORRISO),
    facts: documents(SORRISO, (n) => n.startsWith('Gráfico de receita')),
  },
  {
    // A figure the reports do not hold, asked as a document: a document search.
    q: 'abre a planilha de fluxo de caixa da faisca',
    reading: reading(about('Documentos', 'planilha de fluxo de caixa'), FAISCA),
  },
  {
    q: 'documentos sobre contrato social',
    reading: reading(about('Documentos', 'contrato social'), ALL),
  },
];
