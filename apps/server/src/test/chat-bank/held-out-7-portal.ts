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

// Seventh held-out set: the portal itself: the companies (counted, listed), a company's profile
// ('visão geral', 'resumo', 'me fala da', the waiting one too), who manages it ('o dono', 'gerida
// por quem'), its monthly reports, who waits for approval (a company, a person asking to join), the
// people by role, of the council or of a company; and, one word away, what the line cannot say (how
// to use the portal, a kind of person the portal does not record, companies of a place or asked of
// a period, a list narrowed by someone).

const ACTIVE = names(ACADEMIA, FAISCA, ATELIE, EXATO, PADARIA, SORRISO);

export const HELD_OUT_7_PORTAL: BankEntry[] = [
  // The companies.
  { q: 'quantas empresas temos cadastradas?', reading: reading('Empresas') },
  { q: 'quais sao as empresas do portal?', reading: reading('Empresas'), facts: ACTIVE },
  { q: 'lista pra mim todas as empresas', reading: reading('Empresas'), facts: ACTIVE },

  // One company's profile.
  { q: 'como esta a exato contabilidade?', reading: reading(PROFILE, EXATO) },
  { q: 'me fala da movimento vivo', reading: reading(PROFILE, ACADEMIA) },
  { q: 'quero saber da faisca', reading: reading(PROFILE, FAISCA) },
  { q: 'resumo do atelie', reading: reading(PROFILE, ATELIE) },
  { q: 'como vai a padaria pao da serra?', reading: reading(PROFILE, PADARIA) },
  { q: 'visao geral da clinica odontologica', reading: reading(PROFILE, SORRISO) },
  {
    // The company waiting for approval is found by its name; the answer says it waits.
    q: 'me passa um panorama da horta viva organicos',
    reading: reading(PROFILE, HORTA),
  },

  // Who manages a company.
  {
    q: 'quem e a pessoa responsavel pela exato?',
    reading: reading('Responsável', EXATO),
    facts: manager(EXATO),
  },
  {
    q: 'quem e o dono da academia movimento vivo?',
    reading: reading('Responsável', ACADEMIA),
    facts: manager(ACADEMIA),
  },
  {
    q: 'qual o nome da responsavel da padoca?',
    reading: reading('Responsável', PADARIA),
    facts: manager(PADARIA),
  },
  {
    q: 'a sorriso e gerida por quem?',
    reading: reading('Responsável', SORRISO),
    facts: manager(SORRISO),
  },

  // A company's reports.
  { q: 'quero a lista de relatorios da exato', reading: reading('Relatórios', EXATO) },
  { q: 'lista de DREs da padoca', reading: reading('Relatórios', PADARIA) },

  // Waiting for approval.
  {
    q: 'alguma empresa pendente de aprovacao?',
    reading: reading(WAITING),
    facts: waitingCompany,
  },
  {
    q: 'tem alguem esperando pra entrar na padoca?',
    reading: reading(WAITING, PADARIA),
    facts: joinRequest,
  },
  {
    q: 'quem ainda precisa ser aprovado?',
    reading: reading(WAITING),
    facts: both(waitingCompany, joinRequest),
  },

  // People, by role or by company.
  { q: 'quem sao os admins?', reading: reading('Admins'), facts: names('Mariana Costa') },
  {
    q: 'quem sao os conselheiros do programa?',
    reading: reading('Conselheiros'),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'qual conselheiro acompanha a padoca?',
    reading: reading('Conselheiros', PADARIA),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'quem da exato acessa o sistema?',
    reading: reading('Pessoas', EXATO),
    facts: members(EXATO),
  },
  {
    // A company's users are its people.
    q: 'usuarios do atelie flor de lis',
    reading: reading('Pessoas', ATELIE),
    facts: members(ATELIE),
  },
  {
    q: 'quem esta cadastrado na academia?',
    reading: reading('Pessoas', ACADEMIA),
    facts: members(ACADEMIA),
  },
  {
    q: 'equipe da sorriso no portal',
    reading: reading('Pessoas', SORRISO),
    facts: members(SORRISO),
  },
  // The role across the portal.
  { q: 'qtos usuarios o portal tem?', reading: reading('Usuários') },

  // One word away: what the line cannot say is not read.
  // How to use the portal.
  { q: 'como eu aprovo o pedido da beatriz?', reading: NOT_UNDERSTOOD },
  // A kind of person the portal does not record.
  { q: 'quais usuarios estao inativos?', reading: NOT_UNDERSTOOD },
  // Companies of a place, or asked of a period.
  { q: 'quais empresas sao do nordeste?', reading: NOT_UNDERSTOOD },
  { q: 'quais empresas entraram em 2025?', reading: NOT_UNDERSTOOD },
  // A list narrowed by someone.
  { q: 'quais empresas a mariana acompanha?', reading: NOT_UNDERSTOOD },
];
