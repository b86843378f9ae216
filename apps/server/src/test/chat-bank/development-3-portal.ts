import { JOIN_REQUEST, WAITING_COMPANY } from '../../seed/demo-data';
import { reportLink } from '../chat-world';
import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  EXATO,
  FAISCA,
  FLOR,
  HORTA,
  PADARIA,
  SORRISO,
  managerOf,
  peopleOf,
  read,
  roleOf,
  waitingFor,
} from './development-3-facts';
import { companyLink } from './facts';

// The portal's own records: a company's profile, its manager, its reports and its people; the
// council and the admins; who waits for approval; and names the portal does not have.

const latestReport = (company: string) => (w: Parameters<typeof companyLink>[0]) => [
  reportLink(w.report(company, '2026-10') ?? w.report(company, '2026-09')!),
];

export const PORTAL_3: BankEntry[] = [
  ...phrasings(
    read('Resumo da empresa', PADARIA),
    (w) => [companyLink(w, PADARIA)],
    'como ta a padoca?',
    'qual a situacao da padaria pao da serra hoje?',
  ),
  ...phrasings(
    read('Resumo da empresa', EXATO),
    (w) => [companyLink(w, EXATO)],
    'me fala um pouco da exato contabilidade',
  ),
  ...phrasings(
    read('Resumo da empresa', FAISCA),
    (w) => [companyLink(w, FAISCA)],
    'resumo da faisca digital',
  ),
  ...phrasings(
    read('Resumo da empresa', SORRISO),
    (w) => [companyLink(w, SORRISO)],
    'como anda a sorriso pleno?',
  ),
  ...phrasings(
    read('Resumo da empresa', FLOR),
    (w) => [companyLink(w, FLOR)],
    'me da um panorama do atelie flor de lis',
  ),
  ...phrasings(
    read('Resumo da empresa', ACADEMIA),
    (w) => [companyLink(w, ACADEMIA)],
    'Olá, gostaria de saber como está a Academia Movimento Vivo.',
  ),
  // The company waiting for approval is found by its name; a name the portal lacks is not.
  ...phrasings(read('Resumo da empresa', HORTA), undefined, 'como esta a Horta Viva?'),
  ...phrasings(
    read('Resumo da empresa', 'Restaurante Sabor Caseiro (não encontrada)'),
    undefined,
    'me fala do Restaurante Sabor Caseiro',
  ),
  // Who manages a company.
  ...phrasings(
    read('Responsável', SORRISO),
    managerOf(SORRISO),
    'quem é o responsavel pela sorriso pleno?',
  ),
  ...phrasings(read('Responsável', EXATO), managerOf(EXATO), 'quem gerencia a exato?'),
  ...phrasings(read('Responsável', ACADEMIA), managerOf(ACADEMIA), 'quem toca a academia?'),
  ...phrasings(read('Responsável', FAISCA), managerOf(FAISCA), 'responsavel da faisca digital'),
  ...phrasings(
    read('Responsável', PADARIA),
    managerOf(PADARIA),
    'me diz quem é a pessoa responsavel pela padoca',
    'a padaria ta com lucro baixo, quem é o responsavel la?',
  ),
  // A company's list of reports.
  ...phrasings(read('Relatórios', EXATO), latestReport(EXATO), 'lista de relatorios da exato'),
  ...phrasings(
    read('Relatórios', SORRISO),
    latestReport(SORRISO),
    'quais DREs a sorriso tem no sistema?',
  ),
  ...phrasings(
    read('Relatórios', FLOR),
    latestReport(FLOR),
    'me mostra os relatorios mensais da flor de lis',
  ),
  ...phrasings(
    read('Relatórios', ACADEMIA),
    latestReport(ACADEMIA),
    'quais relatorios a academia ja preencheu?',
  ),
  // People: of a company, all of them, of a role.
  ...phrasings(read('Pessoas', SORRISO), peopleOf(SORRISO), 'quem trabalha na sorriso?'),
  ...phrasings(read('Pessoas', FAISCA), peopleOf(FAISCA), 'pessoas cadastradas na faisca'),
  ...phrasings(
    read('Pessoas', ACADEMIA),
    peopleOf(ACADEMIA),
    'quem faz parte da equipe da academia',
  ),
  ...phrasings(
    read('Pessoas'),
    (w) => [...roleOf('admin')(w), ...roleOf('council')(w)],
    'quais pessoas estao cadastradas no portal?',
  ),
  ...phrasings(
    read('Conselheiros'),
    roleOf('council'),
    'quem sao os conselheiros?',
    'quem é do conselho?',
  ),
  ...phrasings(
    read('Conselheiros', FLOR),
    peopleOf(FLOR, 'council'),
    'quem é o conselheiro da flor de lis?',
  ),
  ...phrasings(
    read('Admins'),
    roleOf('admin'),
    'quem sao os admins do portal?',
    'quem tem acesso de administrador?',
  ),
  // Waiting for approval: the new company and the person who asked to join the Padaria.
  ...phrasings(
    read('Aguardando aprovação'),
    () => [WAITING_COMPANY.name, JOIN_REQUEST.name],
    'tem alguem esperando aprovacao ai?',
    'tem cadastro pendente pra eu aprovar?',
  ),
  ...phrasings(
    read('Aguardando aprovação'),
    () => [WAITING_COMPANY.name],
    'alguma empresa nova aguardando aprovação?',
  ),
  ...phrasings(
    read('Aguardando aprovação'),
    () => [JOIN_REQUEST.name],
    'tem solicitacao de acesso pendente?',
  ),
  ...phrasings(
    read('Aguardando aprovação', PADARIA),
    waitingFor(PADARIA),
    'quem pediu pra entrar na padaria?',
  ),
];
