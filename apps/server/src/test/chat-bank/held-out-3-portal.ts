import type { BankEntry } from './bank-entry';
import {
  ACADEMIA,
  ATELIE,
  EXATO,
  FAISCA,
  HORTA,
  PADARIA,
  SORRISO,
  manager,
  members,
  names,
  reading,
} from './held-out-2-facts';
import { joinRequest, waitingCompany, waitingOwner } from './held-out-3-facts';
import { WAITING, PROFILE } from './held-out-common';

// Third held-out set: the portal itself: the companies, a company's profile, manager and reports,
// who waits for approval (a company, a person asking to join), and the people by role or company.

const ACTIVE = names(ACADEMIA, FAISCA, ATELIE, EXATO, PADARIA, SORRISO);

export const HELD_OUT_3_PORTAL: BankEntry[] = [
  // The companies.
  { q: 'qts empresas tem cadastradas?', reading: reading('Empresas') },
  { q: 'quais sao as empresas mentoradas?', reading: reading('Empresas'), facts: ACTIVE },
  { q: 'lista de empresas do programa', reading: reading('Empresas'), facts: ACTIVE },
  { q: 'quantas empresas estão ativas no portal', reading: reading('Empresas') },

  // One company's profile.
  { q: 'como esta indo a padoca?', reading: reading(PROFILE, PADARIA) },
  { q: 'situação da exato', reading: reading(PROFILE, EXATO) },
  { q: 'me atualiza sobre a faisca', reading: reading(PROFILE, FAISCA) },
  { q: 'visao geral da sorriso pleno odontologia', reading: reading(PROFILE, SORRISO) },
  { q: 'e a academia, como ta?', reading: reading(PROFILE, ACADEMIA) },
  { q: 'me fala do atelie flor de lis', reading: reading(PROFILE, ATELIE) },
  { q: 'resumo da horta', reading: reading(PROFILE, HORTA) },

  // Who manages a company.
  {
    q: 'quem cuida da pao da serra?',
    reading: reading('Responsável', PADARIA),
    facts: manager(PADARIA),
  },
  {
    q: 'qm é o dono da faisca',
    reading: reading('Responsável', FAISCA),
    facts: manager(FAISCA),
  },
  {
    q: 'quem responde pela horta viva?',
    reading: reading('Responsável', HORTA),
    facts: waitingOwner,
  },
  {
    q: 'o responsavel pela flor de lis é quem?',
    reading: reading('Responsável', ATELIE),
    facts: manager(ATELIE),
  },

  // A company's reports.
  { q: 'relatorios mensais do atelie', reading: reading('Relatórios', ATELIE) },
  { q: 'historico de relatorios da academia', reading: reading('Relatórios', ACADEMIA) },
  { q: 'lista de DREs da exato', reading: reading('Relatórios', EXATO) },

  // Waiting for approval.
  { q: 'tem alguem esperando eu aprovar?', reading: reading(WAITING), facts: waitingCompany },
  { q: 'pedidos de cadastro pendentes?', reading: reading(WAITING), facts: waitingCompany },
  { q: 'qual empresa ta esperando aprovação?', reading: reading(WAITING), facts: waitingCompany },
  {
    q: 'quem pediu acesso à padaria?',
    reading: reading(WAITING, PADARIA),
    facts: joinRequest,
  },
  { q: 'tem usuario aguardando liberação?', reading: reading(WAITING), facts: joinRequest },

  // People, by role or by company ('usuários da X' are the company's people).
  { q: 'quem é o conselheiro?', reading: reading('Conselheiros'), facts: names('Roberto Almeida') },
  { q: 'lista os conselheiros', reading: reading('Conselheiros'), facts: names('Roberto Almeida') },
  { q: 'quem e a admin do portal?', reading: reading('Admins'), facts: names('Mariana Costa') },
  { q: 'quantos usuarios tem no portal?', reading: reading('Usuários') },
  { q: 'usuarios da sorriso', reading: reading('Pessoas', SORRISO), facts: members(SORRISO) },
  { q: 'equipe da faisca', reading: reading('Pessoas', FAISCA), facts: members(FAISCA) },
  {
    q: 'pessoas cadastradas na academia',
    reading: reading('Pessoas', ACADEMIA),
    facts: members(ACADEMIA),
  },
  {
    q: 'conselheiro da padaria',
    reading: reading('Conselheiros', PADARIA),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'todo mundo que tem acesso ao portal',
    reading: reading('Pessoas'),
    facts: names('Mariana Costa', 'Roberto Almeida', 'Juliana Ferreira', 'Gabriel Martins'),
  },
];
