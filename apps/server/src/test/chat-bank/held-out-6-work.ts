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
import { NOT_UNDERSTOOD, about } from './held-out-common';

// Sixth held-out set: the mentoring work: tasks by status in slang ('estourado de prazo', 'na
// fila, sem começar', 'tocando agora'), a finishing verb with and without a negation, a month of
// work done, the whole board, status follow-ups; meetings (the newest, of a company, of a month);
// a topic in the meetings or who said it, some sharing a word with a figure; documents by name,
// one with 'DRE' in it; and, one word away, what the line cannot say (a negation it does not
// say, a company left out, a ranking of what is listed, a threshold, a person, actions).

export const HELD_OUT_6_WORK: BankEntry[] = [
  // Tasks.
  {
    q: 'o que ta estourado de prazo na academia?',
    reading: reading('Tarefas atrasadas', ACADEMIA),
    facts: tasks(isOverdue, ACADEMIA),
  },
  {
    q: 'a clinica tem algo vencido?',
    reading: reading('Tarefas atrasadas', SORRISO),
    facts: tasks(isOverdue, SORRISO),
  },
  {
    q: 'pendencias em atraso no geral',
    reading: reading('Tarefas atrasadas', ALL),
    facts: tasks(isOverdue),
  },
  {
    q: 'o que a faisca tem em aberto?',
    reading: reading('Tarefas abertas', FAISCA),
    facts: tasks(isOpen, FAISCA),
  },
  {
    q: 'o que ainda ta pendente na exato?',
    reading: reading('Tarefas abertas', EXATO),
    facts: tasks(isOpen, EXATO),
  },
  {
    // Negated, the finishing verb asks for the open tasks.
    q: 'o que o atelie nao terminou ainda?',
    reading: reading('Tarefas abertas', ATELIE),
    facts: tasks(isOpen, ATELIE),
  },
  {
    q: 'quais tarefas o atelie esta tocando agora?',
    reading: reading('Tarefas em andamento', ATELIE),
    facts: tasks(hasStatus('in-progress'), ATELIE),
  },
  {
    q: 'o que esta sendo feito na padaria?',
    reading: reading('Tarefas em andamento', PADARIA),
    facts: tasks(hasStatus('in-progress'), PADARIA),
  },
  {
    q: 'quais tarefas estao sendo executadas agora?',
    reading: reading('Tarefas em andamento', ALL),
    facts: tasks(hasStatus('in-progress')),
  },
  {
    // 'Parado' is a task not started.
    q: 'tarefas paradas da sorriso',
    reading: reading('Tarefas não iniciadas', SORRISO),
    facts: tasks(hasStatus('not-started'), SORRISO),
  },
  {
    q: 'quais tarefas da academia estao na fila, sem comecar?',
    reading: reading('Tarefas não iniciadas', ACADEMIA),
    facts: tasks(hasStatus('not-started'), ACADEMIA),
  },
  {
    // A task not started is one of the negations the line says.
    q: 'tarefas da faisca que nao foram iniciadas ainda',
    reading: reading('Tarefas não iniciadas', FAISCA),
    facts: tasks(hasStatus('not-started'), FAISCA),
  },
  {
    q: 'tarefas que a padoca ja fechou',
    reading: reading('Tarefas concluídas', PADARIA),
    facts: tasks(hasStatus('done'), PADARIA),
  },
  {
    q: 'o que a clinica concluiu em setembro?',
    reading: reading('Tarefas concluídas', SORRISO, 'set/2026'),
    facts: doneInMonthOf(SORRISO, '2026-09'),
  },
  {
    // A finishing verb with a month: the tasks done then, not a report delivered.
    q: 'o que foi entregue em setembro no geral?',
    reading: reading('Tarefas concluídas', ALL, 'set/2026'),
    facts: doneInMonth('2026-09'),
  },
  {
    q: 'quadro inteiro da exato',
    reading: reading('Tarefas', EXATO),
    facts: tasks(anyTask, EXATO),
  },
  {
    q: 'todas as tarefas da clinica, qualquer status',
    reading: reading('Tarefas', SORRISO),
    facts: tasks(anyTask, SORRISO),
  },
  // A status said alone after a company's tasks: the same company.
  {
    after: 'quadro inteiro da exato',
    q: 'e quais estao atrasadas?',
    reading: reading('Tarefas atrasadas', EXATO),
    facts: tasks(isOverdue, EXATO),
  },
  {
    after: 'o que a faisca tem em aberto?',
    q: 'e na clinica?',
    reading: reading('Tarefas abertas', SORRISO),
    facts: tasks(isOpen, SORRISO),
  },
  {
    after: 'o que ta estourado de prazo na academia?',
    q: 'e o que ja foi feito?',
    reading: reading('Tarefas concluídas', ACADEMIA),
    facts: tasks(hasStatus('done'), ACADEMIA),
  },

  // Meetings.
  {
    q: 'quando foi o ultimo encontro de mentoria do atelie?',
    reading: reading('Última reunião', ATELIE),
    facts: newestMeeting(ATELIE),
  },
  {
    q: 'qual foi a reuniao mais recente com a clinica?',
    reading: reading('Última reunião', SORRISO),
    facts: newestMeeting(SORRISO),
  },
  {
    q: 'reunioes da agencia faisca',
    reading: reading('Reuniões', FAISCA),
    facts: meetingTitles(FAISCA),
  },
  {
    after: 'reunioes da agencia faisca',
    q: 'e qual delas foi a mais nova?',
    reading: reading('Última reunião', FAISCA),
    facts: newestMeeting(FAISCA),
  },
  {
    q: 'quais foram os encontros da exato?',
    reading: reading('Reuniões', EXATO),
    facts: meetingTitles(EXATO),
  },
  {
    q: 'mentorias de setembro',
    reading: reading('Reuniões', ALL, 'set/2026'),
    facts: meetingTitles(undefined, '2026-09'),
  },
  {
    // The current month, for meetings, is read as named: it has meetings already.
    q: 'a padoca teve alguma reuniao em novembro?',
    reading: reading('Reuniões', PADARIA, 'nov/2026'),
    facts: meetingTitles(PADARIA, '2026-11'),
  },
  {
    q: 'quais mentorias teve em outubro na academia',
    reading: reading('Reuniões', ACADEMIA, 'out/2026'),
    facts: meetingTitles(ACADEMIA, '2026-10'),
  },

  // A topic in the meetings, or who said it.
  {
    q: 'teve papo sobre ficha tecnica em alguma mentoria?',
    reading: reading(about('Reuniões', 'ficha tecnica'), ALL),
    facts: meetingsAbout('ficha tecnica'),
  },
  {
    q: 'o que foi falado sobre boleto na academia?',
    reading: reading(about('Reuniões', 'boleto'), ACADEMIA),
    facts: meetingsAbout('boleto', ACADEMIA),
  },
  {
    q: 'quem mencionou a maquininha?',
    reading: reading(about('Reuniões', 'maquininha'), ALL),
    facts: speakersOf('maquininha'),
  },
  {
    q: 'quem trouxe a ideia do provador virtual?',
    reading: reading(about('Reuniões', 'provador virtual'), ALL),
    facts: speakersOf('provador virtual'),
  },
  {
    q: 'quem sugeriu a degustacao na padoca?',
    reading: reading(about('Reuniões', 'degustacao'), PADARIA),
    facts: speakersOf('degustacao', PADARIA),
  },
  {
    // A bare 'de' gives the topic; a company ending it, whose meeting.
    q: 'a reuniao de captacao de clientes da exato',
    reading: reading(about('Reuniões', 'captacao de clientes'), EXATO),
    facts: meetingsAbout('captacao de clientes', EXATO),
  },
  {
    q: 'mentoria de funil de vendas da faisca',
    reading: reading(about('Reuniões', 'funil de vendas'), FAISCA),
    facts: meetingsAbout('funil de vendas', FAISCA),
  },
  {
    q: 'reuniao sobre aulas coletivas',
    reading: reading(about('Reuniões', 'aulas coletivas'), ALL),
    facts: meetingsAbout('aulas coletivas'),
  },
  {
    q: 'o que se falou de notas fiscais com a exato?',
    reading: reading(about('Reuniões', 'notas fiscais'), EXATO),
    facts: meetingsAbout('notas fiscais', EXATO),
  },
  {
    q: 'o que conversaram sobre os vestidos de linho?',
    reading: reading(about('Reuniões', 'vestidos de linho'), ALL),
    facts: meetingsAbout('vestidos de linho'),
  },
  {
    // 'Custo' inside a topic of what was said: the meetings, not the figure.
    q: 'quem falou do custo da hora na agencia?',
    reading: reading(about('Reuniões', 'custo da hora'), FAISCA),
    facts: speakersOf('custo da hora', FAISCA),
  },
  {
    q: 'quem comentou das pecas paradas no atelie?',
    reading: reading(about('Reuniões', 'pecas paradas'), ATELIE),
    facts: speakersOf('pecas paradas', ATELIE),
  },
  {
    q: 'inflacao foi assunto em alguma mentoria?',
    reading: reading(about('Reuniões', 'inflacao'), ALL),
    facts: meetingsAbout('inflacao'),
  },

  // Documents.
  {
    q: 'me passa a apresentacao institucional da academia',
    reading: reading(about('Documentos', 'apresentacao institucional'), ACADEMIA),
    facts: documents(ACADEMIA, (n) => n === 'Apresentação institucional'),
  },
  {
    // 'DRE' inside a document's name: the document, not the report.
    q: 'a planilha DRE 2026 da sorriso ta onde?',
    reading: reading(about('Documentos', 'planilha dre 2026'), SORRISO),
    facts: documents(SORRISO, (n) => n === 'Planilha DRE 2026'),
  },
  {
    q: 'cadê as fotos e materiais da clinica?',
    reading: reading(about('Documentos', 'fotos e materiais'), SORRISO),
    facts: documents(SORRISO, (n) => n === 'Fotos e materiais'),
  },
  {
    q: 'acha o plano de acao 2026 da faisca pra mim',
    reading: reading(about('Documentos', 'plano de acao 2026'), FAISCA),
    facts: documents(FAISCA, (n) => n === 'Plano de ação 2026'),
  },
  {
    // One company's documents: one of its names is enough to show it is the right list.
    q: 'arquivos da agencia',
    reading: reading('Documentos', FAISCA),
    facts: documents(FAISCA, (n) => n === 'Contrato social'),
  },
  {
    after: 'arquivos da agencia',
    q: 'e os da clinica?',
    reading: reading('Documentos', SORRISO),
    facts: documents(SORRISO, (n) => n === 'Contrato social'),
  },

  // One word away: what the line cannot say is not read.
  // A negation the line does not say, and a company left out.
  { q: 'tarefas que nao estao em andamento na exato', reading: NOT_UNDERSTOOD },
  { q: 'reunioes em que nao se falou de preco', reading: NOT_UNDERSTOOD },
  { q: 'reunioes sem a sorriso em outubro', reading: NOT_UNDERSTOOD },
  // A ranking of what is listed, not ranked, and a threshold.
  { q: 'qual empresa tem mais documentos?', reading: NOT_UNDERSTOOD },
  { q: 'tarefas criadas ha mais de um mes', reading: NOT_UNDERSTOOD },
  // A person where the company goes.
  { q: 'o que o gabriel tem pra fazer?', reading: NOT_UNDERSTOOD },
  // Actions the assistant cannot do.
  { q: 'adiciona no quadro da exato: revisar contratos', reading: NOT_UNDERSTOOD },
  { q: 'muda pra concluida a tarefa do briefing da faisca', reading: NOT_UNDERSTOOD },
  { q: 'marca reuniao com o atelie semana que vem', reading: NOT_UNDERSTOOD },
  { q: 'apaga a ata da ultima mentoria da exato', reading: NOT_UNDERSTOOD },
];
