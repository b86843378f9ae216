import type { BankEntry } from './bank-entry';
import { allTotal, one } from './held-out-facts';
import { PS, SP, FL, EX, MV, FD } from './held-out-common';

// Held-out: one month's figures of one company, of a few, or of all of them summed, and short
// follow-ups that change one part. Today is 16/11/2026: the last closed month is out/2026, and
// Academia Movimento Vivo has no report of out/2026.

export const HELD_OUT_FIGURES: BankEntry[] = [
  {
    q: 'quanto a padoca faturou em setembro?',
    reading: 'Entendi: Faturamento · Padaria Pão da Serra · set/2026',
    facts: (w) => [one(w, PS, '2026-09', 'grossRevenue')],
  },
  {
    q: 'faturamneto da Sorisso Pleno em out/26',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · out/2026',
    facts: (w) => [one(w, SP, '2026-10', 'grossRevenue')],
  },
  {
    q: 'Qual foi a receita bruta da Exato Contabilidade em agosto de 2026?',
    reading: 'Entendi: Faturamento · Exato Contabilidade · ago/2026',
    facts: (w) => [one(w, EX, '2026-08', 'grossRevenue')],
  },
  {
    q: 'vendas da flor de lis em 07/2026',
    reading: 'Entendi: Faturamento · Ateliê Flor de Lis · jul/2026',
    facts: (w) => [one(w, FL, '2026-07', 'grossRevenue')],
  },
  {
    q: 'quanto a academia vendeu em setembro',
    reading: 'Entendi: Faturamento · Academia Movimento Vivo · set/2026',
    facts: (w) => [one(w, MV, '2026-09', 'grossRevenue')],
  },
  {
    q: 'faturamento faisca mes passado',
    reading: 'Entendi: Faturamento · Agência Faísca Digital · out/2026',
    facts: (w) => [one(w, FD, '2026-10', 'grossRevenue')],
  },
  {
    q: 'qto a Exatto faturou em abril?',
    reading: 'Entendi: Faturamento · Exato Contabilidade · abr/2026',
    facts: (w) => [one(w, EX, '2026-04', 'grossRevenue')],
  },
  {
    q: 'faturamento ateliê flor de liz out de 2025',
    reading: 'Entendi: Faturamento · Ateliê Flor de Lis · out/2025',
    facts: (w) => [one(w, FL, '2025-10', 'grossRevenue')],
  },
  {
    q: 'Sorriso Pleno: receita bruta de dezembro de 2025',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · dez/2025',
    facts: (w) => [one(w, SP, '2025-12', 'grossRevenue')],
  },
  {
    q: 'esse mes quanto a Exato faturou?',
    reading: 'Entendi: Faturamento · Exato Contabilidade · out/2026',
    facts: (w) => [one(w, EX, '2026-10', 'grossRevenue')],
  },
  {
    q: 'faturamento da sorriso',
    reading: 'Entendi: Faturamento · Sorriso Pleno Odontologia · out/2026',
    facts: (w) => [one(w, SP, '2026-10', 'grossRevenue')],
  },
  {
    // No report of out/2026: the answer says so, under the same reading.
    q: 'quanto a academia faturou em outubro?',
    reading: 'Entendi: Faturamento · Academia Movimento Vivo · out/2026',
  },
  {
    q: 'receita liquida da padaria pao da serra em outubro',
    reading: 'Entendi: Receita líquida · Padaria Pão da Serra · out/2026',
    facts: (w) => [one(w, PS, '2026-10', 'netRevenue')],
  },
  {
    q: 'Qual a receita líquida da Agência Faísca Digital em junho/2026?',
    reading: 'Entendi: Receita líquida · Agência Faísca Digital · jun/2026',
    facts: (w) => [one(w, FD, '2026-06', 'netRevenue')],
  },
  {
    q: 'despesas da exato em setembro',
    reading: 'Entendi: Despesas · Exato Contabilidade · set/2026',
    facts: (w) => [one(w, EX, '2026-09', 'expenses')],
  },
  {
    q: 'quanto a sorriso gastou em julho?',
    reading: 'Entendi: Despesas · Sorriso Pleno Odontologia · jul/2026',
    facts: (w) => [one(w, SP, '2026-07', 'expenses')],
  },
  {
    q: 'gastos da academia movimento vivo em agosto',
    reading: 'Entendi: Despesas · Academia Movimento Vivo · ago/2026',
    facts: (w) => [one(w, MV, '2026-08', 'expenses')],
  },
  {
    q: 'CMV do ateliê em outubro',
    reading: 'Entendi: Custos · Ateliê Flor de Lis · out/2026',
    facts: (w) => [one(w, FL, '2026-10', 'cogs')],
  },
  {
    q: 'custo das mercadorias da padoca em maio',
    reading: 'Entendi: Custos · Padaria Pão da Serra · mai/2026',
    facts: (w) => [one(w, PS, '2026-05', 'cogs')],
  },
  {
    q: 'custos da faisca em ago/26',
    reading: 'Entendi: Custos · Agência Faísca Digital · ago/2026',
    facts: (w) => [one(w, FD, '2026-08', 'cogs')],
  },
  {
    q: 'lucro da academia em setembro?',
    reading: 'Entendi: Lucro líquido · Academia Movimento Vivo · set/2026',
    facts: (w) => [one(w, MV, '2026-09', 'netProfit')],
  },
  {
    q: 'quanto sobrou pra exato em outubro',
    reading: 'Entendi: Lucro líquido · Exato Contabilidade · out/2026',
    facts: (w) => [one(w, EX, '2026-10', 'netProfit')],
  },
  {
    q: 'resultado liquido da sorriso pleno em 09/2026',
    reading: 'Entendi: Lucro líquido · Sorriso Pleno Odontologia · set/2026',
    facts: (w) => [one(w, SP, '2026-09', 'netProfit')],
  },
  {
    q: 'qual foi o prejuizo da padaria em fevereiro?',
    reading: 'Entendi: Lucro líquido · Padaria Pão da Serra · fev/2026',
    facts: (w) => [one(w, PS, '2026-02', 'netProfit')],
  },
  {
    q: 'lucor da flor de lis em marco',
    reading: 'Entendi: Lucro líquido · Ateliê Flor de Lis · mar/2026',
    facts: (w) => [one(w, FL, '2026-03', 'netProfit')],
  },
  {
    q: 'me diz o lucro liquido da Agencia Faisca',
    reading: 'Entendi: Lucro líquido · Agência Faísca Digital · out/2026',
    facts: (w) => [one(w, FD, '2026-10', 'netProfit')],
  },
  {
    q: 'margem liquida da sorriso em setembro',
    reading: 'Entendi: Margem líquida · Sorriso Pleno Odontologia · set/2026',
  },
  {
    q: 'qual foi a margem da padoca no mês passado?',
    reading: 'Entendi: Margem líquida · Padaria Pão da Serra · out/2026',
  },
  {
    q: 'margem da exato em jul/26',
    reading: 'Entendi: Margem líquida · Exato Contabilidade · jul/2026',
  },
  {
    q: 'faturamento e lucro da padoca em agosto',
    reading: 'Entendi: Faturamento e Lucro líquido · Padaria Pão da Serra · ago/2026',
    facts: (w) => [one(w, PS, '2026-08', 'grossRevenue'), one(w, PS, '2026-08', 'netProfit')],
  },
  {
    q: 'despesas e custos da academia em julho',
    reading: 'Entendi: Despesas e Custos · Academia Movimento Vivo · jul/2026',
    facts: (w) => [one(w, MV, '2026-07', 'expenses'), one(w, MV, '2026-07', 'cogs')],
  },
  {
    q: 'receita liquida e lucro da exato em out/26',
    reading: 'Entendi: Receita líquida e Lucro líquido · Exato Contabilidade · out/2026',
    facts: (w) => [one(w, EX, '2026-10', 'netRevenue'), one(w, EX, '2026-10', 'netProfit')],
  },
  {
    q: 'faturamento da padaria e da flor de lis em setembro',
    reading: 'Entendi: Faturamento · Padaria Pão da Serra e Ateliê Flor de Lis · set/2026',
    facts: (w) => [one(w, PS, '2026-09', 'grossRevenue'), one(w, FL, '2026-09', 'grossRevenue')],
  },
  {
    q: 'lucro da sorriso, da exato e da faisca em agosto',
    reading:
      'Entendi: Lucro líquido · Sorriso Pleno Odontologia, Exato Contabilidade e Agência Faísca Digital · ago/2026',
    facts: (w) => [EX, SP, FD].map((c) => one(w, c, '2026-08', 'netProfit')),
  },
  {
    q: 'quanto a galera faturou em setembro?',
    reading: 'Entendi: Faturamento · todas as empresas · set/2026',
    facts: (w) => [allTotal(w, '2026-09', '2026-09', 'grossRevenue')],
  },
  {
    q: 'faturamento total de todas as empresas em out/26',
    reading: 'Entendi: Faturamento · todas as empresas · out/2026',
    facts: (w) => [allTotal(w, '2026-10', '2026-10', 'grossRevenue')],
  },
  {
    q: 'soma do lucro de todo mundo em agosto',
    reading: 'Entendi: Lucro líquido · todas as empresas · ago/2026',
    facts: (w) => [allTotal(w, '2026-08', '2026-08', 'netProfit')],
  },
  {
    q: 'total de despesas das empresas no mes passado',
    reading: 'Entendi: Despesas · todas as empresas · out/2026',
    facts: (w) => [allTotal(w, '2026-10', '2026-10', 'expenses')],
  },
  {
    q: 'quanto as empresas gastaram de CMV em julho, somando tudo?',
    reading: 'Entendi: Custos · todas as empresas · jul/2026',
    facts: (w) => [allTotal(w, '2026-07', '2026-07', 'cogs')],
  },
  {
    q: 'receita liquida somada de todas as empresas em setembro',
    reading: 'Entendi: Receita líquida · todas as empresas · set/2026',
    facts: (w) => [allTotal(w, '2026-09', '2026-09', 'netRevenue')],
  },
  {
    after: 'quanto a padoca faturou em setembro?',
    q: 'e agosto?',
    reading: 'Entendi: Faturamento · Padaria Pão da Serra · ago/2026',
    facts: (w) => [one(w, PS, '2026-08', 'grossRevenue')],
  },
  {
    after: 'lucro da academia em setembro?',
    q: 'e na faisca?',
    reading: 'Entendi: Lucro líquido · Agência Faísca Digital · set/2026',
    facts: (w) => [one(w, FD, '2026-09', 'netProfit')],
  },
  {
    after: 'faturamento faisca mes passado',
    q: 'e as despesas?',
    reading: 'Entendi: Despesas · Agência Faísca Digital · out/2026',
    facts: (w) => [one(w, FD, '2026-10', 'expenses')],
  },
  {
    after: 'despesas da exato em setembro',
    q: 'e o cmv?',
    reading: 'Entendi: Custos · Exato Contabilidade · set/2026',
    facts: (w) => [one(w, EX, '2026-09', 'cogs')],
  },
  {
    after: 'quanto a galera faturou em setembro?',
    q: 'e o lucro total?',
    reading: 'Entendi: Lucro líquido · todas as empresas · set/2026',
    facts: (w) => [allTotal(w, '2026-09', '2026-09', 'netProfit')],
  },
  {
    after: 'faturamento e lucro da padoca em agosto',
    q: 'e julho?',
    reading: 'Entendi: Faturamento e Lucro líquido · Padaria Pão da Serra · jul/2026',
    facts: (w) => [one(w, PS, '2026-07', 'grossRevenue'), one(w, PS, '2026-07', 'netProfit')],
  },
  {
    after: 'receita liquida da padaria pao da serra em outubro',
    q: 'agora a da sorriso',
    reading: 'Entendi: Receita líquida · Sorriso Pleno Odontologia · out/2026',
    facts: (w) => [one(w, SP, '2026-10', 'netRevenue')],
  },
];
