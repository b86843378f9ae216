import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import { EXATO, PADARIA, SORRISO, and, bothMonths, goalOf, read } from './development-3-facts';
import { gross } from './facts';

// One word away from a plain question: what the goal should be, whether a figure did not grow,
// a kind of expense or a margin the reports do not hold, a figure named beside a period the line
// cannot say. Read as the plain question, each would answer another one.

const LOST = read('não entendi a pergunta');
const missing = (name: string) => read(name, 'não está nos dados');

export const TRAPS_6: BankEntry[] = [
  // Opinions and what should be: the reports hold figures, not what the goal ought to be.
  ...phrasings(
    LOST,
    undefined,
    'qual deveria ser a meta da padaria?',
    'qual seria uma meta boa pra faisca em 2026',
    'a meta da exato ta alta demais?',
    'vc acha que a sorriso vende pouco?',
    'a margem do atelie ta boa ou ruim?',
    'qual meta faz sentido pro atelie?',
  ),
  // A negation the line does not say.
  ...phrasings(
    LOST,
    undefined,
    'o faturamento da sorriso nao cresceu de setembro pra outubro?',
    'a padaria nao vendeu mais em outubro que em setembro, ne?',
    'quais empresas nao tiveram despesa maior que em setembro',
    'o lucro da exato nao caiu em outubro?',
    'quais reunioes nao tiveram transcricao?',
    // A company or a period left out.
    'faturamento sem a academia',
    'quanto a padaria faturou sem contar outubro?',
  ),
  // Kinds of a figure the reports do not hold.
  ...phrasings(
    LOST,
    undefined,
    'quanto a padaria gastou com folha em outubro?',
    'despesa financeira da exato em setembro',
    'qual a despesa administrativa da sorriso',
    'custo variavel da padaria em outubro',
    'quanto foi a receita financeira da faisca?',
    'despesas com marketing da faisca no trimestre',
    'qual o lucro operacional da padaria em outubro',
    'receita de servicos da exato no ano',
  ),
  ...phrasings(
    missing('Margem ebitda'),
    undefined,
    'qual a margem EBITDA da exato?',
    'margem ebitda da sorriso em outubro',
  ),
  ...phrasings(
    missing('Margem bruta'),
    undefined,
    'qual foi a margem bruta do atelie em setembro?',
  ),
  ...phrasings(missing('Lucro bruto'), undefined, 'lucro bruto da padaria em agosto'),
  // The plain kinds, close to the traps above.
  ...phrasings(
    read('Faturamento', SORRISO, 'out/2026', 'vs set/2026'),
    bothMonths(SORRISO, '2026-10', '2026-09', gross),
    'o faturamento da sorriso cresceu de setembro pra outubro?',
  ),
  ...phrasings(
    read('Meta de faturamento', EXATO, 'jan/2026 a out/2026'),
    goalOf(EXATO),
    'qual e a meta da exato?',
  ),
  ...phrasings(
    read('Faturamento', and(PADARIA, SORRISO), 'out/2026'),
    undefined,
    'a padaria vendeu mais que a sorriso em outubro?',
  ),
];
