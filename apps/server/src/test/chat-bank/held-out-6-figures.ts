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
import { margins } from './held-out-6-facts';
import { NOT_UNDERSTOOD, OUT, SET, AGO, JUL, JUN, MAI, ABR, MAR, JAN } from './held-out-common';

// Sixth held-out set: one month's figures as admins of different habits type them (a formal
// request, a hurried abbreviation, a typo in the figure or the name, a month by its number, a shop
// by what it sells), several figures or companies at once, the portfolio summed, a figure named in
// a statement or turned down, names no active company has; and, one word away, what the line
// cannot say (a person, a channel, a place or a currency after the company, a kind of the figure
// the reports do not hold, a measure per unit, a breakdown, a qualifier).

const FEV = 'fev/2026';

export const HELD_OUT_6_FIGURES: BankEntry[] = [
  // Gross revenue.
  {
    q: 'Bom dia, Mariana falando. Preciso do faturamento bruto do Ateliê referente a setembro/26.',
    reading: reading('Faturamento', ATELIE, SET),
    facts: figures(ATELIE, '2026-09', gross),
  },
  {
    q: 'Poderia, por gentileza, informar a receita bruta da Padaria Pão da Serra em janeiro de 2026?',
    reading: reading('Faturamento', PADARIA, JAN),
    facts: figures(PADARIA, '2026-01', gross),
  },
  {
    q: 'a clinica faturou qto em 06/2026',
    reading: reading('Faturamento', SORRISO, JUN),
    facts: figures(SORRISO, '2026-06', gross),
  },
  {
    // A month by its number alone: the latest such month not after today.
    q: 'vendas do escritorio de contabilidade no mes 9',
    reading: reading('Faturamento', EXATO, SET),
    facts: figures(EXATO, '2026-09', gross),
  },
  {
    q: 'o dentista vendeu quanto em maio?',
    reading: reading('Faturamento', SORRISO, MAI),
    facts: figures(SORRISO, '2026-05', gross),
  },
  {
    q: 'qual foi a receita da agencia de mkt em fevereiro',
    reading: reading('Faturamento', FAISCA, FEV),
    facts: figures(FAISCA, '2026-02', gross),
  },
  {
    q: 'fatruamento da exato em julho',
    reading: reading('Faturamento', EXATO, JUL),
    facts: figures(EXATO, '2026-07', gross),
  },
  {
    q: 'faturamento da faiska digital em abril',
    reading: reading('Faturamento', FAISCA, ABR),
    facts: figures(FAISCA, '2026-04', gross),
  },
  {
    // A shop named by what it sells, in the diminutive.
    q: 'quanto a lojinha de roupa faturou em junho?',
    reading: reading('Faturamento', ATELIE, JUN),
    facts: figures(ATELIE, '2026-06', gross),
  },
  {
    q: 'faturamento padoca out',
    reading: reading('Faturamento', PADARIA, OUT),
    facts: figures(PADARIA, '2026-10', gross),
  },

  // Net revenue.
  {
    q: 'receita liquida da contabilidade exato em fev/26',
    reading: reading('Receita líquida', EXATO, FEV),
    facts: figures(EXATO, '2026-02', net),
  },
  {
    q: 'me ve a receita liq. do dentista em setembro',
    reading: reading('Receita líquida', SORRISO, SET),
    facts: figures(SORRISO, '2026-09', net),
  },
  {
    q: 'quanto ficou de receita liquida pro atelie em julho?',
    reading: reading('Receita líquida', ATELIE, JUL),
    facts: figures(ATELIE, '2026-07', net),
  },
  {
    q: 'recieta liquida da padoca em marco',
    reading: reading('Receita líquida', PADARIA, MAR),
    facts: figures(PADARIA, '2026-03', net),
  },

  // Expenses.
  {
    q: 'quanto a academia desembolsou de despesas em julho?',
    reading: reading('Despesas', ACADEMIA, JUL),
    facts: figures(ACADEMIA, '2026-07', expenses),
  },
  {
    q: 'despesa da sorriso pleno em jan',
    reading: reading('Despesas', SORRISO, JAN),
    facts: figures(SORRISO, '2026-01', expenses),
  },
  {
    q: 'a exato gastou quanto em fevereiro?',
    reading: reading('Despesas', EXATO, FEV),
    facts: figures(EXATO, '2026-02', expenses),
  },
  {
    q: 'despessas da faisca em maio',
    reading: reading('Despesas', FAISCA, MAI),
    facts: figures(FAISCA, '2026-05', expenses),
  },
  {
    q: 'despesas da pao da sera em abril',
    reading: reading('Despesas', PADARIA, ABR),
    facts: figures(PADARIA, '2026-04', expenses),
  },
  {
    // No period: the last closed month.
    q: 'quanto a clinica gastou?',
    reading: reading('Despesas', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', expenses),
  },

  // Costs.
  {
    q: 'custo da mercadoria do atelie em maio',
    reading: reading('Custos', ATELIE, MAI),
    facts: figures(ATELIE, '2026-05', cogs),
  },
  {
    q: 'CMV da academia, agosto/26',
    reading: reading('Custos', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', cogs),
  },
  {
    q: 'qual foi o custo dos servicos da clinica em fevereiro?',
    reading: reading('Custos', SORRISO, FEV),
    facts: figures(SORRISO, '2026-02', cogs),
  },
  {
    // 'Deste mês' for figures: the current month has no report yet, the last closed is read.
    q: 'cmv do atelie deste mes',
    reading: reading('Custos', ATELIE, OUT),
    facts: figures(ATELIE, '2026-10', cogs),
  },

  // Net profit.
  {
    q: 'qnto de lucro a padoca teve em agosto',
    reading: reading('Lucro líquido', PADARIA, AGO),
    facts: figures(PADARIA, '2026-08', profit),
  },
  {
    q: 'sobrou quanto na faisca em junho?',
    reading: reading('Lucro líquido', FAISCA, JUN),
    facts: figures(FAISCA, '2026-06', profit),
  },
  {
    q: 'lucro liquido do Atelie Flor de Lis referente a abril de 2026',
    reading: reading('Lucro líquido', ATELIE, ABR),
    facts: figures(ATELIE, '2026-04', profit),
  },
  {
    q: 'resultado da odonto em marco',
    reading: reading('Lucro líquido', SORRISO, MAR),
    facts: figures(SORRISO, '2026-03', profit),
  },
  {
    q: 'lucro da academa em maio',
    reading: reading('Lucro líquido', ACADEMIA, MAI),
    facts: figures(ACADEMIA, '2026-05', profit),
  },
  {
    // How big a loss was: the net profit, negative.
    q: 'qual o tamanho do prejuizo do atelie em fevereiro?',
    reading: reading('Lucro líquido', ATELIE, FEV),
    facts: figures(ATELIE, '2026-02', profit),
  },
  {
    q: 'a academia teve prejuizo de quanto em junho?',
    reading: reading('Lucro líquido', ACADEMIA, JUN),
    facts: figures(ACADEMIA, '2026-06', profit),
  },

  // Net margin, with a month named.
  {
    q: 'margem da agencia em agosto',
    reading: reading('Margem líquida', FAISCA, AGO),
    facts: margin(FAISCA, '2026-08'),
  },
  {
    q: 'qual a margem de lucro da clinica em setembro?',
    reading: reading('Margem líquida', SORRISO, SET),
    facts: margin(SORRISO, '2026-09'),
  },
  {
    // 'Rentável' is the net margin.
    q: 'quao rentavel foi a padoca em setembro?',
    reading: reading('Margem líquida', PADARIA, SET),
    facts: margin(PADARIA, '2026-09'),
  },
  {
    q: 'margen da exato em 04/26',
    reading: reading('Margem líquida', EXATO, ABR),
    facts: margin(EXATO, '2026-04'),
  },

  // Several figures, in the order named.
  {
    q: 'me manda despesas, cmv e resultado da padoca de agosto',
    reading: reading('Despesas, Custos e Lucro líquido', PADARIA, AGO),
    facts: figures(PADARIA, '2026-08', expenses, cogs, profit),
  },
  {
    q: 'quero lucro e margem do atelie em maio',
    reading: reading('Lucro líquido e Margem líquida', ATELIE, MAI),
    facts: figuresAndMargin(ATELIE, '2026-05', profit),
  },
  {
    q: 'faturamento e despesas da academia em março',
    reading: reading('Faturamento e Despesas', ACADEMIA, MAR),
    facts: figures(ACADEMIA, '2026-03', gross, expenses),
  },

  // Several companies, in the order named; set against each other they are only the companies.
  {
    q: 'lucro da clinica e da agencia em julho',
    reading: reading('Lucro líquido', `${SORRISO} e ${FAISCA}`, JUL),
    facts: eachCompany('2026-07', profit, SORRISO, FAISCA),
  },
  {
    q: 'margem da padoca, da exato e da faisca em setembro',
    reading: reading('Margem líquida', `${PADARIA}, ${EXATO} e ${FAISCA}`, SET),
    facts: margins('2026-09', PADARIA, EXATO, FAISCA),
  },
  {
    q: 'quem vendeu mais em agosto, a academia ou o atelie?',
    reading: reading('Faturamento', `${ACADEMIA} e ${ATELIE}`, AGO),
    facts: eachCompany('2026-08', gross, ACADEMIA, ATELIE),
  },
  {
    q: 'exato vs sorriso: despesas de outubro',
    reading: reading('Despesas', `${EXATO} e ${SORRISO}`, OUT),
    facts: eachCompany('2026-10', expenses, EXATO, SORRISO),
  },

  // The portfolio summed.
  {
    q: 'faturamento consolidado de todas as empresas em junho',
    reading: reading('Faturamento', ALL, JUN),
    facts: total('2026-06', '2026-06', gross),
  },
  {
    q: 'quanto as seis empresas lucraram juntas em agosto?',
    reading: reading('Lucro líquido', ALL, AGO),
    facts: total('2026-08', '2026-08', profit),
  },
  {
    q: 'custo total somando todo mundo em setembro',
    reading: reading('Custos', ALL, SET),
    facts: total('2026-09', '2026-09', cogs),
  },

  // A figure named in a statement, or turned down, is not asked for.
  {
    q: 'o cmv da clinica subiu em agosto, e o lucro dela?',
    reading: reading('Lucro líquido', SORRISO, AGO),
    facts: figures(SORRISO, '2026-08', profit),
  },
  {
    q: 'nao preciso da receita, so do lucro da exato em abril',
    reading: reading('Lucro líquido', EXATO, ABR),
    facts: figures(EXATO, '2026-04', profit),
  },

  // The company waiting for approval is found by its name; a name no company has is kept.
  {
    q: 'despesas da Horta Viva em julho',
    reading: reading('Despesas', HORTA, JUL),
  },
  {
    q: 'lucro da Vidraçaria São Jorge em outubro',
    reading: reading('Lucro líquido', 'Vidraçaria São Jorge (não encontrada)', OUT),
  },
  {
    q: 'quanto a Doceria Favo de Mel faturou em agosto?',
    reading: reading('Faturamento', 'Doceria Favo de Mel (não encontrada)', AGO),
  },

  // One word away: what the line cannot say is not read.
  // A qualifier beyond the monthly values.
  { q: 'gastos operacionais da faisca em setembro', reading: NOT_UNDERSTOOD },
  { q: 'faturamento medio da academia no semestre', reading: NOT_UNDERSTOOD },
  // Someone who is no company where the company goes.
  { q: 'quanto a beatriz faturou em agosto?', reading: NOT_UNDERSTOOD },
  { q: 'lucro do roberto em outubro', reading: NOT_UNDERSTOOD },
  // A channel, a place or a currency after the company.
  { q: 'faturamento da odonto pelo convenio em julho', reading: NOT_UNDERSTOOD },
  { q: 'lucro da padaria na loja do centro em setembro', reading: NOT_UNDERSTOOD },
  { q: 'receita do atelie em euros, agosto', reading: NOT_UNDERSTOOD },
  // A kind of the figure the reports do not hold.
  { q: 'despesa variavel da exato em junho', reading: NOT_UNDERSTOOD },
  { q: 'lucro ajustado da sorriso em setembro', reading: NOT_UNDERSTOOD },
  // A measure per unit of time or per client, and a breakdown.
  { q: 'faturamento por hora da exato em outubro', reading: NOT_UNDERSTOOD },
  { q: 'lucro por paciente da sorriso em outubro', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da padoca por turno', reading: NOT_UNDERSTOOD },
  { q: 'custos do atelie por colecao em setembro', reading: NOT_UNDERSTOOD },
  // A word where the company goes that is no company's.
  { q: 'lucro da lavanderia em setembro', reading: NOT_UNDERSTOOD },
];
