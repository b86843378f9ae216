import { WAITING_COMPANY } from '../../seed/demo-data';
import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  EXATO,
  FAISCA,
  FLOR,
  HORTA,
  PADARIA,
  SORRISO,
  doneIn,
  documentsOf,
  lastMeetingOf,
  managerOf,
  meetingsAbout,
  meetingsIn,
  meetingsOf,
  newestMeeting,
  overdueOf,
  peopleOf,
  read,
  roleOf,
  tasksOf,
} from './development-3-facts';
import { companyLink } from './facts';

// Boards, meetings, the library, people and the portal itself, asked tersely or at length, with
// and without accents, the company named loosely or not at all.

const about = (topic: string) => `Reuniões sobre "${topic}"`;
const docsAbout = (topic: string) => `Documentos sobre "${topic}"`;

export const WORK_7: BankEntry[] = [
  // Tasks.
  ...phrasings(
    read('Tarefas atrasadas', ALL),
    overdueOf(),
    'tarefas em atraso',
    'tem algo vencido no quadro?',
  ),
  ...phrasings(read('Tarefas atrasadas', FAISCA), overdueOf(FAISCA), 'o que ta atrasado na faisca'),
  ...phrasings(
    read('Tarefas concluídas', EXATO),
    tasksOf(EXATO, 'done'),
    'o que a exato ja concluiu no quadro?',
  ),
  ...phrasings(
    read('Tarefas em andamento', FLOR),
    tasksOf(FLOR, 'doing'),
    'tarefas em andamento no atelie',
  ),
  ...phrasings(
    read('Tarefas não iniciadas', ACADEMIA),
    tasksOf(ACADEMIA, 'todo'),
    'o que a academia ainda nao comecou?',
  ),
  ...phrasings(read('Tarefas', SORRISO), tasksOf(SORRISO, 'all'), 'quadro de tarefas da sorriso'),
  ...phrasings(
    read('Tarefas abertas', PADARIA),
    tasksOf(PADARIA, 'open'),
    'o que tem de pendente na padoca',
    'Quais são as tarefas pendentes da Padaria Pão da Serra?',
  ),
  ...phrasings(
    read('Tarefas concluídas', ALL, 'out/2026'),
    doneIn('2026-10'),
    'tarefas finalizadas em outubro',
  ),
  ...phrasings(
    read('Tarefas não iniciadas', EXATO),
    tasksOf(EXATO, 'todo'),
    'tem tarefa parada na exato?',
  ),
  ...phrasings(
    read('Tarefas em andamento', FAISCA),
    tasksOf(FAISCA, 'doing'),
    'o que a faisca ta fazendo agora?',
  ),
  // Meetings.
  ...phrasings(
    read('Última reunião', EXATO),
    lastMeetingOf(EXATO),
    'qual foi a ultima reuniao com a exato?',
  ),
  ...phrasings(read('Última reunião', ALL), newestMeeting, 'qual foi a reuniao mais recente?'),
  ...phrasings(
    read('Reuniões', ALL, 'out/2026'),
    meetingsIn('2026-10'),
    'quais reunioes aconteceram em outubro?',
  ),
  ...phrasings(read('Reuniões', FLOR), meetingsOf(FLOR), 'reunioes do atelie'),
  ...phrasings(
    read('Reuniões', SORRISO, 'set/2026'),
    meetingsIn('2026-09', SORRISO),
    'reunioes de setembro da sorriso',
  ),
  ...phrasings(
    read(about('black friday'), ALL),
    meetingsAbout(['black friday']),
    'teve reuniao sobre black friday?',
  ),
  ...phrasings(
    read(about('taxa do aplicativo'), ALL),
    meetingsAbout(['taxa', 'aplicativo']),
    'em qual reuniao se falou de taxa do aplicativo?',
  ),
  ...phrasings(
    read(about('plano de manutencao'), ALL),
    meetingsAbout(['plano', 'manutencao']),
    'quem sugeriu o plano de manutencao?',
  ),
  ...phrasings(
    read(about('retencao de alunos'), ACADEMIA),
    meetingsAbout(['retencao', 'alunos'], ACADEMIA),
    'reuniao de retencao de alunos da academia',
  ),
  ...phrasings(
    read(about('estoque'), FLOR),
    meetingsAbout(['estoque'], FLOR),
    'o que foi falado sobre estoque no atelie',
  ),
  // Documents.
  ...phrasings(read('Documentos', PADARIA), documentsOf(PADARIA), 'quais arquivos a padoca tem?'),
  ...phrasings(
    read(docsAbout('contrato social'), FAISCA),
    documentsOf(FAISCA, 'contrato social'),
    'cade o contrato social da faisca',
  ),
  ...phrasings(
    read(docsAbout('planilha dre 2026'), EXATO),
    documentsOf(EXATO, 'planilha dre 2026'),
    'abre a planilha DRE 2026 da exato',
  ),
  ...phrasings(
    read(docsAbout('apresentacao institucional'), SORRISO),
    documentsOf(SORRISO, 'apresentação institucional'),
    'acha a apresentacao institucional da sorriso',
  ),
  ...phrasings(
    read(docsAbout('calendario de conteudo'), FLOR),
    documentsOf(FLOR, 'calendário de conteúdo'),
    'onde ta o calendario de conteudo do atelie',
  ),
  // Companies, people, the portal.
  ...phrasings(
    read('Empresas'),
    undefined,
    'quantas empresas temos no portal?',
    'me lista todas as empresas cadastradas',
  ),
  ...phrasings(read('Responsável', FLOR), managerOf(FLOR), 'quem é o responsavel pelo atelie?'),
  ...phrasings(read('Conselheiros'), roleOf('council'), 'quais conselheiros temos cadastrados?'),
  ...phrasings(read('Admins'), roleOf('admin'), 'quais admins tem no sistema'),
  ...phrasings(
    read('Pessoas', FAISCA),
    peopleOf(FAISCA),
    'quem usa o portal na faisca',
    'quais usuarios a faisca digital tem?',
  ),
  ...phrasings(
    read('Aguardando aprovação'),
    () => [WAITING_COMPANY.name],
    'tem empresa nova pra aprovar?',
  ),
  ...phrasings(
    read('Resumo da empresa', ACADEMIA),
    (w) => [companyLink(w, ACADEMIA)],
    'me fala da academia movimento vivo',
  ),
  ...phrasings(read('Resumo da empresa', HORTA), undefined, 'como vai a Horta Viva Organicos'),
  ...phrasings(read('Relatórios', EXATO), undefined, 'relatorios da exato'),
  ...phrasings(read('Ajuda'), undefined, 'o que voce consegue responder?', 'eai, beleza?'),
  ...phrasings(read('Pessoas', PADARIA), peopleOf(PADARIA), 'quem tem acesso da padaria?'),
];
