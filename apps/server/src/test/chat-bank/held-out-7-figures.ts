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

// Seventh held-out set: one month's figures as admins of different habits type them (a formal
// request, a hurried line with no verb, a typo in the company's name, a month by its number, a
// company by its kind of business or part of its name), several figures or companies at once,
// companies set against each other, the portfolio summed, a month left unsaid or said as 'este
// mês', a figure named in a statement or turned down, the company waiting for approval and names no
// company has; and, one word away, what the line cannot say (a part of the figure left out, a kind
// of it the reports do not hold, a channel, a time of day, 'depois de', a verb of something else
// done with the money, a person where the company goes, a part of the figure by what it is spent
// on, a measure per unit).

const FEV = 'fev/2026';
const DEZ25 = 'dez/2025';

export const HELD_OUT_7_FIGURES: BankEntry[] = [
  // Gross revenue.
  {
    q: 'Prezados, solicito o faturamento da Exato Contabilidade no mês de agosto de 2026.',
    reading: reading('Faturamento', EXATO, AGO),
    facts: figures(EXATO, '2026-08', gross),
  },
  {
    q: 'qto a padaria artesanal vendeu em fev?',
    reading: reading('Faturamento', PADARIA, FEV),
    facts: figures(PADARIA, '2026-02', gross),
  },
  {
    q: 'quanto entrou de receita na academia de ginastica em abril?',
    reading: reading('Faturamento', ACADEMIA, ABR),
    facts: figures(ACADEMIA, '2026-04', gross),
  },
  {
    q: 'receita bruta flor de lis 03/2026',
    reading: reading('Faturamento', ATELIE, MAR),
    facts: figures(ATELIE, '2026-03', gross),
  },
  {
    q: 'vendas da agencia de marketing digital em outubro',
    reading: reading('Faturamento', FAISCA, OUT),
    facts: figures(FAISCA, '2026-10', gross),
  },
  {
    q: 'faturamento da sorrisso em agosto',
    reading: reading('Faturamento', SORRISO, AGO),
    facts: figures(SORRISO, '2026-08', gross),
  },
  {
    q: 'quanto o escritorio contabil faturou em maio/2026',
    reading: reading('Faturamento', EXATO, MAI),
    facts: figures(EXATO, '2026-05', gross),
  },
  {
    q: 'me diz o faturamento do pao da serra em 07/26',
    reading: reading('Faturamento', PADARIA, JUL),
    facts: figures(PADARIA, '2026-07', gross),
  },
  {
    q: 'faturamento movimento vivo setembro',
    reading: reading('Faturamento', ACADEMIA, SET),
    facts: figures(ACADEMIA, '2026-09', gross),
  },
  {
    // No year: the latest such month not after today.
    q: 'quanto a faisca digtal faturou em dezembro?',
    reading: reading('Faturamento', FAISCA, DEZ25),
    facts: figures(FAISCA, '2025-12', gross),
  },

  // Net revenue.
  {
    q: 'receita líquida da Agência Faísca Digital em março de 2026',
    reading: reading('Receita líquida', FAISCA, MAR),
    facts: figures(FAISCA, '2026-03', net),
  },
  {
    q: 'receita liq da padoca set/26',
    reading: reading('Receita líquida', PADARIA, SET),
    facts: figures(PADARIA, '2026-09', net),
  },
  {
    q: 'qual a receita liquida da academia em janeiro?',
    reading: reading('Receita líquida', ACADEMIA, JAN),
    facts: figures(ACADEMIA, '2026-01', net),
  },

  // Expenses.
  {
    q: 'quais foram as despesas da exato em setembro?',
    reading: reading('Despesas', EXATO, SET),
    facts: figures(EXATO, '2026-09', expenses),
  },
  {
    q: 'gastos da loja de moda em julho',
    reading: reading('Despesas', ATELIE, JUL),
    facts: figures(ATELIE, '2026-07', expenses),
  },
  {
    q: 'qnto a padoca gastou em marco',
    reading: reading('Despesas', PADARIA, MAR),
    facts: figures(PADARIA, '2026-03', expenses),
  },
  {
    q: 'despesas da movimento vivo em fevereiro',
    reading: reading('Despesas', ACADEMIA, FEV),
    facts: figures(ACADEMIA, '2026-02', expenses),
  },
  {
    q: 'A Sorriso Pleno gastou quanto em abril?',
    reading: reading('Despesas', SORRISO, ABR),
    facts: figures(SORRISO, '2026-04', expenses),
  },

  // Costs.
  {
    q: 'custos da faisca em julho',
    reading: reading('Custos', FAISCA, JUL),
    facts: figures(FAISCA, '2026-07', cogs),
  },
  {
    q: 'custo dos servicos da exato em agosto',
    reading: reading('Custos', EXATO, AGO),
    facts: figures(EXATO, '2026-08', cogs),
  },
  {
    q: 'qual foi o CMV do Ateliê em outubro?',
    reading: reading('Custos', ATELIE, OUT),
    facts: figures(ATELIE, '2026-10', cogs),
  },

  // Net profit.
  {
    q: 'lucro liquido da exato em marco/26',
    reading: reading('Lucro líquido', EXATO, MAR),
    facts: figures(EXATO, '2026-03', profit),
  },
  {
    q: 'em setembro sobrou quanto pra academia?',
    reading: reading('Lucro líquido', ACADEMIA, SET),
    facts: figures(ACADEMIA, '2026-09', profit),
  },
  {
    q: 'a sorriso lucrou quanto em julho?',
    reading: reading('Lucro líquido', SORRISO, JUL),
    facts: figures(SORRISO, '2026-07', profit),
  },
  {
    q: 'resultado liquido da faisca em janeiro',
    reading: reading('Lucro líquido', FAISCA, JAN),
    facts: figures(FAISCA, '2026-01', profit),
  },
  {
    // How much the loss was: the net profit, negative.
    q: 'o prejuizo da padoca em fevereiro foi de quanto?',
    reading: reading('Lucro líquido', PADARIA, FEV),
    facts: figures(PADARIA, '2026-02', profit),
  },
  {
    q: 'lucro do atelie flor de lis em dezembro de 2025',
    reading: reading('Lucro líquido', ATELIE, DEZ25),
    facts: figures(ATELIE, '2025-12', profit),
  },

  // Net margin, with a month named.
  {
    q: 'margem liquida da academia em agosto',
    reading: reading('Margem líquida', ACADEMIA, AGO),
    facts: margin(ACADEMIA, '2026-08'),
  },
  {
    q: 'qual a rentabilidade da exato em julho?',
    reading: reading('Margem líquida', EXATO, JUL),
    facts: margin(EXATO, '2026-07'),
  },
  {
    q: 'porcentagem de lucro da faisca em outubro',
    reading: reading('Margem líquida', FAISCA, OUT),
    facts: margin(FAISCA, '2026-10'),
  },

  // Several figures, in the order named.
  {
    q: 'faturamento, despesas e lucro da exato em outubro',
    reading: reading('Faturamento, Despesas e Lucro líquido', EXATO, OUT),
    facts: figures(EXATO, '2026-10', gross, expenses, profit),
  },
  {
    q: 'receita liquida e custos da sorriso em agosto',
    reading: reading('Receita líquida e Custos', SORRISO, AGO),
    facts: figures(SORRISO, '2026-08', net, cogs),
  },
  {
    q: 'quero ver cmv e despesa da faisca de setembro',
    reading: reading('Custos e Despesas', FAISCA, SET),
    facts: figures(FAISCA, '2026-09', cogs, expenses),
  },
  {
    q: 'lucro e margem da academia em julho',
    reading: reading('Lucro líquido e Margem líquida', ACADEMIA, JUL),
    facts: figuresAndMargin(ACADEMIA, '2026-07', profit),
  },

  // Several companies, in the order named; set against each other they are only the companies.
  {
    q: 'faturamento da padoca e do atelie em setembro',
    reading: reading('Faturamento', `${PADARIA} e ${ATELIE}`, SET),
    facts: eachCompany('2026-09', gross, PADARIA, ATELIE),
  },
  {
    q: 'lucro de exato, faisca e sorriso em agosto',
    reading: reading('Lucro líquido', `${EXATO}, ${FAISCA} e ${SORRISO}`, AGO),
    facts: eachCompany('2026-08', profit, EXATO, FAISCA, SORRISO),
  },
  {
    q: 'a academia gastou mais que a padaria em setembro?',
    reading: reading('Despesas', `${ACADEMIA} e ${PADARIA}`, SET),
    facts: eachCompany('2026-09', expenses, ACADEMIA, PADARIA),
  },
  {
    q: 'sorriso x exato, receita liquida de julho',
    reading: reading('Receita líquida', `${SORRISO} e ${EXATO}`, JUL),
    facts: eachCompany('2026-07', net, SORRISO, EXATO),
  },
  {
    q: 'margem da faisca e da exato em outubro',
    reading: reading('Margem líquida', `${FAISCA} e ${EXATO}`, OUT),
    facts: margins('2026-10', FAISCA, EXATO),
  },

  // The portfolio summed.
  {
    q: 'faturamento somado das empresas em setembro',
    reading: reading('Faturamento', ALL, SET),
    facts: total('2026-09', '2026-09', gross),
  },
  {
    q: 'despesas somadas de todas as empresas em outubro',
    reading: reading('Despesas', ALL, OUT),
    facts: total('2026-10', '2026-10', expenses),
  },

  // No month said, or 'este mês': the last closed month.
  {
    q: 'qual o lucro da faisca?',
    reading: reading('Lucro líquido', FAISCA, OUT),
    facts: figures(FAISCA, '2026-10', profit),
  },
  {
    q: 'quanto a exato faturou este mes?',
    reading: reading('Faturamento', EXATO, OUT),
    facts: figures(EXATO, '2026-10', gross),
  },
  {
    // The academy has no report of the last closed month: the answer says so, same reading.
    q: 'me passa a receita da movimento vivo',
    reading: reading('Faturamento', ACADEMIA, OUT),
  },

  // A figure named in a statement, or turned down, is not asked for.
  {
    q: 'a faisca vendeu muito em setembro, mas quanto lucrou?',
    reading: reading('Lucro líquido', FAISCA, SET),
    facts: figures(FAISCA, '2026-09', profit),
  },
  {
    q: 'esquece o faturamento, me passa as despesas da sorriso em agosto',
    reading: reading('Despesas', SORRISO, AGO),
    facts: figures(SORRISO, '2026-08', expenses),
  },
  {
    q: 'deixa a receita de lado: lucro da exato em junho',
    reading: reading('Lucro líquido', EXATO, JUN),
    facts: figures(EXATO, '2026-06', profit),
  },

  // The company waiting for approval is found by its name; a name no company has is kept.
  {
    q: 'faturamento da horta viva organicos em setembro',
    reading: reading('Faturamento', HORTA, SET),
  },
  {
    q: 'quanto o Pet Shop Amigo Fiel faturou em setembro?',
    reading: reading('Faturamento', 'Pet Shop Amigo Fiel (não encontrada)', SET),
  },
  {
    q: 'despesas da Serralheria Dois Irmãos em agosto',
    reading: reading('Despesas', 'Serralheria Dois Irmãos (não encontrada)', AGO),
  },

  // One word away: what the line cannot say is not read.
  // A part of the figure left out, and a kind of it the reports do not hold.
  { q: 'faturamento sem impostos da sorriso em setembro', reading: NOT_UNDERSTOOD },
  { q: 'lucro da padoca tirando as encomendas corporativas', reading: NOT_UNDERSTOOD },
  { q: 'custos fixos da academia em agosto', reading: NOT_UNDERSTOOD },
  // A channel after the company.
  { q: 'vendas do atelie pelo instagram em outubro', reading: NOT_UNDERSTOOD },
  // A time of day, and 'depois de' something.
  { q: 'quanto a padoca faturou de manha em setembro?', reading: NOT_UNDERSTOOD },
  { q: 'despesas da academia depois da troca das esteiras', reading: NOT_UNDERSTOOD },
  // A verb of something else done with the money.
  { q: 'quanto a sorriso investiu em setembro?', reading: NOT_UNDERSTOOD },
  // A person where the company goes.
  { q: 'lucro do paulo henrique em outubro', reading: NOT_UNDERSTOOD },
  // A part of a figure by what it is spent on, and a measure per unit.
  { q: 'despesas com marketing do atelie em agosto', reading: NOT_UNDERSTOOD },
  { q: 'lucro por aluno da academia em setembro', reading: NOT_UNDERSTOOD },
];
