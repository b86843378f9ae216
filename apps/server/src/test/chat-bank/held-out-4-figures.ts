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
import { OUT, SET, AGO, JUL, JUN } from './held-out-common';

// Fourth held-out set: one company's figures of one month, as admins of different habits type
// them (a formal e-mail tone, dictation run-ons, nicknames and kinds of business, abbreviations),
// several figures or companies at once, the portfolio summed, a figure named in a statement or
// turned down, a loss asked as an amount, and names no active company has.

export const HELD_OUT_4_FIGURES: BankEntry[] = [
  // Gross revenue.
  {
    q: 'Prezados, poderiam me informar o faturamento da Exato Contabilidade referente a agosto de 2026?',
    reading: reading('Faturamento', EXATO, AGO),
    facts: figures(EXATO, '2026-08', gross),
  },
  {
    q: 'qto a sorriso faturou em 07/2026',
    reading: reading('Faturamento', SORRISO, JUL),
    facts: figures(SORRISO, '2026-07', gross),
  },
  {
    q: 'vendas do atelie flor de lis em maio',
    reading: reading('Faturamento', ATELIE, 'mai/2026'),
    facts: figures(ATELIE, '2026-05', gross),
  },
  {
    q: 'me diz ai quanto a faisca digital vendeu no mes de setembro',
    reading: reading('Faturamento', FAISCA, SET),
    facts: figures(FAISCA, '2026-09', gross),
  },
  {
    q: 'faturamento bruto da padoca em out/26',
    reading: reading('Faturamento', PADARIA, OUT),
    facts: figures(PADARIA, '2026-10', gross),
  },
  {
    // 'O dentista': the company it plainly means.
    q: 'ola, preciso saber quanto o dentista faturou mes passado',
    reading: reading('Faturamento', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', gross),
  },
  {
    q: 'quanto a contabilidade vendeu em junho',
    reading: reading('Faturamento', EXATO, JUN),
    facts: figures(EXATO, '2026-06', gross),
  },
  {
    q: 'receita bruta da agencia em agosto',
    reading: reading('Faturamento', FAISCA, AGO),
    facts: figures(FAISCA, '2026-08', gross),
  },
  {
    q: 'quanto entrou de dinheiro na padaria em abril?',
    reading: reading('Faturamento', PADARIA, 'abr/2026'),
    facts: figures(PADARIA, '2026-04', gross),
  },
  {
    q: 'Sorisso pleno faturamento janeiro',
    reading: reading('Faturamento', SORRISO, 'jan/2026'),
    facts: figures(SORRISO, '2026-01', gross),
  },
  {
    q: 'ok entao me fala o faturamento da padaria pão da serra no mês de setembro por favor obrigado',
    reading: reading('Faturamento', PADARIA, SET),
    facts: figures(PADARIA, '2026-09', gross),
  },

  // Net revenue.
  {
    q: 'receita líquida da faísca em agosto/2026',
    reading: reading('Receita líquida', FAISCA, AGO),
    facts: figures(FAISCA, '2026-08', net),
  },
  {
    q: 'qual a receita liquida da padoca no mes passado',
    reading: reading('Receita líquida', PADARIA, OUT),
    facts: figures(PADARIA, '2026-10', net),
  },
  {
    q: 'receita líq. do atelie em julho',
    reading: reading('Receita líquida', ATELIE, JUL),
    facts: figures(ATELIE, '2026-07', net),
  },

  // Expenses.
  {
    q: 'quanto a academia gastou em agosto?',
    reading: reading('Despesas', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', expenses),
  },
  {
    q: 'gastos da padoca em 06/26',
    reading: reading('Despesas', PADARIA, JUN),
    facts: figures(PADARIA, '2026-06', expenses),
  },
  {
    q: 'Qual o valor das despesas da Agência Faísca Digital em julho de 2026?',
    reading: reading('Despesas', FAISCA, JUL),
    facts: figures(FAISCA, '2026-07', expenses),
  },

  // Costs.
  {
    q: 'custo da mercadoria vendida do atelie em outubro',
    reading: reading('Custos', ATELIE, OUT),
    facts: figures(ATELIE, '2026-10', cogs),
  },
  {
    q: 'cmv padaria agosto',
    reading: reading('Custos', PADARIA, AGO),
    facts: figures(PADARIA, '2026-08', cogs),
  },

  // Net profit.
  {
    q: 'quanto sobrou pra exato em julho',
    reading: reading('Lucro líquido', EXATO, JUL),
    facts: figures(EXATO, '2026-07', profit),
  },
  {
    q: 'lucro liq da faisca em agosto',
    reading: reading('Lucro líquido', FAISCA, AGO),
    facts: figures(FAISCA, '2026-08', profit),
  },
  {
    q: 'o atelie teve lucro em setembro?',
    reading: reading('Lucro líquido', ATELIE, SET),
    facts: figures(ATELIE, '2026-09', profit),
  },
  {
    q: 'resultado liquido da academia em junho',
    reading: reading('Lucro líquido', ACADEMIA, JUN),
    facts: figures(ACADEMIA, '2026-06', profit),
  },
  {
    // The amount of a loss is the net profit; whether there was one would be `Prejuízo`.
    q: 'quanto foi o prejuizo da padaria em fevereiro?',
    reading: reading('Lucro líquido', PADARIA, 'fev/2026'),
    facts: figures(PADARIA, '2026-02', profit),
  },

  // Net margin, with a month named.
  {
    q: 'qual foi a margem liquida da sorriso no mes de setembro?',
    reading: reading('Margem líquida', SORRISO, SET),
    facts: margin(SORRISO, '2026-09'),
  },
  {
    q: 'qual a rentabilidade da exato em agosto de 2026?',
    reading: reading('Margem líquida', EXATO, AGO),
    facts: margin(EXATO, '2026-08'),
  },
  {
    q: 'porcentagem de lucro do atelie mes passado',
    reading: reading('Margem líquida', ATELIE, OUT),
    facts: margin(ATELIE, '2026-10'),
  },

  // Several figures, in the order named.
  {
    q: 'faturamento e lucro da faisca em setembro',
    reading: reading('Faturamento e Lucro líquido', FAISCA, SET),
    facts: figures(FAISCA, '2026-09', gross, profit),
  },
  {
    q: 'quero ver despesas, custos e margem da padoca em outubro',
    reading: reading('Despesas, Custos e Margem líquida', PADARIA, OUT),
    facts: figuresAndMargin(PADARIA, '2026-10', expenses, cogs),
  },
  {
    q: 'lucro e faturamento da academia em agosto',
    reading: reading('Lucro líquido e Faturamento', ACADEMIA, AGO),
    facts: figures(ACADEMIA, '2026-08', profit, gross),
  },
  {
    // Two figures whose names share a word: both asked for, in the order named.
    q: 'receita bruta e receita liquida da exato em julho',
    reading: reading('Faturamento e Receita líquida', EXATO, JUL),
    facts: figures(EXATO, '2026-07', gross, net),
  },

  // Several companies, in the order named.
  {
    q: 'faturamento da faisca, da exato e da sorriso em setembro',
    reading: reading('Faturamento', `${FAISCA}, ${EXATO} e ${SORRISO}`, SET),
    facts: eachCompany('2026-09', gross, FAISCA, EXATO, SORRISO),
  },
  {
    q: 'lucro padoca x atelie em outubro',
    reading: reading('Lucro líquido', `${PADARIA} e ${ATELIE}`, OUT),
    facts: eachCompany('2026-10', profit, PADARIA, ATELIE),
  },
  {
    q: 'quanto a academia e a sorriso gastaram em julho',
    reading: reading('Despesas', `${ACADEMIA} e ${SORRISO}`, JUL),
    facts: eachCompany('2026-07', expenses, ACADEMIA, SORRISO),
  },

  // The portfolio summed.
  {
    q: 'quanto as empresas faturaram juntas em julho',
    reading: reading('Faturamento', ALL, JUL),
    facts: total('2026-07', '2026-07', gross),
  },
  {
    q: 'lucro total da carteira em agosto',
    reading: reading('Lucro líquido', ALL, AGO),
    facts: total('2026-08', '2026-08', profit),
  },
  {
    q: 'somando todas as empresas, qual foi a receita liquida de setembro?',
    reading: reading('Receita líquida', ALL, SET),
    facts: total('2026-09', '2026-09', net),
  },

  // A figure named in a statement, or turned down, is not asked for.
  {
    q: 'a sorriso vendeu muito em outubro, e de despesa quanto foi?',
    reading: reading('Despesas', SORRISO, OUT),
    facts: figures(SORRISO, '2026-10', expenses),
  },
  {
    q: 'deixa o faturamento pra la, quero saber o lucro do atelie em setembro',
    reading: reading('Lucro líquido', ATELIE, SET),
    facts: figures(ATELIE, '2026-09', profit),
  },
  {
    q: 'não é o lucro, é a receita liquida da exato em agosto',
    reading: reading('Receita líquida', EXATO, AGO),
    facts: figures(EXATO, '2026-08', net),
  },
  {
    // The statement's period carries to a question that names none.
    q: 'a faisca gastou pouco em julho, quanto sobrou?',
    reading: reading('Lucro líquido', FAISCA, JUL),
    facts: figures(FAISCA, '2026-07', profit),
  },

  // The company waiting for approval is found by its name; names no company has are kept.
  {
    q: 'despesas da horta viva organicos em agosto',
    reading: reading('Despesas', HORTA, AGO),
  },
  {
    q: 'quanto a Transportadora Rápido Sul faturou em setembro?',
    reading: reading('Faturamento', 'Transportadora Rápido Sul (não encontrada)', SET),
  },
  {
    q: 'lucro da Ótica Visão Clara em julho',
    reading: reading('Lucro líquido', 'Ótica Visão Clara (não encontrada)', JUL),
  },
];
