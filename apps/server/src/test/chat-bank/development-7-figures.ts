import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  EXATO,
  FAISCA,
  FLOR,
  PADARIA,
  SORRISO,
  and,
  rangeMargin,
  read,
} from './development-3-facts';
import { amounts, figures } from './development-7-facts';
import {
  cogs,
  expenses,
  gross,
  marginOf,
  monthFigure,
  net,
  profit,
  rangeFigure,
  totalOf,
} from './facts';

// One company's figures in one month or over a period, asked by admins who write formally, in a
// hurry, in capitals, with typos, or name the company by what it does; several figures at once,
// several companies, all of them summed, and a company the portal does not have.

export const FIGURES_7: BankEntry[] = [
  ...phrasings(
    read('Faturamento', EXATO, 'set/2026'),
    monthFigure(EXATO, '2026-09', gross),
    'Prezados, poderiam me informar o faturamento bruto da Exato Contabilidade referente a setembro de 2026?',
    'fatruamento da exato setembro',
  ),
  ...phrasings(
    read('Faturamento', PADARIA, 'ago/2026'),
    monthFigure(PADARIA, '2026-08', gross),
    'qto a padoca vendeu em agosto',
    'me passa o faturamento da Padaria Pao da Serra do mes de agosto por favor',
  ),
  ...phrasings(
    read('Lucro líquido', SORRISO, 'jul/2026'),
    monthFigure(SORRISO, '2026-07', profit),
    'lucro liq da sorriso em jul/26',
    'lucro da sorisso pleno em julho',
  ),
  ...phrasings(
    read('Receita líquida', FLOR, 'set/2026'),
    monthFigure(FLOR, '2026-09', net),
    'receita liquida atelie setembro',
  ),
  ...phrasings(
    read('Despesas', FAISCA, 'out/2026'),
    monthFigure(FAISCA, '2026-10', expenses),
    'gastos da faisca em outubro',
    'quanto a agencia de marketing gastou no mes passado?',
  ),
  ...phrasings(
    read('Custos', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', cogs),
    'custos da exato no mes passado',
  ),
  ...phrasings(
    read('Custos', PADARIA, 'set/2026'),
    monthFigure(PADARIA, '2026-09', cogs),
    'CMV da padaria em 09/2026',
  ),
  ...phrasings(
    read('Margem líquida', SORRISO, 'ago/2026'),
    marginOf(SORRISO, '2026-08'),
    'qual foi a margem líquida da Sorriso em agosto de 2026?',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'set/2026'),
    monthFigure(FAISCA, '2026-09', profit),
    'quanto sobrou pra faisca em setembro?',
  ),
  ...phrasings(
    read('Faturamento e Lucro líquido', FLOR, 'out/2026'),
    figures(FLOR, '2026-10', gross, profit),
    'faturamento e lucro do atelie em outubro',
  ),
  ...phrasings(
    read('Faturamento, Custos e Lucro líquido', EXATO, 'ago/2026'),
    figures(EXATO, '2026-08', gross, cogs, profit),
    'receita, custos e lucro da exato em agosto',
  ),
  ...phrasings(
    read('Faturamento', ACADEMIA, 'set/2026'),
    monthFigure(ACADEMIA, '2026-09', gross),
    'quanto a academia faturou em setembro',
  ),
  // The Academia has no report of October: the reading stands and the answer says so.
  ...phrasings(
    read('Faturamento', ACADEMIA, 'out/2026'),
    undefined,
    'qual o faturamento da academia movimento vivo em outubro?',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026'),
    totalOf('2026-10', gross),
    'qto deu o faturamento das empresas todas juntas em outubro',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'set/2026'),
    totalOf('2026-09', profit),
    'lucro total somando todas as empresas em setembro',
  ),
  ...phrasings(
    read('Faturamento', and(PADARIA, EXATO), 'jul/2026'),
    amounts('2026-07', gross, PADARIA, EXATO),
    'faturamento da padaria e da exato em julho',
  ),
  ...phrasings(
    read('Lucro líquido', SORRISO, 'ago/2026'),
    monthFigure(SORRISO, '2026-08', profit),
    'quanto o dentista lucrou em agosto',
  ),
  ...phrasings(
    read('Faturamento', FLOR, 'set/2026'),
    monthFigure(FLOR, '2026-09', gross),
    'a loja de roupas faturou quanto em setembro?',
  ),
  ...phrasings(
    read('Margem líquida', EXATO, 'set/2026'),
    marginOf(EXATO, '2026-09'),
    'rentabilidade do escritorio de contabilidade em setembro',
  ),
  ...phrasings(
    read('Margem líquida', PADARIA, 'jul/2026 a set/2026'),
    rangeMargin(PADARIA, '2026-07', '2026-09'),
    'margem da padaria no 3º trimestre',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'out/2026'),
    monthFigure(FAISCA, '2026-10', profit),
    'lucro da faisca este mes',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'out/2026'),
    monthFigure(SORRISO, '2026-10', gross),
    'FATURAMENTO SORRISO OUTUBRO',
  ),
  ...phrasings(
    read('Despesas', FLOR, 'out/2026'),
    monthFigure(FLOR, '2026-10', expenses),
    'despesas do atelie',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'jan/2025 a dez/2025'),
    rangeFigure(EXATO, '2025-01', '2025-12', gross),
    'quanto a exato faturou em 2025?',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'jul/2026 a out/2026'),
    rangeFigure(SORRISO, '2026-07', '2026-10', gross),
    'vendas da sorriso desde julho',
  ),
  ...phrasings(
    read('Lucro líquido', PADARIA, 'jan/2026 a out/2026'),
    rangeFigure(PADARIA, '2026-01', '2026-10', profit),
    'lucro acumulado da padaria no ano',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'jan/2026 a jun/2026'),
    rangeFigure(FAISCA, '2026-01', '2026-06', gross),
    'receita bruta da faisca no primeiro semestre',
  ),
  ...phrasings(
    read('Custos', FLOR, 'abr/2026 a jun/2026'),
    rangeFigure(FLOR, '2026-04', '2026-06', cogs),
    'custo das mercadorias do atelie no segundo trimestre',
  ),
  ...phrasings(
    read('Margem líquida', EXATO, 'jan/2026 a out/2026'),
    rangeMargin(EXATO, '2026-01', '2026-10'),
    'margem liquida da exato em 2026',
  ),
  ...phrasings(
    read('Lucro líquido', ACADEMIA, 'ago/2026'),
    monthFigure(ACADEMIA, '2026-08', profit),
    'o resultado da academia em agosto',
    'quanto foi o prejuizo da academia em agosto?',
  ),
  ...phrasings(
    read('Faturamento', EXATO, 'mai/2026 a ago/2026'),
    rangeFigure(EXATO, '2026-05', '2026-08', gross),
    'faturamento da exato de maio a agosto',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'out/2026'),
    monthFigure(FAISCA, '2026-10', profit),
    'Bom dia! Estou fechando a apresentação do conselho. Qual foi o lucro líquido da Agência Faísca Digital em outubro de 2026?',
  ),
  ...phrasings(
    read('Lucro líquido', PADARIA, 'out/2026'),
    monthFigure(PADARIA, '2026-10', profit),
    'lucro da padaria 10/2026',
  ),
  ...phrasings(
    read('Despesas', SORRISO, 'set/2026'),
    monthFigure(SORRISO, '2026-09', expenses),
    'quanto a sorriso gastou em setembro?',
  ),
  ...phrasings(
    read('Faturamento', 'Pizzaria Bella Napoli (não encontrada)', 'set/2026'),
    undefined,
    'quanto a Pizzaria Bella Napoli faturou em setembro?',
  ),
  ...phrasings(
    read('Lucro líquido', FLOR, 'out/2026'),
    monthFigure(FLOR, '2026-10', profit),
    'o atelie flor de lis foi lucrativo em outubro?',
  ),
];
