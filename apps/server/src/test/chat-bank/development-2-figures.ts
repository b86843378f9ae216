import type { BankEntry } from './bank-entry';
import {
  AC,
  AG,
  ALL,
  ASKS,
  e,
  EX,
  figuresOf,
  FL,
  HV,
  LAST12,
  LOST,
  NOT_IN_DATA,
  PS,
  R,
  SO,
  totalRange,
  YTD,
} from './development-2-facts';
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

// Second development set: one company's figures of one month or of a period, several figures or
// companies, the whole portfolio summed, names the portal lacks, figures the reports do not hold,
// questions nothing answers, greetings. "Today" is 16/11/2026; the last closed month out/2026.

/** One month of one company, or of a few. */
export const MONTH_FIGURES: BankEntry[] = [
  e(
    'quanto a exato faturou em agosto?',
    R('Faturamento', EX, 'ago/2026'),
    monthFigure(EX, '2026-08', gross),
  ),
  e(
    'vendas da padoca mes retrasado',
    R('Faturamento', PS, 'set/2026'),
    monthFigure(PS, '2026-09', gross),
  ),
  e(
    'receita bruta sorriso 07/2026',
    R('Faturamento', SO, 'jul/2026'),
    monthFigure(SO, '2026-07', gross),
  ),
  e(
    'Bom dia! Poderia, por gentileza, me informar a receita líquida do Ateliê Flor de Lis referente a setembro de 2026?',
    R('Receita líquida', FL, 'set/2026'),
    monthFigure(FL, '2026-09', net),
  ),
  e(
    'quanto a faisca gastou em outubro',
    R('Despesas', AG, 'out/2026'),
    monthFigure(AG, '2026-10', expenses),
  ),
  e(
    'gastos da agencia faisca em jun/26',
    R('Despesas', AG, 'jun/2026'),
    monthFigure(AG, '2026-06', expenses),
  ),
  e('CMV da padaria em maio', R('Custos', PS, 'mai/2026'), monthFigure(PS, '2026-05', cogs)),
  e(
    'custo dos servicos da sorriso no mes passado',
    R('Custos', SO, 'out/2026'),
    monthFigure(SO, '2026-10', cogs),
  ),
  e(
    'quanto sobrou pra exato em setembro',
    R('Lucro líquido', EX, 'set/2026'),
    monthFigure(EX, '2026-09', profit),
  ),
  e(
    'resultado liquido academia agosto',
    R('Lucro líquido', AC, 'ago/2026'),
    monthFigure(AC, '2026-08', profit),
  ),
  e('lucro flor de lis', R('Lucro líquido', FL, 'out/2026'), monthFigure(FL, '2026-10', profit)),
  e('faturamento academia', R('Faturamento', AC, 'out/2026')),
  e(
    'e ai, qto a clinica faturou esse mes?',
    R('Faturamento', SO, 'out/2026'),
    monthFigure(SO, '2026-10', gross),
  ),
  e(
    'receita liq. exato 10/2026',
    R('Receita líquida', EX, 'out/2026'),
    monthFigure(EX, '2026-10', net),
  ),
  e(
    'quanto o ateliê vendeu em março',
    R('Faturamento', FL, 'mar/2026'),
    monthFigure(FL, '2026-03', gross),
  ),
  e(
    'prejuizo da padaria em fevereiro',
    R('Lucro líquido', PS, 'fev/2026'),
    monthFigure(PS, '2026-02', profit),
  ),
  e(
    'quanto a academia lucrou em setembro',
    R('Lucro líquido', AC, 'set/2026'),
    monthFigure(AC, '2026-09', profit),
  ),
  e(
    'quanto a Sorisso pleno faturou em dez/25',
    R('Faturamento', SO, 'dez/2025'),
    monthFigure(SO, '2025-12', gross),
  ),
  e(
    'faturamento bruto da exato em janeiro',
    R('Faturamento', EX, 'jan/2026'),
    monthFigure(EX, '2026-01', gross),
  ),
  e(
    'me passa as despesas da academia de julho',
    R('Despesas', AC, 'jul/2026'),
    monthFigure(AC, '2026-07', expenses),
  ),
  e(
    'qual foi o custo da faisca em abril',
    R('Custos', AG, 'abr/2026'),
    monthFigure(AG, '2026-04', cogs),
  ),
  e(
    'vendas Flor de lis 09/26',
    R('Faturamento', FL, 'set/2026'),
    monthFigure(FL, '2026-09', gross),
  ),
  e(
    'lucro liquido padaria outubro de 2025',
    R('Lucro líquido', PS, 'out/2025'),
    monthFigure(PS, '2025-10', profit),
  ),
  e(
    'quanto entrou de receita bruta na agencia em agosto/2026?',
    R('Faturamento', AG, 'ago/2026'),
    monthFigure(AG, '2026-08', gross),
  ),
  e(
    'custo das mercadorias do atelie, mes passado',
    R('Custos', FL, 'out/2026'),
    monthFigure(FL, '2026-10', cogs),
  ),
  e(
    'Academia Movimento Vivo: gastos de maio',
    R('Despesas', AC, 'mai/2026'),
    monthFigure(AC, '2026-05', expenses),
  ),
  e(
    'exato lucrou qto em jul',
    R('Lucro líquido', EX, 'jul/2026'),
    monthFigure(EX, '2026-07', profit),
  ),
  e(
    'margem liquida da exato em setembro',
    R('Margem líquida', EX, 'set/2026'),
    marginOf(EX, '2026-09'),
  ),
  e(
    'rentabilidade da padoca no mes passado',
    R('Margem líquida', PS, 'out/2026'),
    marginOf(PS, '2026-10'),
  ),
  e(
    'qual a margem da agencia em julho/26',
    R('Margem líquida', AG, 'jul/2026'),
    marginOf(AG, '2026-07'),
  ),
  e(
    'faturamento e lucro da exato em setembro',
    R('Faturamento e Lucro líquido', EX, 'set/2026'),
    figuresOf([EX], '2026-09', gross, profit),
  ),
  e(
    'me manda receita liquida, custos e despesas da sorriso de outubro',
    R('Receita líquida, Custos e Despesas', SO, 'out/2026'),
    figuresOf([SO], '2026-10', net, cogs, expenses),
  ),
  e(
    'quanto a padaria vendeu e quanto gastou em agosto',
    R('Faturamento e Despesas', PS, 'ago/2026'),
    figuresOf([PS], '2026-08', gross, expenses),
  ),
  e(
    'lucro e margem do atelie em junho',
    R('Lucro líquido e Margem líquida', FL, 'jun/2026'),
    (w) => [...figuresOf([FL], '2026-06', profit)(w), ...marginOf(FL, '2026-06')(w)],
  ),
  e(
    'vendas de outubro: exato e faisca',
    R('Faturamento', `${EX} e ${AG}`, 'out/2026'),
    figuresOf([EX, AG], '2026-10', gross),
  ),
  e(
    'lucro do atelie, da padoca e da academia em setembro',
    R('Lucro líquido', `${FL}, ${PS} e ${AC}`, 'set/2026'),
    figuresOf([FL, PS, AC], '2026-09', profit),
  ),
  e(
    'despesas sorriso e exato mes passado',
    R('Despesas', `${SO} e ${EX}`, 'out/2026'),
    figuresOf([SO, EX], '2026-10', expenses),
  ),
  e(
    'quanto faturamos no total em outubro',
    R('Faturamento', ALL, 'out/2026'),
    totalOf('2026-10', gross),
  ),
  e(
    'soma do lucro de todo mundo em setembro',
    R('Lucro líquido', ALL, 'set/2026'),
    totalOf('2026-09', profit),
  ),
  e(
    'despesa total da carteira no mes passado',
    R('Despesas', ALL, 'out/2026'),
    totalOf('2026-10', expenses),
  ),
  e(
    'quanto vendeu a Pizzaria Bella Napoli em setembro',
    R('Faturamento', 'Pizzaria Bella Napoli (não encontrada)', 'set/2026'),
  ),
  e(
    'lucro da Mercearia Dois Irmãos',
    R('Lucro líquido', 'Mercearia Dois Irmãos (não encontrada)', 'out/2026'),
  ),
  e('faturamento da horta viva', R('Faturamento', HV, 'out/2026')),
];

/** Ranges, quarters, semesters, the year so far, a year. */
export const PERIOD_FIGURES: BankEntry[] = [
  e(
    'faturamento da exato no ultimo tri',
    R('Faturamento', EX, 'jul/2026 a set/2026'),
    rangeFigure(EX, '2026-07', '2026-09', gross),
  ),
  e(
    'quanto a sorriso faturou no 2º tri',
    R('Faturamento', SO, 'abr/2026 a jun/2026'),
    rangeFigure(SO, '2026-04', '2026-06', gross),
  ),
  e(
    'lucro acumulado da padaria YTD',
    R('Lucro líquido', PS, YTD),
    rangeFigure(PS, '2026-01', '2026-10', profit),
  ),
  e(
    'despesas da flor de lis no primeiro sem',
    R('Despesas', FL, 'jan/2026 a jun/2026'),
    rangeFigure(FL, '2026-01', '2026-06', expenses),
  ),
  e(
    'vendas do atelie no 2o semestre de 2025',
    R('Faturamento', FL, 'jul/2025 a dez/2025'),
    rangeFigure(FL, '2025-07', '2025-12', gross),
  ),
  e(
    'faturamento da agencia de fev a mai',
    R('Faturamento', AG, 'fev/2026 a mai/2026'),
    rangeFigure(AG, '2026-02', '2026-05', gross),
  ),
  e(
    'lucro da exato nos ultimos 6 meses',
    R('Lucro líquido', EX, 'mai/2026 a out/2026'),
    rangeFigure(EX, '2026-05', '2026-10', profit),
  ),
  e(
    'quanto a academia faturou no ano passado',
    R('Faturamento', AC, 'jan/2025 a dez/2025'),
    rangeFigure(AC, '2025-01', '2025-12', gross),
  ),
  e('custos da padoca em 2026', R('Custos', PS, YTD), rangeFigure(PS, '2026-01', '2026-10', cogs)),
  e(
    'receita liquida sorriso ultimos 12 meses',
    R('Receita líquida', SO, LAST12),
    rangeFigure(SO, '2025-11', '2026-10', net),
  ),
  e(
    'quanto a faisca gastou no 4º tri de 2025',
    R('Despesas', AG, 'out/2025 a dez/2025'),
    rangeFigure(AG, '2025-10', '2025-12', expenses),
  ),
  e(
    'faturamento acumulado no ano de todas as empresas',
    R('Faturamento', ALL, YTD),
    totalRange('2026-01', '2026-10', gross),
  ),
  e(
    'qual o lucro total das empresas no 3o trimestre',
    R('Lucro líquido', ALL, 'jul/2026 a set/2026'),
    totalRange('2026-07', '2026-09', profit),
  ),
  e(
    'despesas da sorriso de jan a abr',
    R('Despesas', SO, 'jan/2026 a abr/2026'),
    rangeFigure(SO, '2026-01', '2026-04', expenses),
  ),
  e(
    'quanto a academia vendeu de junho a setembro',
    R('Faturamento', AC, 'jun/2026 a set/2026'),
    rangeFigure(AC, '2026-06', '2026-09', gross),
  ),
  e(
    'vendas padaria nos ultimos dois meses',
    R('Faturamento', PS, 'set/2026 a out/2026'),
    rangeFigure(PS, '2026-09', '2026-10', gross),
  ),
  e(
    'faturamento 2025 da exato',
    R('Faturamento', EX, 'jan/2025 a dez/2025'),
    rangeFigure(EX, '2025-01', '2025-12', gross),
  ),
  e(
    'custos do atelie no trimestre passado',
    R('Custos', FL, 'jul/2026 a set/2026'),
    rangeFigure(FL, '2026-07', '2026-09', cogs),
  ),
  e('margem da exato no 1º semestre', R('Margem líquida', EX, 'jan/2026 a jun/2026')),
  e(
    'Sorriso Pleno, receita líquida acumulada em 2026, por favor',
    R('Receita líquida', SO, YTD),
    rangeFigure(SO, '2026-01', '2026-10', net),
  ),
  e(
    'qto a padaria lucrou no ano todo de 2025?',
    R('Lucro líquido', PS, 'jan/2025 a dez/2025'),
    rangeFigure(PS, '2025-01', '2025-12', profit),
  ),
  e(
    'gasto total de todas no ultimo trimestre',
    R('Despesas', ALL, 'jul/2026 a set/2026'),
    totalRange('2026-07', '2026-09', expenses),
  ),
];

/** Margins with no period (the assistant asks), figures not held, nothing to answer, greetings. */
export const EDGE_FIGURES: BankEntry[] = [
  e('qual a margem da exato?', R('Margem líquida', EX, ASKS)),
  e('rentabilidade da sorriso', R('Margem líquida', SO, ASKS)),
  e('como ta a margem da padoca', R('Margem líquida', PS, ASKS)),
  e('qual o ticket médio do atelie em outubro?', R('Ticket médio', NOT_IN_DATA)),
  e('quanto foi o fluxo de caixa da padaria em outubro?', R('Fluxo de caixa', NOT_IN_DATA)),
  e('inadimplência da academia', R('Inadimplência', NOT_IN_DATA)),
  e('qual o CAC da faisca?', R('Cac', NOT_IN_DATA)),
  e('número de clientes da exato', R('Número de clientes', NOT_IN_DATA)),
  e('qual o churn da academia', R('Churn', NOT_IN_DATA)),
  e('ponto de equilíbrio da padaria', R('Ponto de equilíbrio', NOT_IN_DATA)),
  e('qual a previsao do tempo pra amanha em sp?', LOST),
  e('manda uma piada ai', LOST),
  e('quem ganhou o jogo do flamengo ontem', LOST),
  e('asdfgh', LOST),
  e('opa, tudo bem?', R('Ajuda')),
  e('o que da pra perguntar aqui?', R('Ajuda')),
  e('oi! como vc pode me ajudar', R('Ajuda')),
];
