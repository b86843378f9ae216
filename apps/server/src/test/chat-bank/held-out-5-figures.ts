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
import { NOT_UNDERSTOOD, OUT, SET, AGO, JUL, JUN, MAI, ABR, MAR, JAN } from './held-out-common';

// Fifth held-out set: one month's figures as admins of different habits type them (a greeting
// before the ask, a formal request, WhatsApp slang, a company by its kind of business or with a
// typo), several figures or companies at once, the portfolio summed, a figure named in a statement
// or turned down, names no active company has; and, one word away from those, what the line
// cannot say (a person where the company goes, a channel, a currency, a kind of figure the reports
// do not hold, a measure per unit, a breakdown).

export const HELD_OUT_5_FIGURES: BankEntry[] = [
  // Gross revenue.
  {
    // A greeting and a name before the ask: the last sentence is read.
    q: 'bom dia! mariana aqui. vc consegue puxar qto a exato contabilidade faturou em setembro de 2026?',
    reading: reading('Faturamento', EXATO, SET),
    facts: figures(EXATO, '2026-09', gross),
  },
  {
    q: 'faturamento da clinica odontologica em agosto',
    reading: reading('Faturamento', SORRISO, AGO),
    facts: figures(SORRISO, '2026-08', gross),
  },
  {
    // A shop named by what it sells.
    q: 'qto a loja de moda vendeu em setembro?',
    reading: reading('Faturamento', ATELIE, SET),
    facts: figures(ATELIE, '2026-09', gross),
  },
  {
    q: 'vendas brutas do escritorio contabil em 08/26',
    reading: reading('Faturamento', EXATO, AGO),
    facts: figures(EXATO, '2026-08', gross),
  },
  {
    q: 'A academia faturou quanto em julho/2026?',
    reading: reading('Faturamento', ACADEMIA, JUL),
    facts: figures(ACADEMIA, '2026-07', gross),
  },
  {
    q: 'faturamento pão da serra 05/2026',
    reading: reading('Faturamento', PADARIA, MAI),
    facts: figures(PADARIA, '2026-05', gross),
  },
  {
    q: 'quanto a agência de marketing faturou em março?',
    reading: reading('Faturamento', FAISCA, MAR),
    facts: figures(FAISCA, '2026-03', gross),
  },
  {
    q: 'faturamento da sorrizo pleno em abril',
    reading: reading('Faturamento', SORRISO, ABR),
    facts: figures(SORRISO, '2026-04', gross),
  },
  {
    q: 'me passa o faturamento do mes passado da exato pf',
    reading: reading('Faturamento', EXATO, OUT),
    facts: figures(EXATO, '2026-10', gross),
  },
  {
    q: 'quanto faturou a padoca em junho?',
    reading: reading('Faturamento', PADARIA, JUN),
    facts: figures(PADARIA, '2026-06', gross),
  },
  {
    // 'Receita' alone is the gross revenue.
    q: 'receita do atelier em janeiro',
    reading: reading('Faturamento', ATELIE, JAN),
    facts: figures(ATELIE, '2026-01', gross),
  },

  // Net revenue.
  {
    q: 'receita liquida da agencia faisca em marco',
    reading: reading('Receita líquida', FAISCA, MAR),
    facts: figures(FAISCA, '2026-03', net),
  },
  {
    q: 'Receita líquida — Sorriso Pleno — outubro/2026',
    reading: reading('Receita líquida', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', net),
  },
  {
    q: 'quanto deu a receita liquida da academia em maio?',
    reading: reading('Receita líquida', ACADEMIA, MAI),
    facts: figures(ACADEMIA, '2026-05', net),
  },

  // Expenses.
  {
    q: 'qnto a padoca torrou de despesa em setembro',
    reading: reading('Despesas', PADARIA, SET),
    facts: figures(PADARIA, '2026-09', expenses),
  },
  {
    q: 'gastos da odonto em maio/26',
    reading: reading('Despesas', SORRISO, MAI),
    facts: figures(SORRISO, '2026-05', expenses),
  },
  {
    q: 'quanto foi de despesa na academia em setembro?',
    reading: reading('Despesas', ACADEMIA, SET),
    facts: figures(ACADEMIA, '2026-09', expenses),
  },
  {
    q: 'Solicito, por gentileza, o total de despesas do Ateliê Flor de Lis em abril de 2026.',
    reading: reading('Despesas', ATELIE, ABR),
    facts: figures(ATELIE, '2026-04', expenses),
  },

  // Costs.
  {
    q: 'cmv da odonto em outubro',
    reading: reading('Custos', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', cogs),
  },
  {
    q: 'CMV Flor de Lis 03/2026',
    reading: reading('Custos', ATELIE, MAR),
    facts: figures(ATELIE, '2026-03', cogs),
  },
  {
    q: 'quanto custou a mercadoria vendida na padaria em julho?',
    reading: reading('Custos', PADARIA, JUL),
    facts: figures(PADARIA, '2026-07', cogs),
  },
  {
    q: 'custo dos servicos da agencia em junho',
    reading: reading('Custos', FAISCA, JUN),
    facts: figures(FAISCA, '2026-06', cogs),
  },

  // Net profit.
  {
    q: 'a exato lucrou quanto em junho?',
    reading: reading('Lucro líquido', EXATO, JUN),
    facts: figures(EXATO, '2026-06', profit),
  },
  {
    q: 'quanto ficou de lucro liquido pra academia em setembro',
    reading: reading('Lucro líquido', ACADEMIA, SET),
    facts: figures(ACADEMIA, '2026-09', profit),
  },
  {
    q: 'qual foi o resultado da agencia em maio',
    reading: reading('Lucro líquido', FAISCA, MAI),
    facts: figures(FAISCA, '2026-05', profit),
  },
  {
    q: 'quanto o atelie lucrou em janeiro',
    reading: reading('Lucro líquido', ATELIE, JAN),
    facts: figures(ATELIE, '2026-01', profit),
  },
  {
    // How much the loss was: the net profit, negative; whether there was one would be `Prejuízo`.
    q: 'de quanto foi o prejuizo da academia em agosto?',
    reading: reading('Lucro líquido', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', profit),
  },
  {
    q: 'lucro da contabil em maio',
    reading: reading('Lucro líquido', EXATO, MAI),
    facts: figures(EXATO, '2026-05', profit),
  },

  // Net margin, with a month named.
  {
    q: 'margem liquida da padoca em julho de 2026',
    reading: reading('Margem líquida', PADARIA, JUL),
    facts: margin(PADARIA, '2026-07'),
  },
  {
    // A share of the profit is the margin.
    q: 'qual foi o percentual de lucro da exato em setembro?',
    reading: reading('Margem líquida', EXATO, SET),
    facts: margin(EXATO, '2026-09'),
  },
  {
    q: 'rentabilidade da academia em março',
    reading: reading('Margem líquida', ACADEMIA, MAR),
    facts: margin(ACADEMIA, '2026-03'),
  },

  // Several figures, in the order named.
  {
    q: 'faturamento, despesas e lucro da sorriso em setembro',
    reading: reading('Faturamento, Despesas e Lucro líquido', SORRISO, SET),
    facts: figures(SORRISO, '2026-09', gross, expenses, profit),
  },
  {
    q: 'me traz custo e receita liquida do atelie de agosto',
    reading: reading('Custos e Receita líquida', ATELIE, AGO),
    facts: figures(ATELIE, '2026-08', cogs, net),
  },
  {
    q: 'lucro + margem da faisca em julho',
    reading: reading('Lucro líquido e Margem líquida', FAISCA, JUL),
    facts: figuresAndMargin(FAISCA, '2026-07', profit),
  },

  // Several companies, in the order named; set against each other they are only the companies.
  {
    q: 'faturamento da exato e da academia em junho',
    reading: reading('Faturamento', `${EXATO} e ${ACADEMIA}`, JUN),
    facts: eachCompany('2026-06', gross, EXATO, ACADEMIA),
  },
  {
    q: 'despesas padaria, sorriso e atelie - agosto',
    reading: reading('Despesas', `${PADARIA}, ${SORRISO} e ${ATELIE}`, AGO),
    facts: eachCompany('2026-08', expenses, PADARIA, SORRISO, ATELIE),
  },
  {
    q: 'a faisca lucrou mais que a exato em setembro?',
    reading: reading('Lucro líquido', `${FAISCA} e ${EXATO}`, SET),
    facts: eachCompany('2026-09', profit, FAISCA, EXATO),
  },

  // The portfolio summed.
  {
    q: 'somatorio do faturamento das empresas em outubro',
    reading: reading('Faturamento', ALL, OUT),
    facts: total('2026-10', '2026-10', gross),
  },
  {
    q: 'qto deu o lucro de toda a carteira em julho?',
    reading: reading('Lucro líquido', ALL, JUL),
    facts: total('2026-07', '2026-07', profit),
  },
  {
    q: 'despesa total do portfolio em setembro',
    reading: reading('Despesas', ALL, SET),
    facts: total('2026-09', '2026-09', expenses),
  },

  // A figure named in a statement, or turned down, is not asked for; the statement's period
  // carries to a question that names none.
  {
    q: 'a academia gastou horrores em agosto. quanto ela faturou?',
    reading: reading('Faturamento', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', gross),
  },
  {
    q: 'esquece despesa, me fala o cmv da exato em julho',
    reading: reading('Custos', EXATO, JUL),
    facts: figures(EXATO, '2026-07', cogs),
  },
  {
    q: 'o faturamento da sorriso foi otimo em setembro, mas e a margem?',
    reading: reading('Margem líquida', SORRISO, SET),
    facts: margin(SORRISO, '2026-09'),
  },

  // The company waiting for approval is found by its name; a name no company has is kept.
  {
    q: 'quanto a horta viva lucrou em setembro?',
    reading: reading('Lucro líquido', HORTA, SET),
  },
  {
    q: 'quanto a Papelaria Estrela Azul vendeu em setembro?',
    reading: reading('Faturamento', 'Papelaria Estrela Azul (não encontrada)', SET),
  },
  {
    q: 'Faturamento da Sorveteria Polar em outubro',
    reading: reading('Faturamento', 'Sorveteria Polar (não encontrada)', OUT),
  },

  // One word away: what the line cannot say is not read.
  // A person of the portal where the company goes.
  { q: 'quanto o paulo henrique faturou em outubro?', reading: NOT_UNDERSTOOD },
  // A word where the company goes that is no company's.
  { q: 'o lucro da farmacia em setembro', reading: NOT_UNDERSTOOD },
  // A channel after the company.
  { q: 'faturamento da padaria no balcao em outubro', reading: NOT_UNDERSTOOD },
  // A currency after the company.
  { q: 'faturamento da faisca em dolar em setembro', reading: NOT_UNDERSTOOD },
  // A kind of the figure the reports do not hold.
  { q: 'custo fixo da padoca em setembro', reading: NOT_UNDERSTOOD },
  { q: 'despesa fixa da academia em agosto', reading: NOT_UNDERSTOOD },
  // A figure qualified beyond the monthly values.
  { q: 'faturamento medio diario da sorriso em outubro', reading: NOT_UNDERSTOOD },
  // A measure per unit, and a breakdown by a kind of business's unit.
  { q: 'despesa por aluno da academia em setembro', reading: NOT_UNDERSTOOD },
  { q: 'lucro por consultorio da sorriso', reading: NOT_UNDERSTOOD },
];
