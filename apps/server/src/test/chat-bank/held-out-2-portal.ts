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
import { WAITING, PROFILE } from './held-out-common';

// Second held-out set: the portal itself: the companies, one company's profile, manager and
// reports, who waits for approval, and the people by role or company.

export const HELD_OUT_2_PORTAL: BankEntry[] = [
  // The companies.
  { q: 'quantas empresas temos no portal hoje?', reading: reading('Empresas') },
  {
    q: 'quais empresas a gente acompanha?',
    reading: reading('Empresas'),
    facts: names(ACADEMIA, FAISCA, ATELIE, EXATO, PADARIA, SORRISO),
  },
  {
    q: 'me mostra as empresas cadastradas',
    reading: reading('Empresas'),
    facts: names(ACADEMIA, FAISCA, ATELIE, EXATO, PADARIA, SORRISO),
  },

  // Waiting for approval: new companies and people asking to join.
  {
    q: 'tem empresa aguardando aprovação?',
    reading: reading(WAITING),
    facts: names(HORTA),
  },
  {
    q: 'alguem pediu pra entrar em alguma empresa e ta esperando aprovacao?',
    reading: reading(WAITING),
    facts: names('Beatriz Nogueira'),
  },
  {
    q: 'tem solicitação de acesso pendente na padaria?',
    reading: reading(WAITING, PADARIA),
    facts: names('Beatriz Nogueira'),
  },
  {
    q: 'algum cadastro novo pra eu aprovar?',
    reading: reading(WAITING),
    facts: names(HORTA),
  },

  // One company's profile.
  { q: 'como ta a faisca?', reading: reading(PROFILE, FAISCA) },
  { q: 'me fala da exato contabilidade', reading: reading(PROFILE, EXATO) },
  { q: 'me conta sobre o atelie', reading: reading(PROFILE, ATELIE) },
  { q: 'como está a Horta Viva?', reading: reading(PROFILE, HORTA) },
  { q: 'me da um resumo da academia movimento vivo pfv', reading: reading(PROFILE, ACADEMIA) },
  { q: 'como anda a sorriso pleno?', reading: reading(PROFILE, SORRISO) },

  // Who manages a company.
  {
    q: 'quem é o responsável pela exato?',
    reading: reading('Responsável', EXATO),
    facts: manager(EXATO),
  },
  {
    q: 'quem gerencia a sorriso',
    reading: reading('Responsável', SORRISO),
    facts: manager(SORRISO),
  },
  {
    q: 'quem é o responsavel da faisca digital?',
    reading: reading('Responsável', FAISCA),
    facts: manager(FAISCA),
  },
  {
    q: 'quem responde pela academia?',
    reading: reading('Responsável', ACADEMIA),
    facts: manager(ACADEMIA),
  },

  // People, by role or by company.
  {
    q: 'quem sao os conselheiros do portal?',
    reading: reading('Conselheiros'),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'quem ta no conselho hoje?',
    reading: reading('Conselheiros'),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'quem é o conselheiro da sorriso?',
    reading: reading('Conselheiros', SORRISO),
    facts: names('Roberto Almeida'),
  },
  {
    q: 'quem é admin aqui?',
    reading: reading('Admins'),
    facts: names('Mariana Costa'),
  },
  {
    q: 'quem sao os administradores do portal',
    reading: reading('Admins'),
    facts: names('Mariana Costa'),
  },
  {
    q: 'quem trabalha na padaria?',
    reading: reading('Pessoas', PADARIA),
    facts: members(PADARIA),
  },
  {
    q: 'pessoas da exato',
    reading: reading('Pessoas', EXATO),
    facts: members(EXATO),
  },
  {
    q: 'quem são as pessoas do atelie flor de lis',
    reading: reading('Pessoas', ATELIE),
    facts: members(ATELIE),
  },
  {
    q: 'quais pessoas estão cadastradas no portal?',
    reading: reading('Pessoas'),
    facts: names('Mariana Costa', 'Roberto Almeida', 'Juliana Ferreira', 'Gabriel Martins'),
  },

  // A company's reports.
  { q: 'quero ver os relatórios da exato', reading: reading('Relatórios', EXATO) },
  { q: 'mostra os DREs da sorriso', reading: reading('Relatórios', SORRISO) },
  { q: 'quais relatórios mensais a faisca tem no portal?', reading: reading('Relatórios', FAISCA) },
];
