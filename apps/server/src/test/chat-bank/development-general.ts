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
const A = 'Academia Movimento Vivo';

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
    'e contra o ano passado?',
  ),
  ...t(
    `não entendi a pergunta`,
    'qual a previsão do tempo pra amanhã?',
    'me recomenda um restaurante',
  ),
  ...t(
    `Faturamento · ${S} · out/2026`,
    'Sorriso Pleno: faturamento de outubro',
    'outubro, faturamento, sorriso',
    'vc sabe qto a sorriso faturou em outubro?',
    'Bom dia! Gostaria de saber, por gentileza, qual foi o faturamento da Sorriso Pleno Odontologia no mês de outubro.',
    'faturamento sorrisso pleno outubro',
    'qto entrou na sorriso em out',
  ),
  ...t(
    `Lucro líquido · ${E} · out/2026`,
    'a exato lucrou quanto?',
    'lucro exato',
    'exato deu lucro mes passado?',
    'qual foi o resultado da exato no mes passado',
  ),
  ...t(`Custos · ${F} · out/2026`, 'custo da faisca', 'cmv faisca out/26'),
  ...t(
    `Receita líquida · ${L} · set/2026`,
    'receita liquida do atelie em setembro',
    'qual a receita líquida da flor de lis em set?',
  ),
  ...t(
    `Faturamento · ${P} · jan/2026 a out/2026`,
    'faturamento da padaria no ano',
    'quanto a padaria faturou em 2026?',
    'padoca faturamento acumulado',
  ),
  ...t(
    `Faturamento · ${P} · abr/2026 a jun/2026`,
    'faturamento da padaria no 2º trimestre',
    'padaria 2o tri faturamento',
    'faturamento padaria segundo tri de 2026',
  ),
  ...t(
    `Lucro líquido · ${P} · jul/2026 a set/2026`,
    'lucro da padaria no tri passado',
    'lucro da padaria no último trimestre',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026 · do maior para o menor`,
    'ranking faturamento',
    'ranking de vendas de outubro',
    'empresas ordenadas por faturamento',
    'quem vendeu mais, do maior pro menor',
  ),
  ...t(
    `Despesas · todas as empresas · out/2026 · do maior para o menor · top 1`,
    'quem gastou mais em outubro?',
    'qual empresa teve a maior despesa no mes passado?',
  ),
  ...t(
    `Lucro líquido · todas as empresas · out/2026 · do menor para o maior · top 3`,
    'as 3 piores em lucro em outubro',
    'os 3 que menos lucraram mes passado',
    'top 3 piores lucros de outubro',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026 · vs set/2026`,
    'como foi o faturamento de outubro comparado a setembro?',
    'faturamento outubro x setembro',
  ),
  ...t(
    `Faturamento · ${F} · out/2026 · vs out/2025`,
    'faisca yoy',
    'faturamento da faisca comparado ao mesmo mes do ano passado',
    'faturamento faisca outubro contra outubro do ano passado',
  ),
  ...t(
    `Lucro líquido · ${P} · jan/2026 a jun/2026 · vs jul/2025 a dez/2025`,
    'lucro da padaria 1º semestre de 2026 contra 2º semestre de 2025',
  ),
  ...t(
    `Faturamento · ${S} · set/2026 · vs ago/2026`,
    'sorriso: setembro contra agosto',
    'faturamento sorriso agosto vs setembro',
  ),
  ...t(
    `Envio do DRE · todas as empresas · nov/2026`,
    'quem falta mandar o dre?',
    'dre pendente',
    'quais empresas nao enviaram o relatorio este mes?',
  ),
  ...t(
    `Envio do DRE · todas as empresas · set/2026`,
    'quem enviou o dre de setembro?',
    'quem não mandou o relatório de setembro?',
  ),
  ...t(`Envio do DRE · ${A} · out/2026`, 'a academia mandou o dre de outubro?'),
  ...t(
    `Meta de faturamento · todas as empresas · jan/2026 a out/2026`,
    'quem vai bater a meta?',
    'metas',
    'como estão as metas?',
    'quem está abaixo da meta?',
  ),
  ...t(
    `Prejuízo · todas as empresas · nov/2025 a out/2026`,
    'quem deu prejuizo?',
    'empresas no vermelho',
    'alguém fechou no negativo?',
  ),
  ...t(`Prejuízo · todas as empresas · out/2026`, 'quem teve prejuízo em outubro?'),
  ...t(
    `Tarefas atrasadas · todas as empresas`,
    'tarefas atrasadas',
    'o que está vencido?',
    'tem coisa atrasada?',
    'atrasos',
  ),
  ...t(
    `Tarefas em andamento · ${F}`,
    'o que a faisca está fazendo?',
    'tarefas em andamento faisca',
    'em andamento na faisca',
  ),
  ...t(
    `Tarefas não iniciadas · ${E}`,
    'tarefas nao iniciadas da exato',
    'o que a exato ainda não começou?',
  ),
  ...t(
    `Tarefas abertas · ${L}`,
    'tarefas do atelie',
    'o que o atelie tem pra fazer?',
    'to-do do atelie',
  ),
  ...t(
    `Reuniões · ${P}`,
    'reunioes da padaria',
    'quando foram as reuniões da padoca?',
    'mentorias da padaria',
  ),
  ...t(
    `Última reunião · ${S}`,
    'ultima reuniao da sorriso',
    'quando foi a última mentoria da sorriso?',
    'a reunião mais recente da sorriso pleno',
  ),
  ...t(
    `Reuniões sobre "marketing" · todas as empresas`,
    'alguém falou de marketing nas reuniões?',
    'reuniões sobre marketing',
  ),
  ...t(`Documentos · ${E}`, 'arquivos da exato contabilidade'),
  ...t(
    `Resumo da empresa · ${S}`,
    'sorriso',
    'Sorriso Pleno Odontologia',
    'como ta a sorriso?',
    'visão geral da sorriso pleno',
  ),
  ...t(
    `Responsável · ${S}`,
    'quem é o dono da sorriso?',
    'responsável pela sorriso',
    'quem administra a sorriso pleno?',
  ),
  ...t(`Conselheiros`, 'quem faz parte do conselho?', 'conselheiros'),
  ...t(`Pessoas`, 'quais pessoas estão no portal?'),
  ...t(`Aguardando aprovação`, 'tem empresa pra aprovar?', 'aprovações pendentes'),
  ...t(`Empresas`, 'quantas empresas tem no portal?', 'quais são as empresas?', 'empresas ativas'),
  ...t(`Ajuda`, 'oi', 'bom dia', 'o que vc faz?', 'como te uso?'),
  ...t(
    `Faturamento · ${P} · out/2026`,
    'padaria faturamento',
    'faturamento padaria',
    'faturamento da padaria?',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Faturamento · ${P} · jul/2026 a set/2026`,
    'e no 3o tri?',
    'e no terceiro trimestre?',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Faturamento · ${P} · out/2026 · vs set/2026`,
    'e comparado ao mes anterior?',
    'e em relação a setembro?',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Faturamento · todas as empresas · out/2026`,
    'e todas as empresas?',
    'e no total?',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Lucro líquido · ${S} · out/2026`,
    'e o lucro da sorriso?',
  ),
  ...f(
    `Quanto a Padaria Pão da Serra faturou em outubro?`,
    `Faturamento · ${P} e ${S} · out/2026`,
    'e a padaria e a sorriso?',
  ),
  ...f(
    `quais tarefas estão atrasadas na padoca?`,
    `Tarefas concluídas · ${P}`,
    'e as concluídas?',
    'e as feitas?',
  ),
  ...f(
    `quem lucrou mais em outubro?`,
    `Lucro líquido · todas as empresas · out/2026 · do menor para o maior · top 1`,
    'e quem lucrou menos?',
    'e o pior?',
  ),
  ...f(
    `ranking de faturamento de outubro`,
    `Faturamento · todas as empresas · set/2026 · do maior para o menor`,
    'e setembro?',
  ),
  ...f(`reunioes da padaria`, `Reuniões · ${S}`, 'e da sorriso?'),
];
