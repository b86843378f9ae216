import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  EXATO,
  FAISCA,
  FLOR,
  PADARIA,
  SORRISO,
  rangeMargin,
  read,
} from './development-3-facts';
import { cogs, expenses, gross, marginOf, monthFigure, profit, rangeFigure } from './facts';

// Periods in every word order ('últimos N meses', an ordinal quarter or half in a follow-up,
// 'aquele mês' pointing back), follow-ups that change only the figure and keep the company and
// the period, statements before the question and corrections.

const follow = (after: string, q: string, reading: string, facts?: BankEntry['facts']) => ({
  after,
  q,
  reading,
  ...(facts ? { facts } : {}),
});

const LAST3 = 'ago/2026 a out/2026';

export const FOLLOW_6: BankEntry[] = [
  // The last N closed months, in every order.
  ...phrasings(
    read('Faturamento', PADARIA, LAST3),
    rangeFigure(PADARIA, '2026-08', '2026-10', gross),
    'faturamento da padaria nos 3 ultimos meses',
    'quanto a padoca faturou nesses ultimos tres meses?',
    'padaria, faturamento, ultimos 3 meses',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'mai/2026 a out/2026'),
    rangeFigure(EXATO, '2026-05', '2026-10', profit),
    'lucro da exato dos ultimos seis meses',
    'nos 6 ultimos meses, qual foi o lucro da exato?',
  ),
  ...phrasings(
    read('Despesas', SORRISO, 'set/2026 a out/2026'),
    rangeFigure(SORRISO, '2026-09', '2026-10', expenses),
    'despesas da sorriso nos dois ultimos meses',
  ),
  ...phrasings(
    read('Faturamento', FLOR, 'nov/2025 a out/2026'),
    rangeFigure(FLOR, '2025-11', '2026-10', gross),
    'quanto o atelie vendeu nos ultimos 12 meses',
  ),
  // An ordinal quarter or half after one: that one of the same year.
  follow(
    'faturamento da sorriso no 1o tri',
    'e no terceiro?',
    read('Faturamento', SORRISO, 'jul/2026 a set/2026'),
    rangeFigure(SORRISO, '2026-07', '2026-09', gross),
  ),
  follow(
    'lucro da exato no 3o tri',
    'e no primeiro?',
    read('Lucro líquido', EXATO, 'jan/2026 a mar/2026'),
    rangeFigure(EXATO, '2026-01', '2026-03', profit),
  ),
  follow(
    'despesas da faisca no segundo trimestre',
    'e o quarto de 2025?',
    read('Despesas', FAISCA, 'out/2025 a dez/2025'),
    rangeFigure(FAISCA, '2025-10', '2025-12', expenses),
  ),
  // 'aquele mês', 'o mesmo mês': the previous turn's month.
  follow(
    'qual empresa faturou mais em agosto?',
    'e qual foi o lucro da padaria naquele mes?',
    read('Lucro líquido', PADARIA, 'ago/2026'),
    monthFigure(PADARIA, '2026-08', profit),
  ),
  follow(
    'faturamento da exato em julho',
    'e a sorriso no mesmo mes?',
    read('Faturamento', SORRISO, 'jul/2026'),
    monthFigure(SORRISO, '2026-07', gross),
  ),
  follow(
    'quanto a faisca lucrou em junho?',
    'e quanto ela gastou nesse mes?',
    read('Despesas', FAISCA, 'jun/2026'),
    monthFigure(FAISCA, '2026-06', expenses),
  ),
  // Only the figure changes: the company and the period stay.
  follow(
    'faturamento da sorriso em julho',
    'e a margem dela?',
    read('Margem líquida', SORRISO, 'jul/2026'),
    marginOf(SORRISO, '2026-07'),
  ),
  follow(
    'lucro da faisca no 1o semestre',
    'e a margem nesse periodo?',
    read('Margem líquida', FAISCA, 'jan/2026 a jun/2026'),
    rangeMargin(FAISCA, '2026-01', '2026-06'),
  ),
  follow(
    'faturamento da padaria em fevereiro',
    'deu prejuizo?',
    read('Prejuízo', PADARIA, 'fev/2026'),
  ),
  follow(
    'quanto a exato faturou em setembro',
    'e os custos?',
    read('Custos', EXATO, 'set/2026'),
    monthFigure(EXATO, '2026-09', cogs),
  ),
  follow(
    'receita da academia em agosto',
    'e quanto sobrou?',
    read('Lucro líquido', ACADEMIA, 'ago/2026'),
    monthFigure(ACADEMIA, '2026-08', profit),
  ),
  follow(
    'despesas do atelie em maio',
    'qual foi a margem entao?',
    read('Margem líquida', FLOR, 'mai/2026'),
    marginOf(FLOR, '2026-05'),
  ),
  // Corrections.
  follow(
    'faturamento da padaria em outubro',
    'na verdade eu queria as despesas',
    read('Despesas', PADARIA, 'out/2026'),
    monthFigure(PADARIA, '2026-10', expenses),
  ),
  follow(
    'lucro da sorriso em setembro',
    'na verdade era agosto',
    read('Lucro líquido', SORRISO, 'ago/2026'),
    monthFigure(SORRISO, '2026-08', profit),
  ),
  follow(
    'quanto a exato gastou em outubro',
    'ops, quis dizer custos',
    read('Custos', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', cogs),
  ),
  // A statement before the question: only the figure asked is read.
  ...phrasings(
    read('Lucro líquido', EXATO, 'set/2026'),
    monthFigure(EXATO, '2026-09', profit),
    'o faturamento da exato foi bom em setembro, mas e o lucro?',
    'a exato vendeu bem em setembro, porem quanto lucrou?',
  ),
  ...phrasings(
    read('Despesas', SORRISO, 'jul/2026 a set/2026'),
    rangeFigure(SORRISO, '2026-07', '2026-09', expenses),
    'a sorriso faturou bem no trimestre passado, mas quanto gastou?',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'set/2026'),
    monthFigure(FAISCA, '2026-09', gross),
    'Bom dia! Estou preparando a mentoria da Faísca de amanhã cedo. Quanto ela faturou em setembro?',
    'to revisando a faisca aqui pra reuniao. quanto eles faturaram em setembro?',
  ),
  ...phrasings(
    read('Margem líquida', PADARIA, 'out/2026'),
    marginOf(PADARIA, '2026-10'),
    'Prezados, em preparação para o conselho, gostaria de saber: qual foi a margem líquida da Padaria Pão da Serra em outubro de 2026?',
  ),
];
