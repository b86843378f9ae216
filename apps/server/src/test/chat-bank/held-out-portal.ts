import { WAITING_COMPANY } from '../../seed/demo-data';
import type { BankEntry } from './bank-entry';
import { manager, usersOf, waiting, withRole } from './held-out-facts';
import { PS, SP, FL, EX, MV, FD } from './held-out-common';

// Held-out: the companies (count, list, profile, manager, reports), who waits for approval and
// the people by role or company. Horta Viva Orgânicos waits for approval; Beatriz Nogueira asked
// to join Padaria Pão da Serra.

export const HELD_OUT_PORTAL: BankEntry[] = [
  {
    q: 'quantas empresas a gente atende hoje?',
    reading: 'Entendi: Empresas',
    facts: (w) => [String(w.companies.length)],
  },
  {
    q: 'lista todas as empresas',
    reading: 'Entendi: Empresas',
    facts: (w) => w.companies.map((c) => c.name),
  },
  {
    q: 'me mostra as empresas cadastradas no portal',
    reading: 'Entendi: Empresas',
    facts: (w) => w.companies.map((c) => c.name),
  },
  {
    q: 'qtas empresas ativas?',
    reading: 'Entendi: Empresas',
    facts: (w) => [String(w.companies.length)],
  },
  {
    q: 'como vão as coisas na exato?',
    reading: 'Entendi: Resumo da empresa · Exato Contabilidade',
    facts: (w) => [w.company(EX).name],
  },
  {
    q: 'quero um resumo da padoca',
    reading: 'Entendi: Resumo da empresa · Padaria Pão da Serra',
    facts: (w) => [w.company(PS).name],
  },
  {
    q: 'como anda a Sorisso Pleno?',
    reading: 'Entendi: Resumo da empresa · Sorriso Pleno Odontologia',
    facts: (w) => [w.company(SP).name],
  },
  {
    q: 'resumo da academia movimento vivo',
    reading: 'Entendi: Resumo da empresa · Academia Movimento Vivo',
    facts: (w) => [w.company(MV).name],
  },
  {
    q: 'me dá um panorama geral da Agência Faísca Digital',
    reading: 'Entendi: Resumo da empresa · Agência Faísca Digital',
    facts: (w) => [w.company(FD).name],
  },
  {
    q: 'e a flor de lis, como vai?',
    reading: 'Entendi: Resumo da empresa · Ateliê Flor de Lis',
    facts: (w) => [w.company(FL).name],
  },
  {
    q: 'quem é o responsável pela faisca?',
    reading: 'Entendi: Responsável · Agência Faísca Digital',
    facts: (w) => [manager(w, FD)],
  },
  {
    q: 'quem gerencia a padoca?',
    reading: 'Entendi: Responsável · Padaria Pão da Serra',
    facts: (w) => [manager(w, PS)],
  },
  {
    q: 'quem toca a sorriso pleno?',
    reading: 'Entendi: Responsável · Sorriso Pleno Odontologia',
    facts: (w) => [manager(w, SP)],
  },
  {
    q: 'responsavel da exato',
    reading: 'Entendi: Responsável · Exato Contabilidade',
    facts: (w) => [manager(w, EX)],
  },
  {
    q: 'quem é o dono da academia?',
    reading: 'Entendi: Responsável · Academia Movimento Vivo',
    facts: (w) => [manager(w, MV)],
  },
  {
    after: 'quem é o responsável pela faisca?',
    q: 'e do ateliê?',
    reading: 'Entendi: Responsável · Ateliê Flor de Lis',
    facts: (w) => [manager(w, FL)],
  },
  {
    q: 'lista os relatorios da exato',
    reading: 'Entendi: Relatórios · Exato Contabilidade',
  },
  {
    q: 'quais relatórios mensais a Sorriso Pleno tem?',
    reading: 'Entendi: Relatórios · Sorriso Pleno Odontologia',
  },
  {
    q: 'tem empresa esperando aprovação?',
    reading: 'Entendi: Aguardando aprovação',
    facts: () => [WAITING_COMPANY.name],
  },
  {
    q: 'alguma solicitação de acesso pendente?',
    reading: 'Entendi: Aguardando aprovação',
    facts: (w) => waiting(w).slice(1),
  },
  {
    q: 'a Horta Viva ainda ta aguardando aprovacao?',
    reading: 'Entendi: Aguardando aprovação · Horta Viva Orgânicos',
    facts: () => [WAITING_COMPANY.name],
  },
  {
    q: 'tem gente querendo entrar na padaria?',
    reading: 'Entendi: Aguardando aprovação · Padaria Pão da Serra',
    facts: (w) => waiting(w).slice(1),
  },
  {
    q: 'quem ta na fila de aprovação?',
    reading: 'Entendi: Aguardando aprovação',
    facts: (w) => waiting(w),
  },
  {
    q: 'cadastros pendentes de aprovacao',
    reading: 'Entendi: Aguardando aprovação',
    facts: (w) => waiting(w),
  },
  {
    q: 'quem faz parte do conselho?',
    reading: 'Entendi: Conselheiros',
    facts: (w) => withRole(w, 'council'),
  },
  {
    q: 'quais admins tem no portal?',
    reading: 'Entendi: Admins',
    facts: (w) => withRole(w, 'admin'),
  },
  {
    q: 'quem são os administradores?',
    reading: 'Entendi: Admins',
    facts: (w) => withRole(w, 'admin'),
  },
  {
    q: 'quem trabalha na padoca?',
    reading: 'Entendi: Pessoas · Padaria Pão da Serra',
    facts: (w) => usersOf(w, PS),
  },
  {
    q: 'usuarios da exato',
    reading: 'Entendi: Usuários · Exato Contabilidade',
    facts: (w) => usersOf(w, EX),
  },
  {
    q: 'lista de todas as pessoas cadastradas',
    reading: 'Entendi: Pessoas',
    facts: (w) => [...withRole(w, 'admin'), ...withRole(w, 'council'), ...usersOf(w, FD)],
  },
  {
    q: 'quem é da equipe da sorriso?',
    reading: 'Entendi: Pessoas · Sorriso Pleno Odontologia',
    facts: (w) => usersOf(w, SP),
  },
  {
    q: 'qual conselheiro acompanha o ateliê?',
    reading: 'Entendi: Conselheiros · Ateliê Flor de Lis',
    facts: (w) => withRole(w, 'council'),
  },
  {
    q: 'quantos usuarios tem na faisca?',
    reading: 'Entendi: Usuários · Agência Faísca Digital',
    facts: (w) => [String(usersOf(w, FD).length)],
  },
  {
    after: 'usuarios da exato',
    q: 'e da academia?',
    reading: 'Entendi: Usuários · Academia Movimento Vivo',
    facts: (w) => usersOf(w, MV),
  },
];
