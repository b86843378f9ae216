import { latestMeeting, reportLink } from '../chat-world';
import type { BankEntry } from './bank-entry';
import {
  AC,
  AG,
  ALL,
  documentNames,
  e,
  EX,
  FL,
  HV,
  managerOf,
  meetingsAbout,
  meetingTitles,
  overdueTitles,
  peopleOf,
  PS,
  R,
  roleNames,
  SO,
  taskTitles,
} from './development-2-facts';

// Second development set: the portal's own rows. Companies (list, waiting, profile, manager,
// reports), people, tasks, meetings (newest, of a month, about a topic, who said it), documents.

export const COMPANY_ENTRIES: BankEntry[] = [
  e('quantas empresas temos na carteira?', R('Empresas')),
  e('lista as empresas', R('Empresas'), (w) => w.companies.map((c) => c.name)),
  e('quais negocios a gente acompanha hoje?', R('Empresas'), (w) => w.companies.map((c) => c.name)),
  e('tem alguem esperando aprovacao?', R('Aguardando aprovação'), () => [HV, 'Beatriz Nogueira']),
  e('cadastros pendentes', R('Aguardando aprovação'), () => [HV, 'Beatriz Nogueira']),
  e('o que temos sobre a Horta Viva?', R('Resumo da empresa', HV)),
  e('como anda a exato?', R('Resumo da empresa', EX)),
  e('resumo da faisca', R('Resumo da empresa', AG)),
  e('me da um panorama geral do atelie flor de lis', R('Resumo da empresa', FL)),
  e('situação da academia', R('Resumo da empresa', AC)),
  e('quem é o responsavel pela sorriso?', R('Responsável', SO), managerOf(SO)),
  e('quem toca a padoca', R('Responsável', PS), managerOf(PS)),
  e('dono da exato', R('Responsável', EX), managerOf(EX)),
  e('quem cuida da Agência Faísca Digital?', R('Responsável', AG), managerOf(AG)),
  e('lista os relatórios da sorriso', R('Relatórios', SO), (w) => [
    reportLink(w.report(SO, '2026-10')!),
  ]),
  e('quais meses a academia ja enviou relatorio', R('Relatórios', AC), (w) => [
    reportLink(w.report(AC, '2026-09')!),
  ]),
  e('historico de relatorios mensais da faisca', R('Relatórios', AG), (w) => [
    reportLink(w.report(AG, '2026-10')!),
  ]),
];

export const PEOPLE_ENTRIES: BankEntry[] = [
  e('quem são os admins?', R('Admins'), roleNames('admin')),
  e('quem faz parte do conselho', R('Conselheiros'), roleNames('council')),
  e('pessoas da padaria', R('Pessoas', PS), peopleOf(PS)),
  e('quem trabalha na flor de lis', R('Pessoas', FL), peopleOf(FL)),
  e('lista todos os usuarios', R('Usuários')),
  e('quantas pessoas tem cadastradas no portal', R('Pessoas')),
  e('quem e conselheiro aqui?', R('Conselheiros'), roleNames('council')),
];

export const TASK_ENTRIES: BankEntry[] = [
  e('o que ta atrasado na exato', R('Tarefas atrasadas', EX), overdueTitles(EX)),
  e('tarefas em atraso de todas', R('Tarefas atrasadas', ALL), overdueTitles(null)),
  e(
    'o que a sorriso ja concluiu',
    R('Tarefas concluídas', SO),
    taskTitles(SO, (t) => t.status === 'done'),
  ),
  e(
    'tarefas em andamento da academia',
    R('Tarefas em andamento', AC),
    taskTitles(AC, (t) => t.status === 'in-progress'),
  ),
  e(
    'quais tarefas nem começaram na faisca',
    R('Tarefas não iniciadas', AG),
    taskTitles(AG, (t) => t.status === 'not-started'),
  ),
  e(
    'pendencias abertas do atelie',
    R('Tarefas abertas', FL),
    taskTitles(FL, (t) => t.status !== 'done'),
  ),
  e(
    'me manda o quadro de tarefas da padoca',
    R('Tarefas', PS),
    taskTitles(PS, () => true),
  ),
  e('quantas tarefas abertas no total?', R('Tarefas abertas', ALL)),
  e('tarefas concluidas em outubro', R('Tarefas concluídas', ALL, 'out/2026')),
  e(
    'Por favor, liste as tarefas que estão em execução na Exato Contabilidade.',
    R('Tarefas em andamento', EX),
    taskTitles(EX, (t) => t.status === 'in-progress'),
  ),
  e(
    'qual tarefa da sorriso ta pendente',
    R('Tarefas abertas', SO),
    taskTitles(SO, (t) => t.status !== 'done'),
  ),
  e('tarefas atrasadas faisca', R('Tarefas atrasadas', AG), overdueTitles(AG)),
];

export const MEETING_ENTRIES: BankEntry[] = [
  e('ultima reuniao da exato', R('Última reunião', EX), (w) => [
    latestMeeting(w, w.company(EX).id).title,
  ]),
  e('quando foi o ultimo encontro com a sorriso', R('Última reunião', SO), (w) => [
    latestMeeting(w, w.company(SO).id).title,
  ]),
  e('reunioes da flor de lis', R('Reuniões', FL), meetingTitles(FL)),
  e(
    'quais mentorias rolaram em outubro',
    R('Reuniões', ALL, 'out/2026'),
    meetingTitles(null, '2026-10'),
  ),
  e(
    'reunioes de setembro da academia',
    R('Reuniões', AC, 'set/2026'),
    meetingTitles(AC, '2026-09'),
  ),
  e('me lista as reuniões da padaria', R('Reuniões', PS), meetingTitles(PS)),
  e(
    'teve alguma reuniao sobre black friday?',
    R('Reuniões sobre "black friday"', ALL),
    meetingsAbout(null, 'black friday'),
  ),
  e(
    'o que falaram de delivery na padaria',
    R('Reuniões sobre "delivery"', PS),
    meetingsAbout(PS, 'delivery'),
  ),
  e(
    'quem falou em parcelamento?',
    R('Reuniões sobre "parcelamento"', ALL),
    meetingsAbout(null, 'parcelamento'),
  ),
  e(
    'em qual reuniao discutiram reajuste de honorarios',
    R('Reuniões sobre "reajuste de honorarios"', ALL),
    meetingsAbout(null, 'reajuste de honorarios'),
  ),
  e(
    'alguem comentou sobre a lista de espera?',
    R('Reuniões sobre "lista de espera"', ALL),
    meetingsAbout(null, 'lista de espera'),
  ),
  e(
    'reunioes da academia sobre cancelamento',
    R('Reuniões sobre "cancelamento"', AC),
    meetingsAbout(AC, 'cancelamento'),
  ),
  e('onde se falou de CRM', R('Reuniões sobre "crm"', ALL), meetingsAbout(null, 'crm')),
  e(
    'quem mencionou o combo de fim de tarde?',
    R('Reuniões sobre "combo de fim de tarde"', ALL),
    meetingsAbout(null, 'combo de fim de tarde'),
  ),
  e(
    'a faisca discutiu briefing em alguma mentoria?',
    R('Reuniões sobre "briefing"', AG),
    meetingsAbout(AG, 'briefing'),
  ),
];

export const DOCUMENT_ENTRIES: BankEntry[] = [
  e('documentos da exato', R('Documentos', EX), documentNames(EX)),
  e(
    'me manda o contrato social da sorriso',
    R('Documentos sobre "contrato social"', SO),
    documentNames(SO, 'contrato social'),
  ),
  e(
    'cade a planilha dre da faisca',
    R('Documentos sobre "planilha dre"', AG),
    documentNames(AG, 'planilha dre'),
  ),
  e('arquivos da padoca', R('Documentos', PS), documentNames(PS)),
  e(
    'tem apresentacao institucional de alguma empresa?',
    R('Documentos sobre "apresentacao institucional"', ALL),
    documentNames(null, 'apresentação institucional'),
  ),
  e(
    'onde esta o calendario de conteudo do atelie',
    R('Documentos sobre "calendario de conteudo"', FL),
    documentNames(FL, 'calendário de conteúdo'),
  ),
  e('quais documentos a academia tem na biblioteca?', R('Documentos', AC), documentNames(AC)),
];
