import { formatBRL } from '@portal/domain';
import type { BankEntry } from './bank-entry';
import {
  fullRanking,
  goalFacts,
  goalOf,
  lossCompanies,
  losses,
  ranking,
  reachingGoal,
  reported,
  sentThisMonth,
  top,
} from './held-out-facts';
import { PS, SP, EX, MV, FD } from './held-out-common';

// Held-out: rankings of every company (both directions, top N, a single best or worst), the
// year's revenue goal, loss months and who sent the month's report (DRE). A ranking holds the
// companies with reports in its period (out/2026: five, Academia Movimento Vivo has none).

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

export const HELD_OUT_RANKINGS: BankEntry[] = [
  {
    q: 'ranking de faturamento de setembro',
    reading: 'Entendi: Faturamento · todas as empresas · set/2026 · do maior para o menor',
    facts: (w) => fullRanking(w, '2026-09', '2026-09', 'grossRevenue'),
  },
  {
    q: 'quem lucrou mais no mes passado?',
    reading:
      'Entendi: Lucro líquido · todas as empresas · out/2026 · do maior para o menor · top 1',
    facts: (w) => top(w, '2026-10', '2026-10', 'netProfit', 1),
  },
  {
    q: 'top 3 faturamento 3o tri',
    reading:
      'Entendi: Faturamento · todas as empresas · jul/2026 a set/2026 · do maior para o menor · top 3',
    facts: (w) => top(w, '2026-07', '2026-09', 'grossRevenue', 3),
  },
  {
    q: 'qual empresa gastou menos em agosto?',
    reading: 'Entendi: Despesas · todas as empresas · ago/2026 · do menor para o maior · top 1',
    facts: (w) => top(w, '2026-08', '2026-08', 'expenses', 1, true),
  },
  {
    q: 'ranking crescente de lucro no 1o semestre',
    reading:
      'Entendi: Lucro líquido · todas as empresas · jan/2026 a jun/2026 · do menor para o maior',
    facts: (w) => fullRanking(w, '2026-01', '2026-06', 'netProfit', true),
  },
  {
    q: 'piores faturamentos de outubro',
    reading: 'Entendi: Faturamento · todas as empresas · out/2026 · do menor para o maior',
    facts: (w) => fullRanking(w, '2026-10', '2026-10', 'grossRevenue', true),
  },
  {
    q: 'qual empresa teve os melhores custos em setembro?',
    reading: 'Entendi: Custos · todas as empresas · set/2026 · do menor para o maior · top 1',
    facts: (w) => top(w, '2026-09', '2026-09', 'cogs', 1, true),
  },
  {
    q: 'top 2 em receita liquida YTD',
    reading:
      'Entendi: Receita líquida · todas as empresas · jan/2026 a out/2026 · do maior para o menor · top 2',
    facts: (w) => top(w, '2026-01', '2026-10', 'netRevenue', 2),
  },
  {
    q: 'maiores despesas do 3o trimestre',
    reading: 'Entendi: Despesas · todas as empresas · jul/2026 a set/2026 · do maior para o menor',
    facts: (w) => fullRanking(w, '2026-07', '2026-09', 'expenses'),
  },
  {
    q: 'quem vendeu menos no acumulado do ano?',
    reading:
      'Entendi: Faturamento · todas as empresas · jan/2026 a out/2026 · do menor para o maior · top 1',
    facts: (w) => top(w, '2026-01', '2026-10', 'grossRevenue', 1, true),
  },
  {
    q: 'ranking lucro liquido ultimos 3 meses',
    reading:
      'Entendi: Lucro líquido · todas as empresas · ago/2026 a out/2026 · do maior para o menor',
    facts: (w) => fullRanking(w, '2026-08', '2026-10', 'netProfit'),
  },
  {
    q: 'quais as 3 empresas que mais faturaram em agosto?',
    reading: 'Entendi: Faturamento · todas as empresas · ago/2026 · do maior para o menor · top 3',
    facts: (w) => top(w, '2026-08', '2026-08', 'grossRevenue', 3),
  },
  {
    q: 'ordena as empresas por CMV de setembro, maior primeiro',
    reading: 'Entendi: Custos · todas as empresas · set/2026 · do maior para o menor',
    facts: (w) => fullRanking(w, '2026-09', '2026-09', 'cogs'),
  },
  {
    q: 'ranking de margem de setembro',
    reading: 'Entendi: Margem líquida · todas as empresas · set/2026 · do maior para o menor',
    facts: (w) => names(ranking(w, '2026-09', '2026-09', 'netProfit')),
  },
  {
    q: 'piores margens do 3o tri',
    reading:
      'Entendi: Margem líquida · todas as empresas · jul/2026 a set/2026 · do menor para o maior',
    facts: (w) => names(ranking(w, '2026-07', '2026-09', 'netProfit')),
  },
  {
    q: 'empresa com maior lucro no 2º trimestre?',
    reading:
      'Entendi: Lucro líquido · todas as empresas · abr/2026 a jun/2026 · do maior para o menor · top 1',
    facts: (w) => top(w, '2026-04', '2026-06', 'netProfit', 1),
  },
  {
    q: 'quem teve o pior lucro em agosto?',
    reading:
      'Entendi: Lucro líquido · todas as empresas · ago/2026 · do menor para o maior · top 1',
    facts: (w) => top(w, '2026-08', '2026-08', 'netProfit', 1, true),
  },
  {
    after: 'ranking de faturamento de setembro',
    q: 'so o top 3',
    reading: 'Entendi: Faturamento · todas as empresas · set/2026 · do maior para o menor · top 3',
    facts: (w) => top(w, '2026-09', '2026-09', 'grossRevenue', 3),
  },
  {
    after: 'quem lucrou mais no mes passado?',
    q: 'e no 3o tri?',
    reading:
      'Entendi: Lucro líquido · todas as empresas · jul/2026 a set/2026 · do maior para o menor · top 1',
    facts: (w) => top(w, '2026-07', '2026-09', 'netProfit', 1),
  },
  {
    q: 'a padoca vai bater a meta esse ano?',
    reading: 'Entendi: Meta de faturamento · Padaria Pão da Serra · jan/2026 a out/2026',
    facts: (w) => goalFacts(w, PS),
  },
  {
    q: 'qual a meta de faturamento da sorriso pra este ano?',
    reading: 'Entendi: Meta de faturamento · Sorriso Pleno Odontologia · jan/2026 a out/2026',
    facts: (w) => goalFacts(w, SP),
  },
  {
    q: 'no ritmo atual, quem bate a meta de faturamento este ano?',
    reading: 'Entendi: Meta de faturamento · todas as empresas · jan/2026 a out/2026',
    facts: (w) => names(reachingGoal(w)),
  },
  {
    q: 'faturamento acumulado no ano da exato vs meta',
    reading: 'Entendi: Faturamento · Exato Contabilidade · jan/2026 a out/2026 · vs meta',
    facts: (w) => goalFacts(w, EX),
  },
  {
    q: 'a faisca ja bateu a meta no ano?',
    reading: 'Entendi: Meta de faturamento · Agência Faísca Digital · jan/2026 a out/2026',
    facts: (w) => goalFacts(w, FD),
  },
  {
    q: 'quanto falta pra academia chegar na meta este ano?',
    reading: 'Entendi: Meta de faturamento · Academia Movimento Vivo · jan/2026 a out/2026',
    facts: (w) => goalFacts(w, MV),
  },
  {
    q: 'metas de faturamento de todas as empresas este ano',
    reading: 'Entendi: Meta de faturamento · todas as empresas · jan/2026 a out/2026',
    facts: (w) => w.companies.map((c) => formatBRL(goalOf(w, c.name).meta)),
  },
  {
    q: 'quem fechou no vermelho em agosto?',
    reading: 'Entendi: Prejuízo · todas as empresas · ago/2026',
    facts: (w) => lossCompanies(w, '2026-08', '2026-08'),
  },
  {
    q: 'quais empresas tiveram prejuizo este ano?',
    reading: 'Entendi: Prejuízo · todas as empresas · jan/2026 a out/2026',
    facts: (w) => lossCompanies(w, '2026-01', '2026-10'),
  },
  {
    q: 'teve mes com prejuizo na padaria este ano?',
    reading: 'Entendi: Prejuízo · Padaria Pão da Serra · jan/2026 a out/2026',
    facts: (w) => losses(w, PS, '2026-01', '2026-10'),
  },
  {
    q: 'alguem deu prejuizo em junho?',
    reading: 'Entendi: Prejuízo · todas as empresas · jun/2026',
    facts: (w) => lossCompanies(w, '2026-06', '2026-06'),
  },
  {
    q: 'empresas que ficaram no negativo no 1o semestre',
    reading: 'Entendi: Prejuízo · todas as empresas · jan/2026 a jun/2026',
    facts: (w) => lossCompanies(w, '2026-01', '2026-06'),
  },
  {
    after: 'quem fechou no vermelho em agosto?',
    q: 'e em dezembro de 2025?',
    reading: 'Entendi: Prejuízo · todas as empresas · dez/2025',
    facts: (w) => lossCompanies(w, '2025-12', '2025-12'),
  },
  {
    q: 'quem ja mandou o DRE de outubro?',
    reading: 'Entendi: Envio do DRE · todas as empresas · out/2026',
    facts: (w) => reported(w, '2026-10'),
  },
  {
    q: 'qual empresa ainda nao enviou o dre de outubro',
    reading: 'Entendi: Envio do DRE · todas as empresas · out/2026',
    facts: (w) => reported(w, '2026-10', false),
  },
  {
    q: 'a academia mandou o DRE de outubro?',
    reading: 'Entendi: Envio do DRE · Academia Movimento Vivo · out/2026',
  },
  {
    q: 'dre de setembro: alguem ficou devendo?',
    reading: 'Entendi: Envio do DRE · todas as empresas · set/2026',
    facts: (w) => reported(w, '2026-09'),
  },
  {
    q: 'a Exato já entregou o DRE de outubro?',
    reading: 'Entendi: Envio do DRE · Exato Contabilidade · out/2026',
  },
  {
    q: 'DREs pendentes do mes passado',
    reading: 'Entendi: Envio do DRE · todas as empresas · out/2026',
    facts: (w) => reported(w, '2026-10', false),
  },
  {
    // 'este mês' with no report month named: the current month, as the companies screen counts it.
    q: 'quem ainda não mandou o DRE esse mês?',
    reading: 'Entendi: Envio do DRE · todas as empresas · nov/2026',
    facts: (w) => sentThisMonth(w, false),
  },
];
