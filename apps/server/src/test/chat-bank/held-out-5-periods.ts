import type { BankEntry } from './bank-entry';
import { cogs, expenses, gross, net, profit } from './facts';
import {
  ACADEMIA,
  ALL,
  ATELIE,
  EXATO,
  FAISCA,
  PADARIA,
  SORRISO,
  figures,
  period,
  reading,
  sums,
  total,
} from './held-out-2-facts';
import { both } from './held-out-3-facts';
import { NOT_UNDERSTOOD, month, YTD, Q1, Q3, H1, LAST3 } from './held-out-common';

// Fifth held-out set: ranges ('de … até …', 'entre … e …', the last N months, 'desde'), two
// months in a row summed, quarters and halves (the last one closed, 'o semestre anterior', the
// second half still running), a year before the first report, the year so far, the current month
// named and 'este mês'; comparisons: the month before, the same month a year before, two named
// periods either way round, two quarters across a year, the goal; and, one word away, what the
// line cannot say (a future period, two months apart, part of a month, a period in English).

export const HELD_OUT_5_PERIODS: BankEntry[] = [
  // Ranges of months.
  {
    q: 'lucro da sorriso de marco ate junho',
    reading: reading('Lucro líquido', SORRISO, period('2026-03', '2026-06')),
    facts: sums(SORRISO, profit, ['2026-03', '2026-06']),
  },
  {
    q: 'despesas do atelie entre fevereiro e maio',
    reading: reading('Despesas', ATELIE, period('2026-02', '2026-05')),
    facts: sums(ATELIE, expenses, ['2026-02', '2026-05']),
  },
  {
    q: 'qto a exato vendeu nos 3 ultimos meses?',
    reading: reading('Faturamento', EXATO, LAST3),
    facts: sums(EXATO, gross, ['2026-08', '2026-10']),
  },
  {
    q: 'custos da faisca nos ultimos dois meses',
    reading: reading('Custos', FAISCA, period('2026-09', '2026-10')),
    facts: sums(FAISCA, cogs, ['2026-09', '2026-10']),
  },
  {
    q: 'receita liquida da padoca nos ultimos 12 meses',
    reading: reading('Receita líquida', PADARIA, period('2025-11', '2026-10')),
    facts: sums(PADARIA, net, ['2025-11', '2026-10']),
  },
  {
    q: 'lucro da exato desde abril',
    reading: reading('Lucro líquido', EXATO, period('2026-04', '2026-10')),
    facts: sums(EXATO, profit, ['2026-04', '2026-10']),
  },
  {
    q: 'faturamento da sorriso desde setembro de 2025',
    reading: reading('Faturamento', SORRISO, period('2025-09', '2026-10')),
    facts: sums(SORRISO, gross, ['2025-09', '2026-10']),
  },
  {
    // Two months in a row summed, nothing setting them against each other: one range.
    q: 'somando agosto e setembro, quanto a academia lucrou?',
    reading: reading('Lucro líquido', ACADEMIA, period('2026-08', '2026-09')),
    facts: sums(ACADEMIA, profit, ['2026-08', '2026-09']),
  },
  {
    q: 'lucro de todas as empresas somado nos ultimos 3 meses',
    reading: reading('Lucro líquido', ALL, LAST3),
    facts: total('2026-08', '2026-10', profit),
  },

  // Quarters, halves, years, the year so far.
  {
    q: 'faturamento da academia no 1º trimestre',
    reading: reading('Faturamento', ACADEMIA, Q1),
    facts: sums(ACADEMIA, gross, ['2026-01', '2026-03']),
  },
  {
    // The last whole quarter closed.
    q: 'quanto a padoca gastou no ultimo trimestre fechado?',
    reading: reading('Despesas', PADARIA, Q3),
    facts: sums(PADARIA, expenses, ['2026-07', '2026-09']),
  },
  {
    // The last whole half closed.
    q: 'qual foi o resultado do atelie no semestre anterior?',
    reading: reading('Lucro líquido', ATELIE, H1),
    facts: sums(ATELIE, profit, ['2026-01', '2026-06']),
  },
  {
    q: 'faturamento do 1º semestre da faisca',
    reading: reading('Faturamento', FAISCA, H1),
    facts: sums(FAISCA, gross, ['2026-01', '2026-06']),
  },
  {
    // Partly before the first report: read as asked.
    q: 'CMV da sorriso no segundo semestre de 2025',
    reading: reading('Custos', SORRISO, period('2025-07', '2025-12')),
    facts: sums(SORRISO, cogs, ['2025-07', '2025-12']),
  },
  {
    q: 'quanto a padoca lucrou no ano passado inteiro?',
    reading: reading('Lucro líquido', PADARIA, period('2025-01', '2025-12')),
    facts: sums(PADARIA, profit, ['2025-01', '2025-12']),
  },
  {
    q: 'receita liquida da exato no quarto trimestre de 2025',
    reading: reading('Receita líquida', EXATO, period('2025-10', '2025-12')),
    facts: sums(EXATO, net, ['2025-10', '2025-12']),
  },
  {
    // The academy has no report of October: the year so far is still cut at October.
    q: 'despesas acumuladas da academia em 2026',
    reading: reading('Despesas', ACADEMIA, YTD),
    facts: sums(ACADEMIA, expenses, ['2026-01', '2026-10']),
  },
  {
    q: 'quanto a faisca ja faturou no ano?',
    reading: reading('Faturamento', FAISCA, YTD),
    facts: sums(FAISCA, gross, ['2026-01', '2026-10']),
  },
  {
    q: 'qto a sorriso acumulou de lucro no ano?',
    reading: reading('Lucro líquido', SORRISO, YTD),
    facts: sums(SORRISO, profit, ['2026-01', '2026-10']),
  },
  {
    q: 'lucro ytd de todas as empresas',
    reading: reading('Lucro líquido', ALL, YTD),
    facts: total('2026-01', '2026-10', profit),
  },
  {
    q: 'quanto a carteira inteira faturou no terceiro trimestre?',
    reading: reading('Faturamento', ALL, Q3),
    facts: total('2026-07', '2026-09', gross),
  },

  // One month: the current one named (no report yet), 'este mês' (the last closed), a month
  // named without a year (the latest not after today), a month of the year before.
  {
    q: 'lucro da sorriso em novembro de 2026',
    reading: reading('Lucro líquido', SORRISO, 'nov/2026'),
  },
  {
    q: 'quanto a padoca vendeu este mes?',
    reading: reading('Faturamento', PADARIA, 'out/2026'),
    facts: figures(PADARIA, '2026-10', gross),
  },
  {
    q: 'cmv da faisca em dezembro',
    reading: reading('Custos', FAISCA, 'dez/2025'),
    facts: figures(FAISCA, '2025-12', cogs),
  },
  {
    q: 'lucro da padaria em 11/2025',
    reading: reading('Lucro líquido', PADARIA, 'nov/2025'),
    facts: figures(PADARIA, '2025-11', profit),
  },

  // Against the month before.
  {
    q: 'o lucro da faisca subiu em relação ao mes anterior?',
    reading: reading('Lucro líquido', FAISCA, 'out/2026', 'vs set/2026'),
    facts: sums(FAISCA, profit, month('2026-10'), month('2026-09')),
  },
  {
    q: 'MoM das despesas da exato',
    reading: reading('Despesas', EXATO, 'out/2026', 'vs set/2026'),
    facts: sums(EXATO, expenses, month('2026-10'), month('2026-09')),
  },
  {
    q: 'o faturamento da padoca cresceu de julho pra agosto?',
    reading: reading('Faturamento', PADARIA, 'ago/2026', 'vs jul/2026'),
    facts: sums(PADARIA, gross, month('2026-08'), month('2026-07')),
  },

  // Against the same month a year before.
  {
    q: 'despesas da sorriso em outubro vs o mesmo mes do ano passado',
    reading: reading('Despesas', SORRISO, 'out/2026', 'vs out/2025'),
    facts: sums(SORRISO, expenses, month('2026-10'), month('2025-10')),
  },
  {
    q: 'cmv da padaria set/26 x set/25',
    reading: reading('Custos', PADARIA, 'set/2026', 'vs set/2025'),
    facts: sums(PADARIA, cogs, month('2026-09'), month('2025-09')),
  },
  {
    q: 'faturamento da academia em setembro, YoY',
    reading: reading('Faturamento', ACADEMIA, 'set/2026', 'vs set/2025'),
    facts: sums(ACADEMIA, gross, month('2026-09'), month('2025-09')),
  },

  // Two named periods: the later one is the period part, whichever is named first.
  {
    q: 'faturamento do atelie: agosto contra setembro',
    reading: reading('Faturamento', ATELIE, 'set/2026', 'vs ago/2026'),
    facts: sums(ATELIE, gross, month('2026-09'), month('2026-08')),
  },
  {
    q: 'lucro da sorriso no 4º tri de 2025 versus 1º tri de 2026',
    reading: reading('Lucro líquido', SORRISO, Q1, `vs ${period('2025-10', '2025-12')}`),
    facts: sums(SORRISO, profit, ['2026-01', '2026-03'], ['2025-10', '2025-12']),
  },
  {
    q: 'receita liquida de todas as empresas julho x junho',
    reading: reading('Receita líquida', ALL, 'jul/2026', 'vs jun/2026'),
    facts: both(total('2026-07', '2026-07', net), total('2026-06', '2026-06', net)),
  },
  {
    // The second half still runs: cut at the last closed month, and it is the later period.
    q: 'receita liquida da padaria: primeiro semestre contra segundo semestre',
    reading: reading('Receita líquida', PADARIA, period('2026-07', '2026-10'), `vs ${H1}`),
    facts: sums(PADARIA, net, ['2026-07', '2026-10'], ['2026-01', '2026-06']),
  },

  // A figure against the revenue goal.
  {
    q: 'vendas do atelie em 2026 x meta',
    reading: reading('Faturamento', ATELIE, YTD, 'vs meta'),
    facts: sums(ATELIE, gross, ['2026-01', '2026-10']),
  },

  // One word away: what the line cannot say is not read.
  // A future period, a forecast, a period that starts after the current month.
  { q: 'faturamento da exato no proximo trimestre', reading: NOT_UNDERSTOOD },
  { q: 'como vai ser o faturamento da padaria em dezembro?', reading: NOT_UNDERSTOOD },
  { q: 'estimativa de despesas da faisca pro mes que vem', reading: NOT_UNDERSTOOD },
  { q: 'projecao de lucro do atelie pro 1º tri de 2027', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da faisca em dezembro de 2026', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da exato em 2027', reading: NOT_UNDERSTOOD },
  // Two months apart, neither a range nor set against each other.
  { q: 'quanto a sorriso lucrou em maio e agosto?', reading: NOT_UNDERSTOOD },
  // Part of a month.
  { q: 'lucro da exato no dia 10 de outubro', reading: NOT_UNDERSTOOD },
  { q: 'despesas da exato nos primeiros 15 dias de outubro', reading: NOT_UNDERSTOOD },
  { q: 'faturamento da padaria no natal', reading: NOT_UNDERSTOOD },
  // A period in another language.
  { q: 'faturamento do atelie last month', reading: NOT_UNDERSTOOD },
];
