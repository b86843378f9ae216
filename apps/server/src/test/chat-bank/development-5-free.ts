import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import { EXATO, FAISCA, PADARIA, SORRISO, read } from './development-3-facts';
import { gross, monthFigure, profit } from './facts';

// Questions nothing in the reports answers though they name a figure or a company: advice, why a
// figure moved, how to use the portal, words of another language where a figure or a period goes;
// and long rambling questions whose real ask comes at the end.

const LOST = read('não entendi a pergunta');
const notInData = (name: string) => read(name, 'não está nos dados');

export const FREE_5: BankEntry[] = [
  // Advice and reasons: the reports hold figures, not what to do about them.
  ...phrasings(
    LOST,
    undefined,
    'o que a padaria deveria fazer pra vender mais?',
    'como a sorriso pode aumentar o lucro?',
    'por que o lucro da exato caiu em outubro?',
    'vale a pena a academia abrir outra unidade?',
    'me da uma dica pra reduzir as despesas do atelie',
    'qual a melhor estrategia pra faisca crescer?',
    'o que voce acha do faturamento da faisca?',
    'a padaria devia aumentar o preco do pao?',
    'que conselho voce daria pra exato sobre custos?',
    'por que a sorriso gasta tanto?',
  ),
  // The portal itself.
  ...phrasings(
    LOST,
    undefined,
    'como eu cadastro uma empresa nova no portal?',
    'como faco pra enviar o DRE?',
    'onde eu mudo minha senha?',
    'como exporto o relatorio da padaria em pdf?',
    'o portal tem app pra celular?',
    'quem criou esse portal?',
    'como aprovo a empresa que esta aguardando?',
    'como o portal calcula a margem?',
    'da pra trocar o idioma do portal?',
  ),
  // Another language where the figure or the period goes.
  ...phrasings(
    LOST,
    undefined,
    'qual o revenue da padaria em outubro?',
    'profit da sorriso last month',
    'faturamento da padaria last year',
    'qual o forecast de vendas da padaria?',
    'lucro da exato next quarter',
    'sales da faisca em setembro',
  ),
  ...phrasings(notInData('Ebitda'), undefined, 'what is the ebitda of padaria?'),
  ...phrasings(
    read('Lucro líquido', EXATO, 'jul/2026 a set/2026'),
    undefined,
    'lucro da exato no Q3',
  ),
  // Rambling, the ask at the end.
  ...phrasings(
    read('Faturamento', PADARIA, 'out/2026'),
    monthFigure(PADARIA, '2026-10', gross),
    'entao, tava olhando o portal com o pessoal e surgiu uma duvida que ninguem soube responder, sera que voce consegue me dizer quanto a padaria faturou em outubro?',
  ),
  ...phrasings(
    read('Lucro líquido', EXATO, 'set/2026'),
    monthFigure(EXATO, '2026-09', profit),
    'bom dia! hoje to meio enrolado com as mentorias, mas queria so confirmar uma coisa rapida: qual foi o lucro da exato em setembro?',
  ),
  ...phrasings(
    read('Faturamento', SORRISO, 'ago/2026'),
    monthFigure(SORRISO, '2026-08', gross),
    'olha, a reuniao com a sorriso foi longa e a gente falou de tudo um pouco. no fim das contas, quanto a sorriso faturou em agosto?',
  ),
  ...phrasings(
    read('Lucro líquido', FAISCA, 'out/2026'),
    monthFigure(FAISCA, '2026-10', profit),
    'to preparando a pauta da proxima mentoria e queria chegar com os numeros na mao. me diz o lucro da faisca em outubro',
  ),
  ...phrasings(
    LOST,
    undefined,
    'to preparando a apresentacao pro conselho e queria saber, sem contar a academia que nao mandou, quanto as empresas faturaram em outubro?',
    'a padaria ta bem mas a sorriso me preocupa, sera que ela vai fechar o ano no azul?',
  ),
];
