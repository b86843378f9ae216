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
import { figuresAndMargin } from './held-out-3-facts';
import { OUT, SET, AGO, JUL } from './held-out-common';

// Third held-out set: one company's figures of one month, typed as different admins type them
// (formal, hurried, nicknames, typos, accounting terms), several figures or companies at once,
// the portfolio summed, a figure named in a statement or turned down, and names no company has.

export const HELD_OUT_3_FIGURES: BankEntry[] = [
  // Gross revenue, by every name admins give it.
  {
    q: 'qnto a padoca vendeu em agosto?',
    reading: reading('Faturamento', PADARIA, AGO),
    facts: figures(PADARIA, '2026-08', gross),
  },
  {
    q: 'Bom dia. Solicito o faturamento bruto da Sorriso Pleno Odontologia em setembro de 2026.',
    reading: reading('Faturamento', SORRISO, SET),
    facts: figures(SORRISO, '2026-09', gross),
  },
  {
    q: 'faturamento flor de liz jul',
    reading: reading('Faturamento', ATELIE, JUL),
    facts: figures(ATELIE, '2026-07', gross),
  },
  {
    q: 'quanto entrou na faisca em outubro?',
    reading: reading('Faturamento', FAISCA, OUT),
    facts: figures(FAISCA, '2026-10', gross),
  },
  {
    q: 'vendas exatto mes passado',
    reading: reading('Faturamento', EXATO, OUT),
    facts: figures(EXATO, '2026-10', gross),
  },
  {
    q: 'quanto a acadimia faturou em agosto',
    reading: reading('Faturamento', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', gross),
  },
  {
    q: 'faturamento da pão da serra em 09/26',
    reading: reading('Faturamento', PADARIA, SET),
    facts: figures(PADARIA, '2026-09', gross),
  },
  {
    q: 'receita da odonto em junho',
    reading: reading('Faturamento', SORRISO, 'jun/2026'),
    facts: figures(SORRISO, '2026-06', gross),
  },
  {
    q: 'quanto o escritório contábil vendeu em maio?',
    reading: reading('Faturamento', EXATO, 'mai/2026'),
    facts: figures(EXATO, '2026-05', gross),
  },
  {
    q: 'faturou quanto a agencia de marketing em agosto?',
    reading: reading('Faturamento', FAISCA, AGO),
    facts: figures(FAISCA, '2026-08', gross),
  },
  {
    q: 'faturamento da loja de roupas em setembro',
    reading: reading('Faturamento', ATELIE, SET),
    facts: figures(ATELIE, '2026-09', gross),
  },
  {
    q: 'mano, quanto a sorriso pleno odonto vendeu em abril??',
    reading: reading('Faturamento', SORRISO, 'abr/2026'),
    facts: figures(SORRISO, '2026-04', gross),
  },

  // Net revenue.
  {
    q: 'receita liq da sorriso set/26',
    reading: reading('Receita líquida', SORRISO, SET),
    facts: figures(SORRISO, '2026-09', net),
  },
  {
    q: 'qual foi a receita líquida do ateliê em outubro?',
    reading: reading('Receita líquida', ATELIE, OUT),
    facts: figures(ATELIE, '2026-10', net),
  },
  {
    q: 'receita liquida academia agosto 2026',
    reading: reading('Receita líquida', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', net),
  },

  // Expenses.
  {
    q: 'Gostaria de saber as despesas da Padaria Pão da Serra no mês de julho.',
    reading: reading('Despesas', PADARIA, JUL),
    facts: figures(PADARIA, '2026-07', expenses),
  },
  {
    q: 'qto a faisca gastou mes passado',
    reading: reading('Despesas', FAISCA, OUT),
    facts: figures(FAISCA, '2026-10', expenses),
  },
  {
    q: 'gastos da exato em 08/2026',
    reading: reading('Despesas', EXATO, AGO),
    facts: figures(EXATO, '2026-08', expenses),
  },
  {
    // 'Este mês' has no report yet: the last closed month, which the academy has not sent.
    q: 'despesas da academia este mes',
    reading: reading('Despesas', ACADEMIA, OUT),
  },

  // Costs.
  {
    q: 'cmv da flor de lis em setembro',
    reading: reading('Custos', ATELIE, SET),
    facts: figures(ATELIE, '2026-09', cogs),
  },
  {
    q: 'custo dos serviços prestados da exato em julho',
    reading: reading('Custos', EXATO, JUL),
    facts: figures(EXATO, '2026-07', cogs),
  },
  {
    q: 'custos da sorriso mes passado',
    reading: reading('Custos', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', cogs),
  },
  {
    q: 'custo das mercadorias vendidas da padaria em setembro',
    reading: reading('Custos', PADARIA, SET),
    facts: figures(PADARIA, '2026-09', cogs),
  },

  // Net profit.
  {
    q: 'lucro da padoca mes passado',
    reading: reading('Lucro líquido', PADARIA, OUT),
    facts: figures(PADARIA, '2026-10', profit),
  },
  {
    q: 'quanto sobrou na sorriso em agosto?',
    reading: reading('Lucro líquido', SORRISO, AGO),
    facts: figures(SORRISO, '2026-08', profit),
  },
  {
    q: 'a exato foi lucrativa em setembro?',
    reading: reading('Lucro líquido', EXATO, SET),
    facts: figures(EXATO, '2026-09', profit),
  },
  {
    q: 'resultado da faisca em julho/26',
    reading: reading('Lucro líquido', FAISCA, JUL),
    facts: figures(FAISCA, '2026-07', profit),
  },
  {
    q: 'lucro liquido do atelier em agosto',
    reading: reading('Lucro líquido', ATELIE, AGO),
    facts: figures(ATELIE, '2026-08', profit),
  },
  {
    q: 'quanto a academia lucrou em setembro de 2026',
    reading: reading('Lucro líquido', ACADEMIA, SET),
    facts: figures(ACADEMIA, '2026-09', profit),
  },
  {
    // A month without a year is the latest such month not after the current one.
    q: 'lucro da padaria em dezembro',
    reading: reading('Lucro líquido', PADARIA, 'dez/2025'),
    facts: figures(PADARIA, '2025-12', profit),
  },
  {
    q: 'qual o lucro da exato?',
    reading: reading('Lucro líquido', EXATO, OUT),
    facts: figures(EXATO, '2026-10', profit),
  },

  // Net margin, with a month named.
  {
    q: 'porcentagem de lucro da padaria em agosto',
    reading: reading('Margem líquida', PADARIA, AGO),
    facts: margin(PADARIA, '2026-08'),
  },
  {
    q: 'margem liq. da faisca em setembro',
    reading: reading('Margem líquida', FAISCA, SET),
    facts: margin(FAISCA, '2026-09'),
  },
  {
    q: 'qual foi a margem da flor de lis em outubro de 2026',
    reading: reading('Margem líquida', ATELIE, OUT),
    facts: margin(ATELIE, '2026-10'),
  },
  {
    q: 'a sorriso foi rentável em julho?',
    reading: reading('Margem líquida', SORRISO, JUL),
    facts: margin(SORRISO, '2026-07'),
  },

  // Several figures, in the order named.
  {
    q: 'faturamento, despesas e lucro da sorriso em agosto',
    reading: reading('Faturamento, Despesas e Lucro líquido', SORRISO, AGO),
    facts: figures(SORRISO, '2026-08', gross, expenses, profit),
  },
  {
    q: 'lucro e margem da exato em outubro',
    reading: reading('Lucro líquido e Margem líquida', EXATO, OUT),
    facts: figuresAndMargin(EXATO, '2026-10', profit),
  },
  {
    q: 'custos e despesas do atelie em setembro',
    reading: reading('Custos e Despesas', ATELIE, SET),
    facts: figures(ATELIE, '2026-09', cogs, expenses),
  },
  {
    q: 'me passa receita liquida, custos e lucro da padoca de julho',
    reading: reading('Receita líquida, Custos e Lucro líquido', PADARIA, JUL),
    facts: figures(PADARIA, '2026-07', net, cogs, profit),
  },

  // Several companies, in the order named; set against each other, no comparison part.
  {
    q: 'faturamento da exato e da faisca em outubro',
    reading: reading('Faturamento', `${EXATO} e ${FAISCA}`, OUT),
    facts: eachCompany('2026-10', gross, EXATO, FAISCA),
  },
  {
    q: 'lucro da sorriso e do atelie em julho',
    reading: reading('Lucro líquido', `${SORRISO} e ${ATELIE}`, JUL),
    facts: eachCompany('2026-07', profit, SORRISO, ATELIE),
  },
  {
    q: 'despesas de padaria, academia e exato em setembro',
    reading: reading('Despesas', `${PADARIA}, ${ACADEMIA} e ${EXATO}`, SET),
    facts: eachCompany('2026-09', expenses, PADARIA, ACADEMIA, EXATO),
  },
  {
    q: 'padaria vs sorriso no faturamento de agosto',
    reading: reading('Faturamento', `${PADARIA} e ${SORRISO}`, AGO),
    facts: eachCompany('2026-08', gross, PADARIA, SORRISO),
  },

  // The portfolio summed.
  {
    q: 'faturamento somado de todas as empresas em agosto',
    reading: reading('Faturamento', ALL, AGO),
    facts: total('2026-08', '2026-08', gross),
  },
  {
    q: 'quanto todo mundo lucrou junto em setembro?',
    reading: reading('Lucro líquido', ALL, SET),
    facts: total('2026-09', '2026-09', profit),
  },
  {
    q: 'custos somados de todas as empresas em outubro',
    reading: reading('Custos', ALL, OUT),
    facts: total('2026-10', '2026-10', cogs),
  },

  // A figure named in a statement, or turned down, is not asked for.
  {
    q: 'a exato vendeu bem em agosto, mas quanto ficou de lucro?',
    reading: reading('Lucro líquido', EXATO, AGO),
    facts: figures(EXATO, '2026-08', profit),
  },
  {
    q: 'nao quero faturamento, quero as despesas da sorriso em julho',
    reading: reading('Despesas', SORRISO, JUL),
    facts: figures(SORRISO, '2026-07', expenses),
  },
  {
    q: 'a padoca faturou pouco em fevereiro; quanto sobrou?',
    reading: reading('Lucro líquido', PADARIA, 'fev/2026'),
    facts: figures(PADARIA, '2026-02', profit),
  },

  // The company waiting for approval is found by its name; names no company has are kept.
  {
    q: 'lucro da horta viva em setembro',
    reading: reading('Lucro líquido', HORTA, SET),
  },
  {
    q: 'faturamento da Farmácia Santa Luzia em setembro',
    reading: reading('Faturamento', 'Farmácia Santa Luzia (não encontrada)', SET),
  },
  {
    q: 'lucro da Auto Peças Central em outubro',
    reading: reading('Lucro líquido', 'Auto Peças Central (não encontrada)', OUT),
  },
];
