import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import { read } from './development-3-facts';

// Figures the reports do not hold (said plainly, never 'não entendi'), actions the assistant
// cannot do, questions it cannot read in full, and greetings.

const notInData = (name: string) => read(name, 'não está nos dados');
const LOST = read('não entendi a pergunta');

export const EDGES_4: BankEntry[] = [
  ...phrasings(
    notInData('Markup'),
    undefined,
    'qual o markup da padaria',
    'markup medio da padoca?',
  ),
  ...phrasings(notInData('Taxa de conversao'), undefined, 'taxa de conversao da faisca em outubro'),
  ...phrasings(notInData('Taxa de conversão'), undefined, 'qual a taxa de conversão do atelie?'),
  ...phrasings(notInData('Patrimonio liquido'), undefined, 'patrimonio liquido da exato'),
  ...phrasings(notInData('Patrimônio líquido'), undefined, 'qual o patrimônio líquido da sorriso?'),
  ...phrasings(
    notInData('Numero de pacientes'),
    undefined,
    'numero de pacientes da sorriso em setembro',
  ),
  ...phrasings(notInData('Ticket medio'), undefined, 'ticket medio da padoca'),
  ...phrasings(notInData('Churn'), undefined, 'qual o churn da academia?'),
  ...phrasings(notInData('Nps'), undefined, 'nps da sorriso'),
  ...phrasings(notInData('Ebitda'), undefined, 'ebitda do atelie no trimestre'),
  // Actions it cannot do.
  ...phrasings(
    LOST,
    undefined,
    'me manda um email com o faturamento da padaria',
    'manda um email pro pessoal da sorriso',
    'marca uma reuniao com a exato amanha',
    'cria uma tarefa pra faisca',
  ),
  // What the line cannot say.
  ...phrasings(
    LOST,
    undefined,
    'qual o faturamento por produto da padaria',
    'quem faturou mais que a padaria em outubro?',
    'empresas com mais de 10 tarefas',
    'faturamento da padaria semana passada',
    'faturamento medio das empresas em 2026',
    'o lucro da mercearia em outubro',
  ),
  ...phrasings(notInData('Margem de contribuicao'), undefined, 'margem de contribuicao da padaria'),
  ...phrasings(
    LOST,
    undefined,
    'me manda por whatsapp o lucro da exato',
    'quanto a padaria vai faturar em dezembro?',
  ),
  ...phrasings(read('Ajuda'), undefined, 'eai blz?', 'bom diaa', 'oq da pra perguntar aqui'),
];
