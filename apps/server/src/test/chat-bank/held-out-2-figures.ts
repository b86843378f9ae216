import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  HORTA,
  PADARIA,
  SORRISO,
  eachCompany,
  figures,
  margin,
  reading,
  total,
} from './held-out-2-facts';
import { OUT, SET, AGO } from './held-out-common';

// Second held-out set: one company's figures of one month (the question asked most), several
// figures or companies at once, the whole portfolio summed, and names the portal does not have.

export const HELD_OUT_2_FIGURES: BankEntry[] = [
  // One figure of one company in one month.
  {
    q: 'quanto a padoca faturou em outubro?',
    reading: reading('Faturamento', PADARIA, OUT),
    facts: figures(PADARIA, '2026-10', gross),
  },
  {
    q: 'faturamento sorriso pleno out/26',
    reading: reading('Faturamento', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', gross),
  },
  {
    q: 'me passa a receita bruta da Exato de setembro por favor',
    reading: reading('Faturamento', EXATO, SET),
    facts: figures(EXATO, '2026-09', gross),
  },
  {
    q: 'qto vendeu o atelie em agosto',
    reading: reading('Faturamento', ATELIE, AGO),
    facts: figures(ATELIE, '2026-08', gross),
  },
  {
    q: 'Boa tarde! Poderia me informar o faturamento da Agência Faísca Digital referente a julho de 2026?',
    reading: reading('Faturamento', FAISCA, 'jul/2026'),
    facts: figures(FAISCA, '2026-07', gross),
  },
  {
    q: 'faturamento academia setembro',
    reading: reading('Faturamento', ACADEMIA, SET),
    facts: figures(ACADEMIA, '2026-09', gross),
  },
  {
    q: 'vendas da pao da serra em julho',
    reading: reading('Faturamento', PADARIA, 'jul/2026'),
    facts: figures(PADARIA, '2026-07', gross),
  },
  {
    q: 'Faturamento Exato 10/2026',
    reading: reading('Faturamento', EXATO, OUT),
    facts: figures(EXATO, '2026-10', gross),
  },
  {
    q: 'quanto o escritorio de contabilidade faturou em agosto?',
    reading: reading('Faturamento', EXATO, AGO),
    facts: figures(EXATO, '2026-08', gross),
  },
  {
    q: 'e ai, quanto a agencia vendeu em setembro?',
    reading: reading('Faturamento', FAISCA, SET),
    facts: figures(FAISCA, '2026-09', gross),
  },
  {
    q: 'quanto a Sorriso Pleno faturou?',
    reading: reading('Faturamento', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', gross),
  },
  {
    q: 'quanto a sorisso faturou esse mes',
    reading: reading('Faturamento', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', gross),
  },
  {
    q: 'faturamento da academia',
    reading: reading('Faturamento', ACADEMIA, OUT),
  },
  {
    q: 'qual foi a receita bruta da padaria em dezembro de 2025?',
    reading: reading('Faturamento', PADARIA, 'dez/2025'),
    facts: figures(PADARIA, '2025-12', gross),
  },
  {
    q: 'receita liquida da faisca em outubro',
    reading: reading('Receita líquida', FAISCA, OUT),
    facts: figures(FAISCA, '2026-10', net),
  },
  {
    q: 'qual foi a receita líquida da clínica em 09/2026?',
    reading: reading('Receita líquida', SORRISO, SET),
    facts: figures(SORRISO, '2026-09', net),
  },
  {
    q: 'rec liquida exato junho',
    reading: reading('Receita líquida', EXATO, 'jun/2026'),
    facts: figures(EXATO, '2026-06', net),
  },
  {
    q: 'quanto a padaria gastou em outubro?',
    reading: reading('Despesas', PADARIA, OUT),
    facts: figures(PADARIA, '2026-10', expenses),
  },
  {
    q: 'despesas da sorriso mes passado',
    reading: reading('Despesas', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', expenses),
  },
  {
    q: 'gastos do ateliê flor de lis em maio/2026',
    reading: reading('Despesas', ATELIE, 'mai/2026'),
    facts: figures(ATELIE, '2026-05', expenses),
  },
  {
    q: 'despesas exato',
    reading: reading('Despesas', EXATO, OUT),
    facts: figures(EXATO, '2026-10', expenses),
  },
  {
    q: 'qual o cmv da padaria em agosto?',
    reading: reading('Custos', PADARIA, AGO),
    facts: figures(PADARIA, '2026-08', cogs),
  },
  {
    q: 'custos da exato em outubro',
    reading: reading('Custos', EXATO, OUT),
    facts: figures(EXATO, '2026-10', cogs),
  },
  {
    q: 'quanto foi o custo dos serviços da faisca em setembro',
    reading: reading('Custos', FAISCA, SET),
    facts: figures(FAISCA, '2026-09', cogs),
  },
  {
    q: 'custo das mercadorias do atelie out',
    reading: reading('Custos', ATELIE, OUT),
    facts: figures(ATELIE, '2026-10', cogs),
  },
  {
    q: 'lucro da sorriso em outubro',
    reading: reading('Lucro líquido', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', profit),
  },
  {
    q: 'quanto sobrou pra padaria em setembro?',
    reading: reading('Lucro líquido', PADARIA, SET),
    facts: figures(PADARIA, '2026-09', profit),
  },
  {
    q: 'resultado da exato contabilidade no mês passado',
    reading: reading('Lucro líquido', EXATO, OUT),
    facts: figures(EXATO, '2026-10', profit),
  },
  {
    q: 'a academia deu lucro em agosto?',
    reading: reading('Lucro líquido', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', profit),
  },
  {
    q: 'lucro liquido faisca 08/2026',
    reading: reading('Lucro líquido', FAISCA, AGO),
    facts: figures(FAISCA, '2026-08', profit),
  },
  {
    q: 'qual o lucro da faisca este mês?',
    reading: reading('Lucro líquido', FAISCA, OUT),
    facts: figures(FAISCA, '2026-10', profit),
  },
  {
    q: 'lucro da padaria',
    reading: reading('Lucro líquido', PADARIA, OUT),
    facts: figures(PADARIA, '2026-10', profit),
  },
  {
    q: 'quanto deu o prejuízo da padaria em fevereiro?',
    reading: reading('Lucro líquido', PADARIA, 'fev/2026'),
    facts: figures(PADARIA, '2026-02', profit),
  },
  {
    q: 'lucro sorriso 07/26',
    reading: reading('Lucro líquido', SORRISO, 'jul/2026'),
    facts: figures(SORRISO, '2026-07', profit),
  },
  {
    q: 'margem liquida da sorriso em outubro',
    reading: reading('Margem líquida', SORRISO, OUT),
    facts: margin(SORRISO, '2026-10'),
  },
  {
    q: 'qual foi a margem da exato em setembro de 2026?',
    reading: reading('Margem líquida', EXATO, SET),
    facts: margin(EXATO, '2026-09'),
  },
  {
    q: 'rentabilidade do ateliê em julho',
    reading: reading('Margem líquida', ATELIE, 'jul/2026'),
    facts: margin(ATELIE, '2026-07'),
  },
  {
    q: 'margem da academia em março?',
    reading: reading('Margem líquida', ACADEMIA, 'mar/2026'),
    facts: margin(ACADEMIA, '2026-03'),
  },
  {
    q: 'a horta viva faturou quanto em outubro?',
    reading: reading('Faturamento', HORTA, OUT),
  },

  // Several figures at once, in the order named.
  {
    q: 'faturamento e lucro da padaria em setembro',
    reading: reading('Faturamento e Lucro líquido', PADARIA, SET),
    facts: figures(PADARIA, '2026-09', gross, profit),
  },
  {
    q: 'receita bruta, custos e lucro da exato em out',
    reading: reading('Faturamento, Custos e Lucro líquido', EXATO, OUT),
    facts: figures(EXATO, '2026-10', gross, cogs, profit),
  },
  {
    q: 'me da despesas e custos da faisca de agosto',
    reading: reading('Despesas e Custos', FAISCA, AGO),
    facts: figures(FAISCA, '2026-08', expenses, cogs),
  },
  {
    q: 'quanto a sorriso faturou e qual foi a margem em setembro?',
    reading: reading('Faturamento e Margem líquida', SORRISO, SET),
    facts: (w) => [...figures(SORRISO, '2026-09', gross)(w), ...margin(SORRISO, '2026-09')(w)],
  },
  {
    q: 'receita liquida e lucro do atelie em junho/2026',
    reading: reading('Receita líquida e Lucro líquido', ATELIE, 'jun/2026'),
    facts: figures(ATELIE, '2026-06', net, profit),
  },

  // Several companies, in the order named.
  {
    q: 'faturamento da padaria e da sorriso em outubro',
    reading: reading('Faturamento', `${PADARIA} e ${SORRISO}`, OUT),
    facts: eachCompany('2026-10', gross, PADARIA, SORRISO),
  },
  {
    q: 'lucro de exato, faisca e flor de lis em setembro',
    reading: reading('Lucro líquido', `${EXATO}, ${FAISCA} e ${ATELIE}`, SET),
    facts: eachCompany('2026-09', profit, EXATO, FAISCA, ATELIE),
  },
  {
    q: 'despesas da academia e da padaria em agosto',
    reading: reading('Despesas', `${ACADEMIA} e ${PADARIA}`, AGO),
    facts: eachCompany('2026-08', expenses, ACADEMIA, PADARIA),
  },

  // The portfolio summed.
  {
    q: 'quanto todas as empresas faturaram juntas em setembro?',
    reading: reading('Faturamento', ALL, SET),
    facts: total('2026-09', '2026-09', gross),
  },
  {
    q: 'soma do lucro de todas as empresas em agosto',
    reading: reading('Lucro líquido', ALL, AGO),
    facts: total('2026-08', '2026-08', profit),
  },
  {
    q: 'faturamento total da carteira no mês passado',
    reading: reading('Faturamento', ALL, OUT),
    facts: total('2026-10', '2026-10', gross),
  },
  {
    q: 'total de despesas de todas as empresas em julho',
    reading: reading('Despesas', ALL, 'jul/2026'),
    facts: total('2026-07', '2026-07', expenses),
  },

  // Names no company of the portal has.
  {
    q: 'quanto a Pizzaria Bella Napoli faturou em setembro?',
    reading: reading('Faturamento', 'Pizzaria Bella Napoli (não encontrada)', SET),
  },
  {
    q: 'lucro do Mercado Bom Preço em outubro',
    reading: reading('Lucro líquido', 'Mercado Bom Preço (não encontrada)', OUT),
  },
  {
    q: 'despesas da Construtora Horizonte em agosto',
    reading: reading('Despesas', 'Construtora Horizonte (não encontrada)', AGO),
  },
];
