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
import { both, joinRequest, waitingCompany } from './held-out-3-facts';
import { NOT_UNDERSTOOD, WAITING, PROFILE } from './held-out-common';

// Fifth held-out set: the portal itself: the companies, a company's profile (the waiting one
// too, and one named by its kind of business), who manages it, its monthly reports, who waits for
// approval, the people by role or company; and, one word away, how to use the portal and 'quais
// empresas não…', which the line cannot say.

const ACTIVE = names(ACADEMIA, FAISCA, ATELIE, EXATO, PADARIA, SORRISO);

export const HELD_OUT_5_PORTAL: BankEntry[] = [
  // The companies.
  { q: 'qtas empresas estao sendo mentoradas?', reading: reading('Empresas') },
  { q: 'me da a lista das empresas que participam', reading: reading('Empresas'), facts: ACTIVE },
  {
    q: 'me diz todas as empresas que a gente mentora',
    reading: reading('Empresas'),
    facts: ACTIVE,
  },

  // One company's profile.
  { q: 'me conta como ta a academia', reading: reading(PROFILE, ACADEMIA) },
  { q: 'panorama geral da faisca digital', reading: reading(PROFILE, FAISCA) },
  { q: 'e ai, como estao as coisas no atelie?', reading: reading(PROFILE, ATELIE) },
  { q: 'quero saber da horta viva', reading: reading(PROFILE, HORTA) },
  { q: 'me fala um pouco da contabilidade', reading: reading(PROFILE, EXATO) },

  // Who manages a company.
  {
    q: 'quem e o gestor da sorriso?',
    reading: reading('Responsável', SORRISO),
    facts: manager(SORRISO),
  },
  {
    q: 'quem administra a agencia faisca',
    reading: reading('Responsável', FAISCA),
    facts: manager(FAISCA),
  },
  {
    q: 'qual o nome do responsavel do atelie?',
    reading: reading('Responsável', ATELIE),
    facts: manager(ATELIE),
  },
  {
    q: 'quem manda na padoca?',
    reading: reading('Responsável', PADARIA),
    facts: manager(PADARIA),
  },

  // A company's reports.
  { q: 'me mostra os DREs da sorriso', reading: reading('Relatórios', SORRISO) },
  { q: 'lista os relatorios da academia', reading: reading('Relatórios', ACADEMIA) },

  // Waiting for approval.
  {
    q: 'alguma empresa nova se cadastrou e ta esperando liberacao?',
    reading: reading(WAITING),
    facts: waitingCompany,
  },
  {
    q: 'quem pediu pra fazer parte da padaria?',
    reading: reading(WAITING, PADARIA),
    facts: joinRequest,
  },
  {
    q: 'tem solicitacoes aguardando aprovacao?',
    reading: reading(WAITING),
    facts: both(waitingCompany, joinRequest),
  },

  // People, by role or by company.
  {
    q: 'lista os administradores do sistema',
    reading: reading('Admins'),
    facts: names('Mariana Costa'),
  },
  {
    q: 'tem quantos conselheiros?',
    reading: reading('Conselheiros'),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'qual o nome do conselheiro do atelie?',
    reading: reading('Conselheiros', ATELIE),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'quem da sorriso tem login no portal?',
    reading: reading('Pessoas', SORRISO),
    facts: members(SORRISO),
  },
  {
    q: 'quem sao os funcionarios da academia no portal?',
    reading: reading('Pessoas', ACADEMIA),
    facts: members(ACADEMIA),
  },
  {
    q: 'membros da equipe do atelie',
    reading: reading('Pessoas', ATELIE),
    facts: members(ATELIE),
  },
  // The role across the portal.
  { q: 'todos os usuarios do portal', reading: reading('Usuários') },

  // One word away: what the line cannot say is not read.
  // How to use the portal.
  { q: 'como faço pra aprovar a horta viva?', reading: NOT_UNDERSTOOD },
  // 'Quais empresas não…', but for the negations the line says.
  { q: 'quais empresas nao tem responsavel?', reading: NOT_UNDERSTOOD },
];
