import type { BankEntry } from './bank-entry';
import {
  ACADEMIA,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  manager,
  members,
  names,
  reading,
} from './held-out-2-facts';
import { both, joinRequest, waitingCompany } from './held-out-3-facts';
import { withRole } from './held-out-facts';
import { NOT_UNDERSTOOD, WAITING, PROFILE } from './held-out-common';

// Sixth held-out set: the portal itself: the companies (counted, listed), a company's profile in
// slang ('raio-x', 'situação atual'), who manages it ('a dona', 'quem comanda'), its monthly
// reports, who waits for approval, the people by role or company; and, one word away, what the
// line cannot say (how to use the portal, a negation it does not say, a ranking of what is
// listed, a threshold, an action).

const ACTIVE = names(ACADEMIA, FAISCA, ATELIE, EXATO, PADARIA, SORRISO);

export const HELD_OUT_6_PORTAL: BankEntry[] = [
  // The companies.
  { q: 'qntas empresas tem na carteira?', reading: reading('Empresas') },
  {
    q: 'quais empresas estao no programa de mentoria?',
    reading: reading('Empresas'),
    facts: ACTIVE,
  },
  { q: 'me lista as mentoradas', reading: reading('Empresas'), facts: ACTIVE },

  // One company's profile.
  { q: 'como anda o dentista?', reading: reading(PROFILE, SORRISO) },
  { q: 'me da um raio-x da padoca', reading: reading(PROFILE, PADARIA) },
  { q: 'situacao atual do atelie flor de lis', reading: reading(PROFILE, ATELIE) },
  { q: 'queria saber como vai a agencia', reading: reading(PROFILE, FAISCA) },
  { q: 'me fala sobre a academia rapidinho', reading: reading(PROFILE, ACADEMIA) },

  // Who manages a company.
  {
    q: 'quem e a dona do atelie?',
    reading: reading('Responsável', ATELIE),
    facts: manager(ATELIE),
  },
  {
    q: 'responsavel pela odonto',
    reading: reading('Responsável', SORRISO),
    facts: manager(SORRISO),
  },
  {
    q: 'quem comanda a agencia faisca?',
    reading: reading('Responsável', FAISCA),
    facts: manager(FAISCA),
  },

  // A company's reports.
  { q: 'quero ver o historico de DREs da faisca', reading: reading('Relatórios', FAISCA) },
  { q: 'relatorios mensais da clinica', reading: reading('Relatórios', SORRISO) },

  // Waiting for approval.
  {
    q: 'tem alguma empresa na fila pra aprovar?',
    reading: reading(WAITING),
    facts: waitingCompany,
  },
  {
    q: 'tem pedido de entrada pendente na padoca?',
    reading: reading(WAITING, PADARIA),
    facts: joinRequest,
  },
  {
    q: 'quem ta esperando liberacao de acesso?',
    reading: reading(WAITING),
    facts: both(waitingCompany, joinRequest),
  },

  // People, by role or by company.
  {
    q: 'quem tem perfil de admin no portal?',
    reading: reading('Admins'),
    facts: names('Mariana Costa'),
  },
  {
    q: 'quem esta no conselho consultivo?',
    reading: reading('Conselheiros'),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'conselheiro que acompanha a clinica',
    reading: reading('Conselheiros', SORRISO),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'quais pessoas da agencia acessam o portal?',
    reading: reading('Pessoas', FAISCA),
    facts: members(FAISCA),
  },
  {
    q: 'colaboradores da padoca cadastrados',
    reading: reading('Pessoas', PADARIA),
    facts: members(PADARIA),
  },
  { q: 'time da exato', reading: reading('Pessoas', EXATO), facts: members(EXATO) },
  // The role across the portal.
  { q: 'quantos usuarios comuns existem?', reading: reading('Usuários') },
  {
    // Everyone: no role, no company.
    q: 'me lista todas as pessoas com acesso',
    reading: reading('Pessoas'),
    facts: (w) => [...withRole(w, 'admin'), ...withRole(w, 'council')],
  },

  // One word away: what the line cannot say is not read.
  // How to use the portal.
  { q: 'como eu cadastro uma empresa nova?', reading: NOT_UNDERSTOOD },
  { q: 'como redefinir a senha da juliana?', reading: NOT_UNDERSTOOD },
  // 'Quais empresas não…', but for the negations the line says.
  { q: 'quais empresas nao tem conselheiro?', reading: NOT_UNDERSTOOD },
  // A ranking of what is listed, not ranked, and a threshold.
  { q: 'qual empresa tem mais gente cadastrada?', reading: NOT_UNDERSTOOD },
  { q: 'empresas com mais de 2 usuarios', reading: NOT_UNDERSTOOD },
  // An action.
  { q: 'apaga o usuario do marcos', reading: NOT_UNDERSTOOD },
];
