import type { BankEntry } from './bank-entry';
import { P, S, F, E, A, L, H, f, t } from './development-general-kit';

// The development bank's general phrasings, third part (development-general.ts): growth
// without a second month, figures the reports lack, counts, roles, the board, documents by
// name, polite and shouted questions, typos in a figure's word, period codes ('T1',
// 'jan-mar'), follow-ups naming an ordinal, a comparison or an order.

export const GENERAL_ENTRIES_3: BankEntry[] = [
  ...t(
    `Faturamento · ${P} · out/2026 · vs set/2026`,
    'quanto a padaria cresceu no mes passado?',
    'crescimento da padaria em outubro',
    'a padaria cresceu?',
    'padaria variação mensal do faturamento',
  ),
  ...t(
    `Faturamento · ${P} · out/2026 · vs out/2025`,
    'faturamento da padaria em outubro em relação a outubro de 2025',
    'padaria outubro/2026 x outubro/2025',
  ),
  ...t(
    `Lucro líquido · todas as empresas · out/2026 · vs set/2026 · do menor para o maior · top 1`,
    'qual empresa teve a maior queda de lucro em outubro?',
  ),
  ...t(
    `Despesas · ${S} · jan/2026 a out/2026`,
    'quanto a sorriso gastou esse ano?',
    'despesas acumuladas da sorriso em 2026',
    'gastos da sorriso no ano',
  ),
  ...t(
    `Custos · todas as empresas · out/2026 · do maior para o menor`,
    'ranking de custos de outubro',
    'custos por empresa do maior pro menor',
  ),
  ...t(
    `Margem líquida · ${F} · jul/2026 a set/2026`,
    'margem da faisca no 3o tri',
    'margem liq faisca terceiro trimestre',
  ),
  ...t(`Lucro bruto · não está nos dados`, 'qual o lucro bruto da padaria?'),
  ...t(`Margem bruta · não está nos dados`, 'margem bruta da exato'),
  ...t(`Ebitda · não está nos dados`, 'EBITDA da sorriso no ano'),
  ...t(`Reuniões · ${E} · out/2026`, 'quantas reuniões a exato teve em outubro?'),
  ...t(`Reuniões · todas as empresas`, 'quantas reuniões tivemos?', 'lista de reuniões'),
  ...t(`Admins`, 'quem são os admins do portal?', 'administradores'),
  ...t(`Conselheiros`, 'lista de conselheiros', 'quem está no conselho?'),
  ...t(
    `Aguardando aprovação`,
    'alguma empresa nova pra aprovar?',
    'cadastros aguardando aprovação',
    'fila de aprovação',
  ),
  ...t(
    `Empresas`,
    'quantas empresas são mentoradas?',
    'quantas empresas o portal tem?',
    'me lista as empresas',
  ),
  ...t(`Resumo da empresa · ${A}`, 'como está a academia?', 'academia movimento vivo'),
  ...t(
    `Responsável · ${F}`,
    'quem é o dono da faisca?',
    'faisca: responsável?',
    'dono da agência faísca',
  ),
  ...t(`Tarefas · ${E}`, 'quadro da exato', 'todas as tarefas da exato'),
  ...t(
    `Tarefas atrasadas · todas as empresas`,
    'alguma tarefa atrasada?',
    'o que ta vencido no quadro',
  ),
  ...t(
    `Documentos sobre "proposta comercial" · ${F}`,
    'proposta comercial da faisca',
    'cadê a proposta comercial da faísca?',
  ),
  ...t(
    `Reuniões sobre "fluxo de caixa" · todas as empresas`,
    'em qual reunião falaram de fluxo de caixa?',
  ),
  ...t(
    `Envio do DRE · todas as empresas · nov/2026`,
    'quem está em dia com o DRE?',
    'status do envio dos relatórios',
  ),
  ...t(
    `Faturamento · ${P} · out/2026`,
    'Qual foi o faturamento da Padaria Pão da Serra no mês de outubro de 2026?',
    'Padaria Pão da Serra — faturamento — outubro',
    'quero saber o faturamento da padaria em outubro por favor',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026`,
    'faturamento de todas em outubro',
    'quanto todas as empresas faturaram juntas em outubro?',
  ),
  ...f(`margem da exato em setembro`, `Margem líquida · ${E} · out/2026`, 'e em outubro?'),
  ...f(
    `margem da exato em setembro`,
    `Margem líquida · ${E} · set/2026 · vs ago/2026`,
    'comparado com agosto?',
    'e contra agosto?',
  ),
  ...f(
    `margem da exato em setembro`,
    `Margem líquida · ${E} · out/2026 · vs set/2026`,
    'e comparado com outubro?',
  ),
  ...f(
    `faturamento do 3º trimestre`,
    `Faturamento · todas as empresas · jan/2026 a mar/2026`,
    'e o primeiro?',
    'e no 1o?',
  ),
  ...f(
    `faturamento do 3º trimestre`,
    `Faturamento · todas as empresas · jul/2026 a set/2026 · do maior para o menor`,
    'e o ranking?',
    'ordena do maior pro menor',
  ),
  ...f(
    `quem mandou o DRE de outubro?`,
    `Envio do DRE · todas as empresas · set/2026`,
    'e o de setembro?',
    'e em setembro?',
  ),
  ...t(
    `Faturamento · ${L} · out/2026`,
    'FATURAMENTO ATELIE OUTUBRO',
    'faturamento do atelier em outubro',
    'quanto o ateliê flor de lis vendeu mês passado',
  ),
  ...t(
    `Lucro líquido · ${A} · set/2026`,
    'lucro da academia em setembro',
    'a academia lucrou quanto em set?',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026 · do maior para o menor · top 2`,
    'as duas que mais faturaram em outubro',
    'top 2 faturamento outubro',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026 · do menor para o maior · top 1`,
    'quem faturou menos mes passado?',
    'qual empresa vendeu menos em outubro?',
    'lanterna do faturamento em outubro',
  ),
  ...t(
    `Despesas · todas as empresas · out/2026 · do maior para o menor · top 3`,
    'as 3 empresas que mais gastaram em outubro',
    'top 3 despesas de outubro',
  ),
  ...t(
    `Faturamento · todas as empresas · jan/2026 a out/2026 · do maior para o menor`,
    'ranking de faturamento no ano',
    'ranking de vendas em 2026',
  ),
  ...t(
    `Faturamento · ${P} · set/2026 · vs jun/2026`,
    'faturamento da padaria junho contra setembro',
  ),
  ...t(
    `Faturamento · ${P} · jul/2026 a set/2026 · vs abr/2026 a jun/2026`,
    'faturamento da padaria 3º tri vs 2º tri',
    'padaria: segundo trimestre contra terceiro trimestre',
  ),
  ...t(
    `Faturamento · ${P} · jan/2026 a out/2026 · vs jan/2025 a out/2025`,
    'faturamento da padaria no ano comparado ao ano passado',
  ),
  ...t(
    `Tarefas em andamento · todas as empresas`,
    'o que está em andamento?',
    'tarefas sendo feitas',
  ),
  ...t(
    `Tarefas abertas · todas as empresas · do maior para o menor · top 1`,
    'quem tem mais tarefas abertas?',
  ),
  ...t(`Última reunião · ${E}`, 'quando foi a ultima reuniao com a exato?'),
  ...t(
    `Pessoas · ${S}`,
    'quem são as pessoas da sorriso?',
    'contatos da sorriso',
    'quem trabalha na sorriso pleno?',
  ),
  ...t(`Resumo da empresa · ${H}`, 'o que é a horta viva?'),
  ...t(
    `Faturamento · Padaria Estrela (não encontrada) · out/2026`,
    'faturamento da Padaria Estrela',
  ),
  ...t(
    `não entendi a pergunta`,
    'qual é a capital da frança?',
    'escreve um poema',
    'quanto é 2 + 2?',
  ),
  ...t(
    `Faturamento · ${P} · out/2026`,
    'faturmento da padaria em outubro',
    'fatuamento padaria outubro',
    'faturamento, padaria, out',
  ),
  ...t(`Lucro líquido · ${P} · out/2026`, 'lucro liquido da padaria out'),
  ...t(
    `Faturamento · ${S} · jan/2026 a mar/2026`,
    'faturamento da sorriso no primeiro trimestre deste ano',
    'faturamento sorriso T1',
    'faturamento sorriso jan-mar',
    'faturamento da sorriso de jan a mar',
  ),
  ...t(
    `Faturamento · ${S} · jan/2026 a out/2026`,
    'faturamento da sorriso desde janeiro',
    'faturamento da sorriso do inicio do ano ate agora',
  ),
  ...t(
    `Faturamento · ${S} · mai/2026 a out/2026`,
    'faturamento da sorriso nos ultimos 6 meses',
    'faturamento sorriso últimos seis meses',
  ),
  ...t(`Faturamento · ${S} · nov/2025 a out/2026`, 'faturamento da sorriso nos ultimos 12 meses'),
  ...t(
    `Faturamento · ${S} · fev/2026`,
    'faturamento da sorriso fev/26',
    'faturamento da sorriso em fevereiro',
  ),
  ...t(`Despesas · ${E} · jul/2026 a out/2026`, 'despesas da exato no 2o semestre'),
  ...t(
    `Faturamento · todas as empresas · set/2026 · do maior para o menor · top 1`,
    'quem faturou mais em setembro, qual empresa?',
    'maior faturamento de setembro',
  ),
  ...t(
    `Tarefas atrasadas · ${F}`,
    'tarefas atrasadas da faísca digital',
    'Faísca: o que está atrasado?',
  ),
  ...t(`Reuniões · ${S} · jan/2026 a nov/2026`, 'reuniões da sorriso este ano'),
  ...t(
    `Faturamento · ${P} · jul/2026 a set/2026`,
    'faturamento da padaria no Q3',
    'padaria q3 faturamento',
  ),
];
