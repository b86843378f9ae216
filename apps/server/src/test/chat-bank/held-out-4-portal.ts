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
import { both, joinRequest, waitingCompany, waitingOwner } from './held-out-3-facts';
import { WAITING, PROFILE } from './held-out-common';

// Fourth held-out set: the portal itself: the companies, a company's profile (the waiting one
// too), its manager and its reports, who waits for approval, and the people by role or company
// ('usuários do X' are that company's people, not the role).

const ACTIVE = names(ACADEMIA, FAISCA, ATELIE, EXATO, PADARIA, SORRISO);

export const HELD_OUT_4_PORTAL: BankEntry[] = [
  // The companies.
  { q: 'quantas empresas a mentoria atende?', reading: reading('Empresas') },
  { q: 'me lista as empresas ativas', reading: reading('Empresas'), facts: ACTIVE },
  {
    q: 'Quais são as empresas acompanhadas atualmente?',
    reading: reading('Empresas'),
    facts: ACTIVE,
  },

  // One company's profile.
  { q: 'como vai a sorriso pleno odontologia?', reading: reading(PROFILE, SORRISO) },
  { q: 'me da um overview da exato', reading: reading(PROFILE, EXATO) },
  { q: 'status da agencia faisca', reading: reading(PROFILE, FAISCA) },
  { q: 'horta viva organicos: qual a situação?', reading: reading(PROFILE, HORTA) },

  // Who manages a company.
  {
    q: 'quem toma conta da exato',
    reading: reading('Responsável', EXATO),
    facts: manager(EXATO),
  },
  {
    q: 'qual o responsavel pela academia movimento vivo',
    reading: reading('Responsável', ACADEMIA),
    facts: manager(ACADEMIA),
  },
  {
    q: 'quem é o dono da horta viva?',
    reading: reading('Responsável', HORTA),
    facts: waitingOwner,
  },

  // A company's reports.
  { q: 'relatorios da padoca', reading: reading('Relatórios', PADARIA) },

  // Waiting for approval.
  { q: 'tem empresa nova pra aprovar?', reading: reading(WAITING), facts: waitingCompany },
  {
    q: 'quem esta aguardando aprovacao no portal',
    reading: reading(WAITING),
    facts: both(waitingCompany, joinRequest),
  },
  {
    q: 'alguem pediu pra entrar na pao da serra?',
    reading: reading(WAITING, PADARIA),
    facts: joinRequest,
  },

  // People, by role or by company.
  {
    q: 'me passa o nome dos administradores',
    reading: reading('Admins'),
    facts: names('Mariana Costa'),
  },
  {
    q: 'o conselho é formado por quem?',
    reading: reading('Conselheiros'),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'quem é o conselheiro que acompanha a padoca',
    reading: reading('Conselheiros', PADARIA),
    facts: names('Roberto Almeida'),
  },
  { q: 'quantos usuarios existem cadastrados', reading: reading('Usuários') },
  {
    q: 'quem faz parte da equipe da exato?',
    reading: reading('Pessoas', EXATO),
    facts: members(EXATO),
  },
  {
    // A company's users are its people.
    q: 'usuarios do atelie',
    reading: reading('Pessoas', ATELIE),
    facts: members(ATELIE),
  },
  {
    q: 'lista todo mundo cadastrado no portal',
    reading: reading('Pessoas'),
    facts: names('Mariana Costa', 'Roberto Almeida', 'Sérgio Tavares', 'Larissa Monteiro'),
  },
  {
    q: 'quem trabalha na agencia?',
    reading: reading('Pessoas', FAISCA),
    facts: members(FAISCA),
  },
];
