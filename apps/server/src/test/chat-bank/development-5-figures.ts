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
  read,
} from './development-3-facts';
import { cogs, expenses, gross, monthFigure, net, profit, rangeFigure, totalOf } from './facts';

// Figures one word away from a question the reports answer: a figure they lack beside one they
// hold, a qualifier they cannot answer (per client, per day, a branch, a currency), two companies
// or two periods, and a future period or forecast. Where the line cannot say the question, the
// assistant says it did not understand rather than answer the nearest question.

const LOST = read('não entendi a pergunta');
const notInData = (name: string) => read(name, 'não está nos dados');

export const FIGURES_5: BankEntry[] = [
  // A figure the reports lack named beside one they hold: the missing one is said.
  ...phrasings(notInData('Ebitda'), undefined, 'faturamento e ebitda da padaria em outubro'),
  ...phrasings(notInData('Fluxo de caixa'), undefined, 'lucro e fluxo de caixa da sorriso'),
  ...phrasings(
    notInData('Ticket medio'),
    undefined,
    'qual o faturamento e o ticket medio da padoca?',
  ),
  ...phrasings(
    notInData('Folha de pagamento'),
    undefined,
    'despesas e folha de pagamento da exato',
  ),
  ...phrasings(notInData('Margem bruta'), undefined, 'margem bruta da faisca em setembro'),
  ...phrasings(notInData('Lucro bruto'), undefined, 'qual foi o lucro bruto do atelie em agosto?'),
  // A figure qualified in a way the monthly values do not answer.
  ...phrasings(
    LOST,
    undefined,
    'faturamento por cliente da padaria',
    'lucro por funcionario da exato em outubro',
    'quanto a padaria fatura por dia?',
    'faturamento da padaria na filial do centro',
    'quanto a academia gastou com marketing em setembro',
    'faturamento da faisca por canal de venda',
    'lucro da sorriso por dentista',
    'faturamento da padaria em dolar',
    'qual a receita recorrente da faisca?',
    'custo fixo da academia em outubro',
    'despesa variavel do atelie no trimestre passado',
    'lucro real da exato em 2025',
    'faturamento da sorriso no convenio em setembro',
    'vendas da padaria no delivery em outubro',
    'faturamento medio mensal da exato em 2026',
    'quanto a padaria faturou a mais que o previsto?',
  ),
  // Two periods that are neither a range nor set against each other.
  ...phrasings(
    LOST,
    undefined,
    'lucro da padaria em julho e outubro',
    'despesas da exato em agosto e em outubro',
    'faturamento da sorriso em outubro de 2025 e outubro de 2026',
  ),
  ...phrasings(
    read('Faturamento', FAISCA, 'set/2026 a out/2026'),
    rangeFigure(FAISCA, '2026-09', '2026-10', gross),
    'faturamento da faisca somando setembro e outubro',
  ),
  // Two companies: both are read.
  ...phrasings(
    read('Faturamento', and(PADARIA, SORRISO), 'out/2026'),
    undefined,
    'faturamento da padaria e da sorriso em outubro',
  ),
  ...phrasings(
    read('Lucro líquido', and(EXATO, FLOR), 'set/2026'),
    undefined,
    'lucro da exato e do atelie em setembro',
  ),
  // A future period, a forecast or a projection: no report holds it.
  ...phrasings(
    LOST,
    undefined,
    'faturamento da padaria mes que vem',
    'quanto a sorriso vai lucrar no proximo trimestre?',
    'projecao de faturamento da exato pra dezembro',
    'previsao de lucro do atelie pra 2027',
    'qual vai ser o faturamento da faisca em dezembro?',
    'quanto a academia deve faturar em 2027?',
    'qual sera o lucro da padaria no fim do ano?',
    'estimativa de despesas da sorriso pro primeiro semestre de 2027',
    'qual a meta de faturamento da padaria pro ano que vem?',
    'faturamento esperado da exato em novembro',
  ),
  // The plain kinds, in words not used before.
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2026'),
    monthFigure(PADARIA, '2026-10', gross),
    'quanto entrou na padaria em outubro?',
    'me passa o faturamento que a padaria fez em outubro',
  ),
  ...phrasings(
    read('Lucro líquido', SORRISO, 'set/2026'),
    monthFigure(SORRISO, '2026-09', profit),
    'a sorriso fechou setembro com quanto de lucro?',
  ),
  ...phrasings(
    read('Despesas', EXATO, 'ago/2026'),
    monthFigure(EXATO, '2026-08', expenses),
    'me traz os gastos da exato de agosto',
  ),
  ...phrasings(
    read('Receita líquida', FLOR, 'jul/2026 a set/2026'),
    rangeFigure(FLOR, '2026-07', '2026-09', net),
    'receita liquida do atelie no terceiro trimestre',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'jul/2026'),
    monthFigure(FAISCA, '2026-07', profit),
    'qual foi o resultado da faisca em julho',
  ),
  ...phrasings(
    read('Custos', PADARIA, 'jan/2026 a jun/2026'),
    rangeFigure(PADARIA, '2026-01', '2026-06', cogs),
    'custos da padoca no primeiro semestre',
  ),
  ...phrasings(
    read('Faturamento', ALL, 'out/2026'),
    totalOf('2026-10', gross),
    'faturamento somado de todas as empresas em outubro',
  ),
  ...phrasings(
    read('Custos', ACADEMIA, 'set/2026'),
    monthFigure(ACADEMIA, '2026-09', cogs),
    'quanto a academia teve de custo em setembro?',
  ),
];
