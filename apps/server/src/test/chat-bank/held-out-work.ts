import { latestMeeting, meetingLink } from '../chat-world';
import type { BankEntry } from './bank-entry';
import {
  documents,
  doneIn,
  folderOf,
  isOpen,
  isOverdue,
  meetingTitles,
  meetingsAbout,
  speakersOf,
  tasks,
} from './held-out-facts';
import { PS, SP, FL, EX, MV, FD } from './held-out-common';

// Held-out: the companies' boards (overdue, done, in progress, not started, open), meetings (the
// newest, a month's, those about a topic, who said something) and document libraries. Tasks carry
// no due date: an open task older than 30 days is overdue (isTaskOverdue).

export const HELD_OUT_WORK: BankEntry[] = [
  {
    q: 'tarefas atrasadas da faisca',
    reading: 'Entendi: Tarefas atrasadas · Agência Faísca Digital',
    facts: (w) => tasks(w, isOverdue(w), FD),
  },
  {
    // None: the answer says so.
    q: 'a sorriso tem alguma tarefa atrasada?',
    reading: 'Entendi: Tarefas atrasadas · Sorriso Pleno Odontologia',
  },
  {
    q: 'o que ta atrasado na academia?',
    reading: 'Entendi: Tarefas atrasadas · Academia Movimento Vivo',
    facts: (w) => tasks(w, isOverdue(w), MV),
  },
  {
    q: 'tarefas em atraso de todas as empresas',
    reading: 'Entendi: Tarefas atrasadas · todas as empresas',
    facts: (w) => tasks(w, isOverdue(w)),
  },
  {
    q: 'o que a exato ja concluiu?',
    reading: 'Entendi: Tarefas concluídas · Exato Contabilidade',
    facts: (w) => tasks(w, (t) => t.status === 'done', EX),
  },
  {
    q: 'tarefas concluidas da padoca em outubro',
    reading: 'Entendi: Tarefas concluídas · Padaria Pão da Serra · out/2026',
    facts: (w) => tasks(w, doneIn('2026-10'), PS),
  },
  {
    q: 'o que esta em andamento no ateliê?',
    reading: 'Entendi: Tarefas em andamento · Ateliê Flor de Lis',
    facts: (w) => tasks(w, (t) => t.status === 'in-progress', FL),
  },
  {
    q: 'tarefas nao iniciadas da exato',
    reading: 'Entendi: Tarefas não iniciadas · Exato Contabilidade',
    facts: (w) => tasks(w, (t) => t.status === 'not-started', EX),
  },
  {
    q: 'quais tarefas em aberto a sorriso tem?',
    reading: 'Entendi: Tarefas abertas · Sorriso Pleno Odontologia',
    facts: (w) => tasks(w, isOpen, SP),
  },
  {
    q: 'tarefas da faisca',
    reading: 'Entendi: Tarefas · Agência Faísca Digital',
    facts: (w) => tasks(w, () => true, FD),
  },
  {
    q: 'o que ainda falta fazer na padoca?',
    reading: 'Entendi: Tarefas abertas · Padaria Pão da Serra',
    facts: (w) => tasks(w, isOpen, PS),
  },
  {
    q: 'quais tarefas da academia ainda nem começaram?',
    reading: 'Entendi: Tarefas não iniciadas · Academia Movimento Vivo',
    facts: (w) => tasks(w, (t) => t.status === 'not-started', MV),
  },
  {
    q: 'tarefas em andamento na Exatto',
    reading: 'Entendi: Tarefas em andamento · Exato Contabilidade',
    facts: (w) => tasks(w, (t) => t.status === 'in-progress', EX),
  },
  {
    q: 'quadro de tarefas da flor de lis',
    reading: 'Entendi: Tarefas · Ateliê Flor de Lis',
    facts: (w) => tasks(w, () => true, FL),
  },
  {
    after: 'tarefas atrasadas da faisca',
    q: 'e na flor de lis?',
    reading: 'Entendi: Tarefas atrasadas · Ateliê Flor de Lis',
    facts: (w) => tasks(w, isOverdue(w), FL),
  },
  {
    after: 'o que a exato ja concluiu?',
    q: 'mesma coisa pra padoca',
    reading: 'Entendi: Tarefas concluídas · Padaria Pão da Serra',
    facts: (w) => tasks(w, (t) => t.status === 'done', PS),
  },
  {
    q: 'qual foi a ultima reuniao da exato?',
    reading: 'Entendi: Última reunião · Exato Contabilidade',
    facts: (w) => {
      const m = latestMeeting(w, w.company(EX).id);
      return [m.title, meetingLink(m)];
    },
  },
  {
    q: 'quando foi a ultima mentoria com a padoca?',
    reading: 'Entendi: Última reunião · Padaria Pão da Serra',
    facts: (w) => [latestMeeting(w, w.company(PS).id).title],
  },
  {
    q: 'ultima reuniao com a academia',
    reading: 'Entendi: Última reunião · Academia Movimento Vivo',
    facts: (w) => [latestMeeting(w, w.company(MV).id).title],
  },
  {
    after: 'qual foi a ultima reuniao da exato?',
    q: 'e da sorriso?',
    reading: 'Entendi: Última reunião · Sorriso Pleno Odontologia',
    facts: (w) => [latestMeeting(w, w.company(SP).id).title],
  },
  {
    q: 'reunioes da sorriso',
    reading: 'Entendi: Reuniões · Sorriso Pleno Odontologia',
    facts: (w) => meetingTitles(w, SP),
  },
  {
    q: 'quais reuniões o ateliê teve em outubro?',
    reading: 'Entendi: Reuniões · Ateliê Flor de Lis · out/2026',
    facts: (w) => meetingTitles(w, FL, '2026-10'),
  },
  {
    q: 'reunioes de setembro da faisca',
    reading: 'Entendi: Reuniões · Agência Faísca Digital · set/2026',
    facts: (w) => meetingTitles(w, FD, '2026-09'),
  },
  {
    q: 'teve reunião sobre precificação na padaria?',
    reading: 'Entendi: Reuniões sobre "precificação" · Padaria Pão da Serra',
    facts: (w) => meetingsAbout(w, PS, 'precificação'),
  },
  {
    q: 'alguma reunião da padoca falou de desperdício?',
    reading: 'Entendi: Reuniões sobre "desperdício" · Padaria Pão da Serra',
    facts: (w) => meetingsAbout(w, PS, 'desperdício'),
  },
  {
    q: 'quem falou em whatsapp nas reuniões da Sorriso?',
    reading: 'Entendi: Reuniões sobre "whatsapp" · Sorriso Pleno Odontologia',
    facts: (w) => [...meetingsAbout(w, SP, 'whatsapp'), ...speakersOf(w, SP, 'whatsapp')],
  },
  {
    q: 'a exato discutiu reajuste de honorários em alguma reunião?',
    reading: 'Entendi: Reuniões sobre "reajuste de honorários" · Exato Contabilidade',
    facts: (w) => meetingsAbout(w, EX, 'reajuste de honorários'),
  },
  {
    q: 'reunião sobre retrabalho na faísca',
    reading: 'Entendi: Reuniões sobre "retrabalho" · Agência Faísca Digital',
    facts: (w) => meetingsAbout(w, FD, 'retrabalho'),
  },
  {
    q: 'quem comentou sobre lista de espera nas reuniões do ateliê?',
    reading: 'Entendi: Reuniões sobre "lista de espera" · Ateliê Flor de Lis',
    facts: (w) => [
      ...meetingsAbout(w, FL, 'lista de espera'),
      ...speakersOf(w, FL, 'lista de espera'),
    ],
  },
  {
    q: 'teve alguma reunião sobre plano anual na academia?',
    reading: 'Entendi: Reuniões sobre "plano anual" · Academia Movimento Vivo',
    facts: (w) => meetingsAbout(w, MV, 'plano anual'),
  },
  {
    q: 'quem falou do forno nas reuniões da padaria?',
    reading: 'Entendi: Reuniões sobre "forno" · Padaria Pão da Serra',
    facts: (w) => [...meetingsAbout(w, PS, 'forno'), ...speakersOf(w, PS, 'forno')],
  },
  {
    q: 'quais documentos a exato tem?',
    reading: 'Entendi: Documentos · Exato Contabilidade',
    facts: (w) => documents(w, EX).filter((d) => ['Contrato social', 'Fluxo de caixa'].includes(d)),
  },
  {
    q: 'docs da padoca',
    reading: 'Entendi: Documentos · Padaria Pão da Serra',
    facts: (w) => documents(w, PS).filter((d) => d.startsWith('Plano de ação')),
  },
  {
    after: 'docs da padoca',
    q: 'e os da sorriso?',
    reading: 'Entendi: Documentos · Sorriso Pleno Odontologia',
    facts: (w) => documents(w, SP).filter((d) => d.startsWith('Plano de ação')),
  },
  {
    q: 'onde está o contrato social da faísca?',
    reading: 'Entendi: Documentos sobre "contrato social" · Agência Faísca Digital',
    facts: (w) => documents(w, FD, 'contrato social'),
  },
  {
    q: 'tem algum documento sobre fluxo de caixa na padaria?',
    reading: 'Entendi: Documentos sobre "fluxo de caixa" · Padaria Pão da Serra',
    facts: (w) => [...documents(w, PS, 'fluxo de caixa'), folderOf(w, PS, 'Fluxo de caixa')],
  },
  {
    q: 'em que pasta fica a apresentação institucional da exato?',
    reading: 'Entendi: Documentos sobre "apresentação institucional" · Exato Contabilidade',
    facts: (w) => [
      ...documents(w, EX, 'apresentação institucional'),
      folderOf(w, EX, 'Apresentação institucional'),
    ],
  },
  {
    q: 'cadê o resumo da mentoria da academia?',
    reading: 'Entendi: Documentos sobre "resumo da mentoria" · Academia Movimento Vivo',
    facts: (w) => [
      ...documents(w, MV, 'resumo da mentoria'),
      folderOf(w, MV, 'Resumo da mentoria.pdf'),
    ],
  },
  {
    q: 'o ateliê tem algum documento sobre calendário de conteúdo?',
    reading: 'Entendi: Documentos sobre "calendário de conteúdo" · Ateliê Flor de Lis',
    facts: (w) => documents(w, FL, 'calendário de conteúdo'),
  },
];
