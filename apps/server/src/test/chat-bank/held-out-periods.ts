import type { BankEntry } from './bank-entry';
import { allTotal, one, total } from './held-out-facts';
import { PS, SP, FL, EX, MV, FD } from './held-out-common';

// Held-out: figures over ranges, quarters, semesters, the year so far and a whole year, and
// comparisons (month on month, year on year, two named periods). Today is 16/11/2026: the year
// so far is jan/2026 a out/2026; Academia Movimento Vivo's newest report is set/2026; reports
// start in set/2025 (ago/2025 for the academy), so 2025 is only partly reported.

export const HELD_OUT_PERIODS: BankEntry[] = [
  {
    q: 'faturamento da padoca de abril a julho',
    reading: 'Entendi: Faturamento · Padaria Pão da Serra · abr/2026 a jul/2026',
    facts: (w) => [total(w, PS, '2026-04', '2026-07', 'grossRevenue')],
  },
  {
    q: 'lucro da sorriso nos ultimos 3 meses',
    reading: 'Entendi: Lucro líquido · Sorriso Pleno Odontologia · ago/2026 a out/2026',
    facts: (w) => [total(w, SP, '2026-08', '2026-10', 'netProfit')],
  },
  {
    q: 'quanto a Exato faturou no 3o tri?',
    reading: 'Entendi: Faturamento · Exato Contabilidade · jul/2026 a set/2026',
    facts: (w) => [total(w, EX, '2026-07', '2026-09', 'grossRevenue')],
  },
  {
    q: 'despesas da faisca no 1º trimestre de 2026',
    reading: 'Entendi: Despesas · Agência Faísca Digital · jan/2026 a mar/2026',
    facts: (w) => [total(w, FD, '2026-01', '2026-03', 'expenses')],
  },
  {
    q: 'faturamento do ateliê no 1o sem',
    reading: 'Entendi: Faturamento · Ateliê Flor de Lis · jan/2026 a jun/2026',
    facts: (w) => [total(w, FL, '2026-01', '2026-06', 'grossRevenue')],
  },
  {
    q: 'lucro acumulado no ano da academia',
    reading: 'Entendi: Lucro líquido · Academia Movimento Vivo · jan/2026 a out/2026',
    facts: (w) => [total(w, MV, '2026-01', '2026-10', 'netProfit')],
  },
  {
    q: 'YTD de faturamento da sorriso',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · jan/2026 a out/2026',
    facts: (w) => [total(w, SP, '2026-01', '2026-10', 'grossRevenue')],
  },
  {
    q: 'custos da padaria no segundo trimestre',
    reading: 'Entendi: Custos · Padaria Pão da Serra · abr/2026 a jun/2026',
    facts: (w) => [total(w, PS, '2026-04', '2026-06', 'cogs')],
  },
  {
    q: 'quanto a galera faturou esse ano?',
    reading: 'Entendi: Faturamento · todas as empresas · jan/2026 a out/2026',
    facts: (w) => [allTotal(w, '2026-01', '2026-10', 'grossRevenue')],
  },
  {
    q: 'lucro total das empresas no 3º trimestre',
    reading: 'Entendi: Lucro líquido · todas as empresas · jul/2026 a set/2026',
    facts: (w) => [allTotal(w, '2026-07', '2026-09', 'netProfit')],
  },
  {
    q: 'receita liquida da faisca de jan a mar',
    reading: 'Entendi: Receita líquida · Agência Faísca Digital · jan/2026 a mar/2026',
    facts: (w) => [total(w, FD, '2026-01', '2026-03', 'netRevenue')],
  },
  {
    q: 'despesas da academia nos últimos 6 meses',
    reading: 'Entendi: Despesas · Academia Movimento Vivo · mai/2026 a out/2026',
    facts: (w) => [total(w, MV, '2026-05', '2026-10', 'expenses')],
  },
  {
    q: 'quanto a padoca vendeu no ano?',
    reading: 'Entendi: Faturamento · Padaria Pão da Serra · jan/2026 a out/2026',
    facts: (w) => [total(w, PS, '2026-01', '2026-10', 'grossRevenue')],
  },
  {
    q: 'lucro da flor de lis de maio até agosto',
    reading: 'Entendi: Lucro líquido · Ateliê Flor de Lis · mai/2026 a ago/2026',
    facts: (w) => [total(w, FL, '2026-05', '2026-08', 'netProfit')],
  },
  {
    q: 'faturamento de todas as empresas no primeiro semestre de 2026',
    reading: 'Entendi: Faturamento · todas as empresas · jan/2026 a jun/2026',
    facts: (w) => [allTotal(w, '2026-01', '2026-06', 'grossRevenue')],
  },
  {
    q: 'CMV acumulado no ano da sorriso',
    reading: 'Entendi: Custos · Sorriso Pleno Odontologia · jan/2026 a out/2026',
    facts: (w) => [total(w, SP, '2026-01', '2026-10', 'cogs')],
  },
  {
    q: 'despesas totais das empresas nos ultimos 3 meses',
    reading: 'Entendi: Despesas · todas as empresas · ago/2026 a out/2026',
    facts: (w) => [allTotal(w, '2026-08', '2026-10', 'expenses')],
  },
  {
    q: 'Qual o lucro líquido acumulado no ano da Exato Contabilidade?',
    reading: 'Entendi: Lucro líquido · Exato Contabilidade · jan/2026 a out/2026',
    facts: (w) => [total(w, EX, '2026-01', '2026-10', 'netProfit')],
  },
  {
    // 2025 has reports from set/2025 only: the answer says which months it adds up.
    q: 'faturamento da exato em 2025',
    reading: 'Entendi: Faturamento · Exato Contabilidade · jan/2025 a dez/2025',
  },
  {
    q: 'quanto a sorriso faturou no ano passado?',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · jan/2025 a dez/2025',
  },
  {
    q: 'o faturamento da Exato subiu de setembro pra outubro?',
    reading: 'Entendi: Faturamento · Exato Contabilidade · out/2026 · vs set/2026',
    facts: (w) => [one(w, EX, '2026-10', 'grossRevenue'), one(w, EX, '2026-09', 'grossRevenue')],
  },
  {
    q: 'lucro da padoca MoM',
    reading: 'Entendi: Lucro líquido · Padaria Pão da Serra · out/2026 · vs set/2026',
    facts: (w) => [one(w, PS, '2026-10', 'netProfit'), one(w, PS, '2026-09', 'netProfit')],
  },
  {
    q: 'faturamento da faisca YoY',
    reading: 'Entendi: Faturamento · Agência Faísca Digital · out/2026 · vs out/2025',
    facts: (w) => [one(w, FD, '2026-10', 'grossRevenue'), one(w, FD, '2025-10', 'grossRevenue')],
  },
  {
    q: 'despesas da sorriso em setembro de 2026 contra setembro de 2025',
    reading: 'Entendi: Despesas · Sorriso Pleno Odontologia · set/2026 · vs set/2025',
    facts: (w) => [one(w, SP, '2026-09', 'expenses'), one(w, SP, '2025-09', 'expenses')],
  },
  {
    q: 'lucro do ateliê comparado ao mes anterior',
    reading: 'Entendi: Lucro líquido · Ateliê Flor de Lis · out/2026 · vs set/2026',
    facts: (w) => [one(w, FL, '2026-10', 'netProfit'), one(w, FL, '2026-09', 'netProfit')],
  },
  {
    q: 'a academia faturou mais em setembro do que em agosto?',
    reading: 'Entendi: Faturamento · Academia Movimento Vivo · set/2026 · vs ago/2026',
    facts: (w) => [one(w, MV, '2026-09', 'grossRevenue'), one(w, MV, '2026-08', 'grossRevenue')],
  },
  {
    q: 'compara o faturamento da sorriso no 3o tri com o 2o tri',
    reading:
      'Entendi: Faturamento · Sorriso Pleno Odontologia · jul/2026 a set/2026 · vs abr/2026 a jun/2026',
    facts: (w) => [
      total(w, SP, '2026-07', '2026-09', 'grossRevenue'),
      total(w, SP, '2026-04', '2026-06', 'grossRevenue'),
    ],
  },
  {
    q: 'faturamento da padoca: 2º tri contra 1º tri',
    reading:
      'Entendi: Faturamento · Padaria Pão da Serra · abr/2026 a jun/2026 · vs jan/2026 a mar/2026',
    facts: (w) => [
      total(w, PS, '2026-04', '2026-06', 'grossRevenue'),
      total(w, PS, '2026-01', '2026-03', 'grossRevenue'),
    ],
  },
  {
    q: 'custos da faisca out/26 vs out/25',
    reading: 'Entendi: Custos · Agência Faísca Digital · out/2026 · vs out/2025',
    facts: (w) => [one(w, FD, '2026-10', 'cogs'), one(w, FD, '2025-10', 'cogs')],
  },
  {
    // out/2026 has no report of the academy: the answer says which month is missing.
    q: 'faturamento da academia MoM',
    reading: 'Entendi: Faturamento · Academia Movimento Vivo · out/2026 · vs set/2026',
  },
  {
    q: 'como foi o lucro somado das empresas em setembro comparado com agosto?',
    reading: 'Entendi: Lucro líquido · todas as empresas · set/2026 · vs ago/2026',
    facts: (w) => [
      allTotal(w, '2026-09', '2026-09', 'netProfit'),
      allTotal(w, '2026-08', '2026-08', 'netProfit'),
    ],
  },
  {
    q: 'receita liquida da sorriso em julho vs janeiro',
    reading: 'Entendi: Receita líquida · Sorriso Pleno Odontologia · jul/2026 · vs jan/2026',
    facts: (w) => [one(w, SP, '2026-07', 'netRevenue'), one(w, SP, '2026-01', 'netRevenue')],
  },
  {
    q: 'lucro da faisca YoY em setembro',
    reading: 'Entendi: Lucro líquido · Agência Faísca Digital · set/2026 · vs set/2025',
    facts: (w) => [one(w, FD, '2026-09', 'netProfit'), one(w, FD, '2025-09', 'netProfit')],
  },
  {
    q: 'gastos da exato no 3º trimestre contra o 2º trimestre',
    reading:
      'Entendi: Despesas · Exato Contabilidade · jul/2026 a set/2026 · vs abr/2026 a jun/2026',
    facts: (w) => [
      total(w, EX, '2026-07', '2026-09', 'expenses'),
      total(w, EX, '2026-04', '2026-06', 'expenses'),
    ],
  },
  {
    after: 'faturamento da sorriso',
    q: 'comparado com o mes anterior?',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · out/2026 · vs set/2026',
    facts: (w) => [one(w, SP, '2026-10', 'grossRevenue'), one(w, SP, '2026-09', 'grossRevenue')],
  },
  {
    after: 'lucro da padoca MoM',
    q: 'e YoY?',
    reading: 'Entendi: Lucro líquido · Padaria Pão da Serra · out/2026 · vs out/2025',
    facts: (w) => [one(w, PS, '2026-10', 'netProfit'), one(w, PS, '2025-10', 'netProfit')],
  },
  {
    after: 'despesas da sorriso em setembro de 2026 contra setembro de 2025',
    q: 'e o faturamento?',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · set/2026 · vs set/2025',
    facts: (w) => [one(w, SP, '2026-09', 'grossRevenue'), one(w, SP, '2025-09', 'grossRevenue')],
  },
  {
    after: 'lucro acumulado no ano da academia',
    q: 'e da padaria e da sorriso?',
    reading:
      'Entendi: Lucro líquido · Padaria Pão da Serra e Sorriso Pleno Odontologia · jan/2026 a out/2026',
    facts: (w) => [
      total(w, PS, '2026-01', '2026-10', 'netProfit'),
      total(w, SP, '2026-01', '2026-10', 'netProfit'),
    ],
  },
  {
    after: 'quanto a Exato faturou no 3o tri?',
    q: 'e no 2o?',
    reading: 'Entendi: Faturamento · Exato Contabilidade · abr/2026 a jun/2026',
    facts: (w) => [total(w, EX, '2026-04', '2026-06', 'grossRevenue')],
  },
];
