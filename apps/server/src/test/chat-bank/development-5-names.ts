import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import {
  ACADEMIA,
  EXATO,
  FAISCA,
  FLOR,
  PADARIA,
  SORRISO,
  lastMeetingOf,
  managerOf,
  overdueOf,
  peopleOf,
  read,
} from './development-3-facts';
import { gross, monthFigure, profit } from './facts';

// Where a company's name goes: a person, a name no company has, words of two companies' names,
// a word of one name followed by a word of none, a kind of shop the portal has none of.

const LOST = read('não entendi a pergunta');
const detail = (...parts: string[]) => read(...parts, 'preciso de um detalhe');
const notFound = (name: string) => `${name} (não encontrada)`;

export const NAMES_5: BankEntry[] = [
  // A person of the portal where the company goes, typed in lower case: no company of that name.
  ...phrasings(
    LOST,
    undefined,
    'lucro do marcos em outubro',
    'quanto a juliana faturou em setembro?',
    'faturamento do seu sergio no trimestre passado',
    'despesas da camila em agosto',
  ),
  // A capitalized name no company has is kept as typed.
  ...phrasings(
    read('Lucro líquido', notFound('Clinica Bem Estar'), 'out/2026'),
    undefined,
    'lucro da Clinica Bem Estar',
  ),
  ...phrasings(
    read('Despesas', notFound('Mercearia Boa Vista'), 'set/2026'),
    undefined,
    'despesas da Mercearia Boa Vista em setembro',
  ),
  ...phrasings(
    read('Faturamento', notFound('Exata Consultoria'), 'out/2026'),
    undefined,
    'faturamento da Exata Consultoria em outubro',
  ),
  // Words of two companies' names in one name: which one?
  ...phrasings(
    detail('Faturamento', 'out/2026'),
    undefined,
    'faturamento da sorriso digital em outubro',
  ),
  ...phrasings(detail('Lucro líquido', 'out/2026'), undefined, 'lucro da padaria flor de outubro'),
  ...phrasings(
    detail('Despesas', 'set/2026'),
    undefined,
    'despesas da faisca contabilidade em setembro',
  ),
  // A word of one name followed by a word of none.
  ...phrasings(detail('Faturamento', 'out/2026'), undefined, 'faturamento da padaria estrela'),
  ...phrasings(
    detail('Lucro líquido', 'set/2026'),
    undefined,
    'lucro da academia fitness em setembro',
  ),
  // A kind of shop the portal has none of, or that fits none plainly.
  ...phrasings(
    LOST,
    undefined,
    'quanto faturou o restaurante em outubro?',
    'lucro da farmacia em setembro',
    'despesas da loja em agosto',
    'faturamento do salao de beleza',
  ),
  // The plain kinds: names typed loosely.
  ...phrasings(
    read('Faturamento', SORRISO, 'out/2026'),
    monthFigure(SORRISO, '2026-10', gross),
    'quanto o consultorio odontologico faturou em outubro?',
  ),
  ...phrasings(
    read('Lucro líquido', FLOR, 'set/2026'),
    monthFigure(FLOR, '2026-09', profit),
    'lucro do atelie flor de lis em setembro',
  ),
  ...phrasings(read('Responsável', EXATO), managerOf(EXATO), 'quem e o dono da exato?'),
  ...phrasings(read('Responsável', FAISCA), managerOf(FAISCA), 'quem comanda a agencia?'),
  ...phrasings(read('Pessoas', PADARIA), peopleOf(PADARIA), 'quem trabalha na padoca?'),
  ...phrasings(
    read('Última reunião', SORRISO),
    lastMeetingOf(SORRISO),
    'ultima reuniao com a sorriso',
  ),
  ...phrasings(
    read('Tarefas atrasadas', ACADEMIA),
    overdueOf(ACADEMIA),
    'o que ta atrasado na academia?',
  ),
  ...phrasings(read('Resumo da empresa', FLOR), undefined, 'me conta como anda o atelie'),
];
