import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import { ALL, EXATO, PADARIA, dreOf, goalOf, missingGoal, read } from './development-3-facts';

// Negations and exclusions: the ones the line says (a goal not reached, a report not sent, a
// month without profit) are read; a company left out, or a negation of something else, is not
// read rather than read as the question without it.

const LOST = read('não entendi a pergunta');

export const NEGATIONS_5: BankEntry[] = [
  ...phrasings(
    read('Meta de faturamento', ALL, 'jan/2026 a out/2026'),
    missingGoal,
    'quais empresas nao vao bater a meta?',
  ),
  ...phrasings(
    read('Meta de faturamento', PADARIA, 'jan/2026 a out/2026'),
    goalOf(PADARIA),
    'a padaria nao vai bater a meta?',
  ),
  ...phrasings(
    read('Envio do DRE', ALL, 'set/2026'),
    dreOf('2026-09', false),
    'quem nao mandou o dre de setembro?',
  ),
  ...phrasings(
    read('Prejuízo', PADARIA, 'ago/2026'),
    undefined,
    'a padaria nao teve lucro em agosto?',
  ),
  ...phrasings(
    LOST,
    undefined,
    'sem contar a padaria, quem faturou mais em outubro?',
    'faturamento total menos a sorriso',
    'lucro de todas as empresas exceto a exato',
    'tirando a faisca e a academia, qual o faturamento total?',
    'quem nao teve prejuizo em 2026?',
    'quem nao faturou em outubro?',
    'qual empresa nao cresceu em outubro?',
    'tarefas da padaria que nao estao atrasadas',
    'reunioes que nao foram com a sorriso',
    'o lucro da padaria nao caiu em outubro?',
    'quais empresas nunca tiveram reuniao?',
    'documentos que nao sao da exato',
    'quem nao bateu a meta no ano passado?',
    'a exato bateu a meta em 2025?',
    'faturamento de todo mundo menos da padaria em setembro',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'out/2026'),
    undefined,
    'nao quero a receita, quero o lucro da exato em outubro',
  ),
];
