import type { BankEntry } from './bank-entry';
import { P, S, F, E, A, L, H, f, t } from './development-general-kit';

// More of the development bank's general phrasings (development-general.ts): names first or
// last, three companies, falls ranked, the goal set against, the DRE's named month, statuses,
// managing verbs, follow-ups changing the period, the figure, the status or the order alone.

export const GENERAL_ENTRIES_2: BankEntry[] = [
  ...t(
    `Margem líquida · ${E} · set/2026`,
    'margem da exato em setembro',
    'exato margem set',
    'qual foi a rentabilidade da exato em setembro de 2026?',
  ),
  ...t(
    `Margem líquida · todas as empresas · out/2026 · do maior para o menor · top 1`,
    'quem teve a melhor margem no mes passado?',
    'qual a empresa mais rentável em outubro?',
  ),
  ...t(
    `Faturamento · ${L} · ago/2026 a out/2026`,
    'atelie faturamento ultimos 3 meses',
    'quanto o atelie vendeu nos ultimos tres meses',
    'faturamento do atelie de agosto ate outubro',
  ),
  ...t(
    `Faturamento · ${L} · mar/2026 a jun/2026`,
    'faturamento do atelie de março a junho',
    'atelie: vendas entre marco e junho',
  ),
  ...t(
    `Lucro líquido · todas as empresas · jan/2025 a dez/2025 · do maior para o menor`,
    'ranking de lucro de 2025',
    'ranking lucro ano passado',
  ),
  ...t(
    `Despesas · todas as empresas · out/2026 · do menor para o maior`,
    'ranking das melhores despesas em outubro',
    'despesas do menor pro maior',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026 · do maior para o menor · últimas 3`,
    'as últimas 3 do ranking de faturamento',
  ),
  ...t(
    `Faturamento · ${P}, ${S} e ${E} · out/2026`,
    'faturamento da padaria, sorriso e exato em outubro',
    'compare padaria, sorriso e exato no faturamento de outubro',
  ),
  ...t(`Faturamento · ${E} e ${P} · out/2026`, 'exato e padaria: faturamento de outubro'),
  ...t(
    `Lucro líquido · ${F} · out/2026 · vs set/2026`,
    'o lucro da faisca subiu em relação a setembro?',
    'lucro faisca caiu ou subiu no mes passado?',
    'lucro da faisca MoM',
  ),
  ...t(
    `Faturamento · todas as empresas · out/2026 · vs set/2026 · do menor para o maior · top 1`,
    'quem menos cresceu de setembro pra outubro?',
    'qual empresa mais caiu em faturamento no mes passado?',
  ),
  ...t(
    `Faturamento · ${S} · jan/2026 a out/2026 · vs meta`,
    'faturamento da sorriso contra a meta',
  ),
  ...t(`Meta de faturamento · ${S} · jan/2026 a out/2026`, 'sorriso vs meta'),
  ...t(
    `Meta de faturamento · ${S} · jan/2026 a out/2026`,
    'a sorriso vai atingir a meta?',
    'sorriso bate a meta esse ano?',
    'meta da sorriso em outubro',
  ),
  ...t(
    `Prejuízo · ${A} · nov/2025 a out/2026`,
    'a academia teve prejuizo?',
    'academia deu prejuízo em algum mês?',
  ),
  ...t(
    `Envio do DRE · todas as empresas · out/2026`,
    'quem ainda não entregou o dre do mês passado?',
    'DREs de outubro: quem mandou?',
  ),
  ...t(`Relatórios · ${E}`, 'relatórios da exato'),
  ...t(
    `Relatórios · ${E} · out/2026`,
    'dre de outubro da exato',
    'mostra o relatório de outubro da exato',
  ),
  ...t(
    `Tarefas atrasadas · ${P}`,
    'padaria tarefas atrasadas',
    'tarefas vencidas da pão da serra',
    'o que está em atraso na padaria?',
  ),
  ...t(
    `Tarefas atrasadas · todas as empresas · do maior para o menor · top 1`,
    'quem tem mais coisa atrasada?',
    'qual empresa está com mais tarefas vencidas?',
  ),
  ...t(
    `Tarefas concluídas · todas as empresas`,
    'tarefas concluidas',
    'o que já foi concluído?',
    'quais tarefas foram finalizadas?',
  ),
  ...t(
    `Reuniões · todas as empresas · out/2026`,
    'reuniões de outubro',
    'quais reuniões teve em outubro?',
    'mentorias do mes passado',
  ),
  ...t(`Última reunião · todas as empresas`, 'qual foi a última reunião?', 'ultima reuniao'),
  ...t(
    `Reuniões sobre "contratação" · ${F}`,
    'o que foi falado sobre contratação nas reuniões da faisca?',
    'reunião da faísca sobre contratação',
  ),
  ...t(
    `Documentos sobre "balanço" · ${E}`,
    'tem o balanço da exato nos documentos?',
    'documento balanço exato',
  ),
  ...t(
    `Responsável · ${P}`,
    'quem cuida da padaria?',
    'padaria: quem é o responsável?',
    'quem gerencia a padoca',
    'quem comanda a padaria?',
  ),
  ...t(`Pessoas · ${E}`, 'quem é da equipe da exato?', 'usuários da exato', 'membros da exato'),
  ...t(`Resumo da empresa · ${H}`, 'horta viva', 'me fala da horta'),
  ...t(
    `Resumo da empresa · ${P}`,
    'como vai a padaria?',
    'como anda a padoca?',
    'me conta da padaria',
    'resumo da padaria',
  ),
  ...t(
    `Aguardando aprovação`,
    'tem gente esperando aprovação?',
    'solicitações pendentes',
    'quem pediu acesso?',
  ),
  ...t(
    `Faturamento · ${P} · out/2026`,
    'padaria, quanto faturou mês passado?',
    'mês passado a padaria faturou quanto?',
    'faturou quanto a padaria em outubro?',
    'faturamento da padaria neste mês',
  ),
  ...f(`lucro da padaria em outubro`, `Lucro líquido · ${P} · set/2026`, 'e setembro?'),
  ...f(
    `lucro da padaria em outubro`,
    `Lucro líquido · ${P} · jan/2026 a out/2026`,
    'e no ano?',
    'e este ano?',
    'e no acumulado?',
  ),
  ...f(
    `lucro da padaria em outubro`,
    `Lucro líquido · ${P} · out/2026 · vs set/2026`,
    'e comparado com setembro?',
    'comparado ao mês anterior?',
  ),
  ...f(
    `lucro da padaria em outubro`,
    `Faturamento e Lucro líquido · ${P} · out/2026`,
    'e o faturamento e lucro?',
  ),
  ...f(`reuniões da exato`, `Reuniões · ${E} · set/2026`, 'e em setembro?'),
  ...f(
    `tarefas atrasadas da exato`,
    `Tarefas em andamento · ${E}`,
    'e em andamento?',
    'e as em andamento?',
  ),
  ...f(
    `ranking de faturamento de outubro`,
    `Lucro líquido · todas as empresas · out/2026 · do maior para o menor`,
    'e de lucro?',
    'e por lucro?',
  ),
  ...f(
    `ranking de faturamento de outubro`,
    `Faturamento · todas as empresas · out/2026 · do maior para o menor · top 3`,
    'só o top 3',
    'e só as 3 primeiras?',
  ),
];
