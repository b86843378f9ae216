import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  ALL,
  EXATO,
  FAISCA,
  FLOR,
  HORTA,
  PADARIA,
  SORRISO,
  all,
  and,
  read,
} from './development-3-facts';
import { cogs, expenses, gross, marginOf, monthFigure, net, profit, totalOf } from './facts';

// One month's figures of one company, of a few, or of all summed, typed as admins type them:
// loose names, months in every spelling, a figure named in passing, a company the portal lacks.

export const FIGURES_3: BankEntry[] = [
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2026'),
    monthFigure(PADARIA, '2026-10', gross),
    'quanto a padoca faturou em outubro?',
    'faturamento da pao da serra out/26',
    'me diz ai rapidinho o faturamento da padaria no mes passado',
    'outubro, padaria, faturamento?',
    'Bom dia! Poderia me informar a receita bruta da Padaria Pão da Serra referente a outubro de 2026?',
  ),
  ...phrasings(
    read('Lucro líquido', PADARIA, 'out/2026'),
    monthFigure(PADARIA, '2026-10', profit),
    'a padaria faturou bem em outubro, mas quanto sobrou de lucro?',
    'resultado da padoca no mes passado',
  ),
  ...phrasings(
    read('Lucro líquido', SORRISO, 'set/2026'),
    monthFigure(SORRISO, '2026-09', profit),
    'lucro da sorriso em setembro',
    'qnto sobrou pra sorisso pleno em 09/2026',
    'resultado da sorriso pleno no mes retrasado',
    'nao quero faturamento, quero o lucro da sorriso em setembro',
  ),
  ...phrasings(
    read('Despesas', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', expenses),
    'quanto a exato gastou?',
    'despesas da exato contabilidade',
    'gastos da exato no mes passado pfv',
  ),
  ...phrasings(
    read('Custos', FLOR, 'ago/2026'),
    monthFigure(FLOR, '2026-08', cogs),
    'CMV do atelie flor de lis em agosto',
    'custo das mercadorias da flor de liz ago/2026',
    'qto foi o custo da flor de lis em agosto?',
  ),
  ...phrasings(
    read('Receita líquida', FAISCA, 'jul/2026'),
    monthFigure(FAISCA, '2026-07', net),
    'receita liquida da faisca digital em julho',
    'me passa a receita líquida da agência faísca de jul/26 por favor',
  ),
  ...phrasings(
    read('Margem líquida', EXATO, 'set/2026'),
    marginOf(EXATO, '2026-09'),
    'qual foi a margem da exato em setembro de 2026?',
    'rentabilidade da exato contabilidade no mes retrasado',
  ),
  ...phrasings(
    read('Faturamento', ACADEMIA, 'set/2026'),
    monthFigure(ACADEMIA, '2026-09', gross),
    'quanto a academia vendeu em setembro?',
    'vendas da academia movimento vivo set 2026',
  ),
  // The Academia has no report of October: the reading stands, the answer says the month is missing.
  ...phrasings(
    read('Faturamento', ACADEMIA, 'out/2026'),
    undefined,
    'faturamento da academia em outubro',
    'quanto a academia faturou?',
  ),
  {
    q: 'lucro da academia mes passado',
    reading: read('Lucro líquido', ACADEMIA, 'out/2026'),
  },
  ...phrasings(
    read('Faturamento', EXATO, 'set/2026'),
    monthFigure(EXATO, '2026-09', gross),
    'oi! vc consegue me dizer qto a exato faturou em setembro? obg',
    'setembro a exato faturou quanto?',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'set/2026'),
    monthFigure(FAISCA, '2026-09', gross),
    'FATURAMENTO FAISCA SETEMBRO',
  ),
  ...phrasings(
    read('Lucro líquido', FLOR, 'out/2026'),
    monthFigure(FLOR, '2026-10', profit),
    'lucro liquido atelie outubro',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'jul/2026'),
    monthFigure(EXATO, '2026-07', profit),
    'Prezados, solicito o resultado líquido da Exato Contabilidade em julho de 2026.',
  ),
  ...phrasings(
    read('Margem líquida', PADARIA, 'ago/2026'),
    marginOf(PADARIA, '2026-08'),
    'me diz ai a margem liquida da padoca em agosto',
  ),
  ...phrasings(
    read('Faturamento', ACADEMIA, 'jun/2026'),
    monthFigure(ACADEMIA, '2026-06', gross),
    'qual foi a receita bruta da academia movimento vivo em 06/2026?',
  ),
  ...phrasings(
    read('Faturamento', FLOR, 'out/2026'),
    monthFigure(FLOR, '2026-10', gross),
    'quanto a flor de lis vendeu no mes passado??',
  ),
  ...phrasings(
    read('Custos', SORRISO, 'set/2026'),
    monthFigure(SORRISO, '2026-09', cogs),
    'custos sorriso setembro',
  ),
  ...phrasings(
    read('Custos', SORRISO, 'jul/2026'),
    monthFigure(SORRISO, '2026-07', cogs),
    'deixa o lucro pra la, qual foi o CMV da sorriso em julho?',
  ),
  ...phrasings(
    read('Receita líquida', PADARIA, 'set/2026'),
    monthFigure(PADARIA, '2026-09', net),
    'quanto entrou de receita liquida na padaria em setembro',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'ago/2026'),
    monthFigure(FAISCA, '2026-08', profit),
    'quanto a agencia lucrou em agosto?',
  ),
  ...phrasings(
    read('Despesas', FAISCA, 'set/2026'),
    monthFigure(FAISCA, '2026-09', expenses),
    'sei que o faturamento da faisca subiu, mas e as despesas de setembro?',
  ),
  // 'Este mês' for figures is the last closed month: November has no report yet.
  ...phrasings(
    read('Faturamento', SORRISO, 'out/2026'),
    monthFigure(SORRISO, '2026-10', gross),
    'qual o faturamento da sorriso este mes?',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', profit),
    'lucro da exato esse mes',
  ),
  // Other months and years, and a month closed at a loss asked as 'prejuízo' (the net profit).
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2025'),
    monthFigure(PADARIA, '2025-10', gross),
    'faturamento da padaria em outubro de 2025',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'dez/2025'),
    monthFigure(FAISCA, '2025-12', profit),
    'lucro da faisca 12/2025',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'jan/2026'),
    monthFigure(SORRISO, '2026-01', gross),
    'quanto a sorriso faturou em jan/2026?',
  ),
  ...phrasings(
    read('Despesas', ACADEMIA, 'mar/2026'),
    monthFigure(ACADEMIA, '2026-03', expenses),
    'despesas da academia em marco',
  ),
  ...phrasings(
    read('Custos', PADARIA, 'fev/2026'),
    monthFigure(PADARIA, '2026-02', cogs),
    'custos da padaria em fevereiro',
  ),
  ...phrasings(
    read('Lucro líquido', PADARIA, 'fev/2026'),
    monthFigure(PADARIA, '2026-02', profit),
    'qual foi o prejuizo da padaria em fevereiro?',
  ),
  ...phrasings(
    read('Margem líquida', FLOR, 'fev/2026'),
    marginOf(FLOR, '2026-02'),
    'margem da flor de lis em fev/2026',
  ),
  // Several figures, in the order named.
  ...phrasings(
    read('Faturamento e Lucro líquido', PADARIA, 'set/2026'),
    all(monthFigure(PADARIA, '2026-09', gross), monthFigure(PADARIA, '2026-09', profit)),
    'faturamento e lucro da padaria em setembro',
  ),
  ...phrasings(
    read('Lucro líquido e Faturamento', SORRISO, 'out/2026'),
    all(monthFigure(SORRISO, '2026-10', profit), monthFigure(SORRISO, '2026-10', gross)),
    'lucro e faturamento da sorriso em outubro',
  ),
  ...phrasings(
    read('Faturamento, Custos e Lucro líquido', EXATO, 'ago/2026'),
    all(
      monthFigure(EXATO, '2026-08', gross),
      monthFigure(EXATO, '2026-08', cogs),
      monthFigure(EXATO, '2026-08', profit),
    ),
    'faturamento, custos e lucro da exato em agosto',
  ),
  ...phrasings(
    read('Receita líquida e Despesas', FLOR, 'jul/2026'),
    all(monthFigure(FLOR, '2026-07', net), monthFigure(FLOR, '2026-07', expenses)),
    'receita liquida e despesas do atelie em julho',
  ),
  ...phrasings(
    read('Faturamento, Margem líquida e Lucro líquido', FAISCA, 'out/2026'),
    all(
      monthFigure(FAISCA, '2026-10', gross),
      marginOf(FAISCA, '2026-10'),
      monthFigure(FAISCA, '2026-10', profit),
    ),
    'me da o faturamento, a margem e o lucro da faisca de outubro',
  ),
  // Two or three companies, in the order named.
  ...phrasings(
    read('Lucro líquido', and(PADARIA, FLOR), 'set/2026'),
    all(monthFigure(PADARIA, '2026-09', profit), monthFigure(FLOR, '2026-09', profit)),
    'lucro da padaria e da flor de lis em setembro',
  ),
  ...phrasings(
    read('Faturamento', and(EXATO, FAISCA), 'out/2026'),
    all(monthFigure(EXATO, '2026-10', gross), monthFigure(FAISCA, '2026-10', gross)),
    'faturamento exato e faisca outubro',
  ),
  ...phrasings(
    read('Despesas', and(SORRISO, EXATO, FAISCA), 'ago/2026'),
    all(
      monthFigure(SORRISO, '2026-08', expenses),
      monthFigure(EXATO, '2026-08', expenses),
      monthFigure(FAISCA, '2026-08', expenses),
    ),
    'despesas da sorriso, da exato e da faisca em agosto',
  ),
  ...phrasings(
    read('Faturamento', and(ACADEMIA, PADARIA), 'jul/2026'),
    all(monthFigure(ACADEMIA, '2026-07', gross), monthFigure(PADARIA, '2026-07', gross)),
    'quanto faturaram a academia e a padaria em julho?',
  ),
  // Every company summed.
  ...phrasings(
    read('Faturamento', ALL, 'out/2026'),
    totalOf('2026-10', gross),
    'quanto as empresas todas faturaram juntas em outubro?',
  ),
  ...phrasings(
    read('Lucro líquido', ALL, 'set/2026'),
    totalOf('2026-09', profit),
    'soma do lucro de todas as empresas em setembro',
  ),
  ...phrasings(
    read('Despesas', ALL, 'out/2026'),
    totalOf('2026-10', expenses),
    'total de despesas de todas as empresas no mes passado',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'ago/2026'),
    totalOf('2026-08', gross),
    'faturamento total de agosto somando todo mundo',
  ),
  // Names the portal does not have, and the company waiting for approval.
  ...phrasings(
    read('Faturamento', 'Mercearia Boa Vista (não encontrada)', 'out/2026'),
    undefined,
    'faturamento da Mercearia Boa Vista em outubro',
  ),
  ...phrasings(
    read('Lucro líquido', 'Construtora Alfa (não encontrada)', 'out/2026'),
    undefined,
    'lucro da Construtora Alfa no mes passado',
  ),
  ...phrasings(
    read('Faturamento', 'Pet Shop Amigo Fiel (não encontrada)', 'set/2026'),
    undefined,
    'quanto o Pet Shop Amigo Fiel vendeu em setembro?',
  ),
  ...phrasings(
    read('Faturamento', HORTA, 'out/2026'),
    undefined,
    'quanto a Horta Viva faturou em outubro?',
  ),
];
