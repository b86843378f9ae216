import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import { ALL, EXATO, FAISCA, FLOR, PADARIA, SORRISO, read } from './development-3-facts';

// Where the assistant answers no figure: figures the reports do not hold (named, not read as
// another), greetings, questions nothing answers, and margins asked without a period (it asks).

const notInData = (name: string) => read(name, 'não está nos dados');
const detail = (...parts: string[]) => read(...parts, 'preciso de um detalhe');

export const EDGES_3: BankEntry[] = [
  ...phrasings(
    notInData('Ebitda'),
    undefined,
    'qual o EBITDA da padaria em outubro?',
    'EBITDA de todas as empresas em 2026',
  ),
  ...phrasings(
    notInData('Fluxo de caixa'),
    undefined,
    'qual foi o fluxo de caixa da sorriso em setembro?',
  ),
  ...phrasings(notInData('Ticket médio'), undefined, 'me diz o ticket médio da flor de lis'),
  ...phrasings(notInData('Inadimplência'), undefined, 'qual a inadimplência da academia?'),
  ...phrasings(notInData('Cac'), undefined, 'qual o CAC da faisca no mes passado'),
  ...phrasings(notInData('Número de clientes'), undefined, 'qual o número de clientes da exato?'),
  ...phrasings(notInData('Valuation'), undefined, 'valuation da padoca?'),
  ...phrasings(notInData('Roi'), undefined, 'qual foi o ROI da faisca no trimestre passado?'),
  ...phrasings(
    notInData('Capital de giro'),
    undefined,
    'quanto de capital de giro o atelie tem hoje?',
  ),
  ...phrasings(notInData('Ltv'), undefined, 'qual o LTV da sorriso?'),
  // Greetings and what it can do.
  ...phrasings(
    read('Ajuda'),
    undefined,
    'oi, tudo bem?',
    'Boa tarde, tudo certo?',
    'o que vc consegue fazer?',
    'me ajuda, como funciona esse chat?',
  ),
  // Nothing in the portal answers these.
  ...phrasings(
    read('não entendi a pergunta'),
    undefined,
    'qual a previsao do tempo pra amanha em BH?',
    'me conta uma piada de contador',
    'quem ganhou o jogo do gremio ontem?',
    'qual a capital da australia?',
    'escreve um poema sobre segunda-feira',
    'asdkjh qwe',
  ),
  // A margin with no period and no earlier turn: one month or the year? It asks.
  ...phrasings(
    detail('Margem líquida', SORRISO),
    undefined,
    'qual a margem da sorriso?',
    'qual a margem da sorriso pleno odontologia, por gentileza?',
  ),
  ...phrasings(detail('Margem líquida', PADARIA), undefined, 'margem da padoca'),
  ...phrasings(
    detail('Margem líquida', EXATO),
    undefined,
    'qual é a margem da exato contabilidade?',
    'como ta a rentabilidade da exato?',
  ),
  ...phrasings(
    detail('Margem líquida', FLOR),
    undefined,
    'me passa a margem liquida do atelie por favor',
  ),
  ...phrasings(detail('Margem líquida', FAISCA), undefined, 'margem da faisca?'),
  ...phrasings(detail('Margem líquida', ALL), undefined, 'margem de todas as empresas'),
];
