import type { BankEntry } from './bank-entry';

// The development bank's phrasings of the general rules (docs/assistant.md): periods written
// short ('3o tri', '1o sem', 'jul a set'), two periods in either order, bottom N, the DRE's
// month, the goal's year so far, statuses and managing verbs without their nouns, company names
// first or last, words that name no company ('pão'), follow-ups changing one part.

const P = 'Padaria Pão da Serra';
const S = 'Sorriso Pleno Odontologia';
const F = 'Agência Faísca Digital';
const E = 'Exato Contabilidade';
const L = 'Ateliê Flor de Lis';

const t = (reading: string, ...qs: string[]): BankEntry[] =>
  qs.map((q) => ({ q, reading: `Entendi: ${reading}` }));
const f = (after: string, reading: string, ...qs: string[]): BankEntry[] =>
  qs.map((q) => ({ q, after, reading: `Entendi: ${reading}` }));

export const GENERAL_ENTRIES: BankEntry[] = [
  ...t(
    `Faturamento · ${P} · jul/2026 a set/2026`,
    'faturamento da padaria no 3o tri',
    'qto a padoca vendeu no terceiro tri',
    'padaria: faturamento 3º tri 2026',
    'receita bruta pao da serra jul a set',
  ),
  ...t(
    `Lucro líquido · ${S} · jan/2026 a jun/2026`,
    'lucro da sorriso no 1o sem',
    'lucro sorriso 1º sem 2026',
    'sorriso pleno lucrou quanto no primeiro semestre?',
  ),
  ...t(
    `Despesas · ${E} · out/2026`,
    'exato gastou quanto mes passado',
    'quanto a exato gastou em outubro?',
    'gastos exato out',
    'despesas da exato contabilidade em outubro/2026',
  ),
  ...t(
    `Faturamento, Custos e Lucro líquido · ${P} · out/2026`,
    'faturamento, custos e lucro da padaria em outubro',
  ),
  ...t(
    `Faturamento · ${F} · jan/2025 a dez/2025`,
    'faturamento da faisca em 2025',
    'quanto a faísca faturou no ano passado?',
    'faisca faturamento 2025',
  ),
  ...t(
    `Faturamento · ${P} · set/2026 · vs ago/2026`,
    'faturamento da padaria agosto contra setembro',
    'padaria: setembro vs agosto, faturamento',
  ),
  ...t(
    `Faturamento · todas as empresas · jul/2025 a dez/2025 · vs jan/2025 a jun/2025`,
    'faturamento do 1º semestre contra 2º semestre de 2025',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026 · do menor para o maior · top 3`,
    'as 3 que menos faturaram em outubro',
    'as 3 piores em faturamento mes passado',
    '3 empresas que menos venderam em outubro',
  ),
  ...t(
    `Lucro líquido · todas as empresas · out/2026 · do maior para o menor · top 1`,
    'qual empresa teve o maior lucro em outubro',
  ),
  ...t(
    `Lucro líquido · todas as empresas · out/2026 · do menor para o maior · top 1`,
    'qual empresa teve o pior lucro em outubro',
  ),
  ...t(
    `Envio do DRE · todas as empresas · out/2026`,
    'quem mandou o DRE de outubro?',
    'os DREs do mês passado já foram enviados?',
    'quem falta enviar o dre de outubro',
  ),
  ...t(
    `Envio do DRE · todas as empresas · nov/2026`,
    'quem mandou o DRE este mês?',
    'quem ja enviou o relatorio?',
  ),
  ...t(
    `Meta de faturamento · ${P} · jan/2026 a out/2026`,
    'a padaria vai bater a meta?',
    'meta da padoca',
    'padaria ta no ritmo da meta?',
  ),
  ...t(
    `Tarefas atrasadas · ${S}`,
    'o que ta atrasado na sorriso?',
    'sorriso tem algo vencido?',
    'atrasadas da sorriso',
  ),
  ...t(
    `Tarefas concluídas · ${F}`,
    'tarefas concluidas da faisca',
    'o que a faísca já concluiu?',
    'faisca: tarefas feitas',
  ),
  ...t(`Tarefas abertas · todas as empresas`, 'tarefas abertas', 'quais tarefas estao abertas?'),
  ...t(`Reuniões · ${E} · out/2026`, 'reuniões da exato em outubro', 'reunioes exato out/2026'),
  ...t(
    `Reuniões sobre "estoque" · ${P}`,
    'reunião sobre estoque da padaria',
    'o que falaram de estoque nas reuniões da padaria?',
  ),
  ...t(`Documentos sobre "contrato" · todas as empresas`, 'documentos sobre contrato'),
  ...t(
    `Responsável · ${L}`,
    'quem gerencia o atelie?',
    'quem toca a flor de lis?',
    'quem é o responsável pelo ateliê?',
  ),
  ...t(
    `Resumo da empresa · ${E}`,
    'me fala da exato',
    'como anda a exato contabilidade?',
    'resumo da exato',
  ),
  ...t(`Pessoas · ${P}`, 'quem trabalha na padaria?', 'pessoas da padoca'),
  ...t(`Empresas`, 'quantas empresas temos?', 'lista de empresas'),
  ...t(`não entendi a pergunta`, 'quanto custa um pão?', 'qual o preço do pão?'),
  ...t(
    `Faturamento · ${S} · out/2026 · vs set/2026`,
    'sorriso MoM',
    'faturamento sorriso em relação ao mês anterior',
  ),
  ...t(
    `Faturamento · todas as empresas · ago/2026 a out/2026`,
    'faturamento dos ultimos 3 meses',
    'faturamento ultimos tres meses',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Faturamento · ${P} · ago/2026`,
    'e agosto?',
    'e em agosto?',
    'e no mes de agosto',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Despesas · ${P} · out/2026`,
    'e as despesas?',
    'e os gastos?',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Faturamento · ${E} · out/2026`,
    'e a exato?',
    'e da exato?',
    'e pra exato contabilidade?',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Faturamento · ${P} · out/2026 · vs out/2025`,
    'e comparado ao ano passado?',
    'e contra o ano passado?',
  ),
];
