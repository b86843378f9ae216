import type { BankEntry } from './bank-entry';
import { phrasings } from './bank-entry';
import { ALL, EXATO, read } from './development-3-facts';
import { expenses, monthFigure } from './facts';
import { LOST, missing } from './development-7-facts';

// Questions one or two words away from a kind the assistant reads, that ask something the
// reports do not hold or something else: read as the plain kind, each would answer another
// question. A figure qualified, measured per something or broken down; a future or partial
// period; a negation; a company left out or used as the measure; a threshold; a ranking of what
// is only listed (and, beside it, one of tasks, which are counted); a person where a company goes; advice, reasons, how-to and actions.

export const TRAPS_7: BankEntry[] = [
  // Figures the reports do not hold, named as asked.
  ...phrasings(missing('Ticket medio'), undefined, 'ticket medio da padaria em outubro'),
  ...phrasings(missing('Inadimplencia'), undefined, 'inadimplencia da sorriso'),
  ...phrasings(missing('Churn'), undefined, 'churn da academia no trimestre'),
  ...phrasings(missing('Ponto de equilibrio'), undefined, 'qual o ponto de equilibrio da padaria?'),
  ...phrasings(
    missing('Margem de contribuição'),
    undefined,
    'margem de contribuição do atelie em setembro',
  ),
  ...phrasings(missing('Roi'), undefined, 'ROI da faisca em setembro'),
  // A figure qualified or measured per something.
  ...phrasings(
    LOST,
    undefined,
    'faturamento medio mensal da padaria em 2026',
    'lucro por funcionario da exato',
    'faturamento da sorriso por dentista',
    'qual foi o faturamento diario da padaria em outubro?',
    'receita recorrente da academia',
    'custo com pessoal da faisca',
    'lucro antes dos impostos da padaria',
    'faturamento da padaria no ifood',
    'faturamento da sorriso em dolar',
    'faturamento da padaria por produto',
    'despesas da sorriso por categoria',
  ),
  // Periods the line cannot say, or in the future.
  ...phrasings(
    LOST,
    undefined,
    'quanto a exato vai faturar em dezembro?',
    'previsao de lucro da sorriso pro proximo mes',
    'faturamento da padaria em janeiro de 2027',
    'faturamento da exato na semana passada',
    'lucro da padaria no dia 15 de outubro',
    'despesas da sorriso no ultimo bimestre',
    'faturamento dos ultimos meses da faisca',
    'lucro da exato em maio e setembro',
    'revenue da padaria last month',
    'a padaria bateu a meta em 2025?',
  ),
  // Negations the line does not say; a company left out or used as the measure; thresholds.
  ...phrasings(
    LOST,
    undefined,
    'quais empresas nao tiveram prejuizo em 2026',
    'tarefas da exato que nao estao atrasadas',
    'reunioes que nao foram da padaria',
    'a sorriso nao lucrou mais em outubro do que em setembro?',
    'ranking de lucro de outubro sem a exato',
    'excluindo a padaria, qual o faturamento total de setembro?',
    'quem vendeu mais que a exato em outubro?',
    'quais empresas faturaram acima de 120 mil em outubro',
    'empresas com margem abaixo de 10% em setembro',
    'margem da sorriso comparada com a media do mercado',
  ),
  // One company's months ranked, or a ranking of what is only listed.
  ...phrasings(
    LOST,
    undefined,
    'qual foi o melhor mes da padaria em 2026?',
    'em que mes a sorriso gastou mais',
    'quem fez mais reunioes em outubro',
    'empresas com mais de 3 tarefas abertas',
  ),
  // The DRE's expenses are its fixed, operating ones: said so, they are the plain figure.
  ...phrasings(
    read('Despesas', EXATO, 'out/2026'),
    monthFigure(EXATO, '2026-10', expenses),
    'despesas fixas da exato em outubro',
  ),
  // Tasks are ranked by their count; meetings are only listed.
  ...phrasings(
    read('Tarefas atrasadas', ALL, 'do maior para o menor', 'top 1'),
    undefined,
    'qual empresa tem mais tarefas atrasadas?',
  ),
  // A person, or a word no company has, where a company goes.
  ...phrasings(
    LOST,
    undefined,
    'quanto o gabriel faturou em outubro',
    'lucro da larissa em setembro',
    'faturamento da floricultura em outubro',
  ),
  // Advice, reasons, how to use the portal, actions.
  ...phrasings(
    LOST,
    undefined,
    'por que o lucro da padaria caiu em agosto?',
    'o que a academia pode fazer pra sair do prejuizo',
    'vale a pena a padaria abrir outra loja?',
    'como eu cadastro uma nova empresa no portal?',
    'como gero o relatorio em pdf?',
    'cria uma tarefa pra padaria revisar o estoque',
    'agenda uma reuniao com a exato na sexta',
    'manda o DRE de outubro da sorriso pro meu email',
    'apaga a tarefa do CRM da faisca',
    'quando vai ser a proxima reuniao da padaria?',
    'quantas horas foram gastas nas tarefas da sorriso?',
    'documentos que a padaria subiu semana passada',
  ),
];
