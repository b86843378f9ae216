import { REPORT_EXPORT_COLUMNS } from '@portal/domain';
import type { Metric } from '../tools/finance';

// The words the built-in assistant reads (folded: lower case, no accents).

/** A figure of the DRE and the words that name it; the longer phrases are tried first. */
const METRIC_WORDS: readonly [RegExp, Metric][] = [
  [/\breceitas? liquidas?\b/, 'net_revenue'],
  [
    /\b(receitas? brutas?|faturamentos?|fatur\w*|receitas?|vendas|vendeu|venderam)\b/,
    'gross_revenue',
  ],
  [/\b(lucros?( liquidos?)?|lucr\w*|resultados?|prejuizos?)\b/, 'net_profit'],
  [/\bmarge(m|ns)\b/, 'net_margin'],
  [/\b(despesas?|gastos?|gastou|gastaram)\b/, 'expenses'],
  [/\b(custos?|cmv)\b/, 'cogs'],
];

/** The figures a question names, in the order it names them. */
export function metricsIn(folded: string): Metric[] {
  const found: { at: number; metric: Metric }[] = [];
  let rest = folded;
  for (const [pattern, metric] of METRIC_WORDS) {
    const m = pattern.exec(rest);
    if (!m) continue;
    found.push({ at: m.index, metric });
    // The phrase is used up ('receita líquida' is not also 'receita').
    rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.metric);
}

/** How each figure is named in an answer. */
export const METRIC_LABELS: Record<Metric, string> = {
  // The word admins ask with; the reports' files say 'Receita bruta'.
  gross_revenue: 'Faturamento',
  net_revenue: REPORT_EXPORT_COLUMNS.netRevenue,
  expenses: REPORT_EXPORT_COLUMNS.expenses,
  cogs: REPORT_EXPORT_COLUMNS.cogs,
  net_profit: REPORT_EXPORT_COLUMNS.netProfit,
  net_margin: REPORT_EXPORT_COLUMNS.netMargin,
};

/**
 * Words that are the question's own, not a name: a capitalized one of these ('Quais', 'Compare',
 * 'DRE') never starts an unknown company's name.
 */
export const QUESTION_WORDS = new Set(
  (
    'a o as os um uma de da do das dos e em no na nos nas por para pela pelo com sem sobre entre ' +
    'ate que qual quais quanto quanta quantos quantas quem como onde quando porque ' +
    'me mostre mostra mostrar liste lista listar diga fale informe traga veja ver compare comparar ' +
    'compara calcule qual foi foram e sao era tem teve tiveram ha houve esta estao estava ' +
    'empresa empresas cliente clientes companhia negocio negocios todas todos cada mais menos maior ' +
    'menor melhor pior top ranking lider ultima ultimo ultimas ultimos mes meses ano anos passado ' +
    'atual este esse neste nesse deste desse dre dres relatorio relatorios reuniao reunioes tarefa ' +
    'tarefas documento documentos pessoa pessoas usuario usuarios admin admins conselho ' +
    'conselheiro conselheiros finance financeiro financeiros oi ola bom boa dia tarde noite ' +
    'obrigado obrigada ajuda por favor janeiro fevereiro marco abril maio junho julho agosto ' +
    'setembro outubro novembro dezembro jan fev mar abr mai jun jul ago set out nov dez faturamento receita lucro margem despesas custos ' +
    'prejuizo variacao resumo transcricao transcricoes eu voce sabe pode quero gostaria saber ' +
    'preciso analise analisar resuma resumir ordem ordene ordenar pendente pendentes atrasada ' +
    'atrasadas abertas concluidas'
  ).split(' '),
);

/** Connectors allowed inside a name ('Pão da Serra', 'Flor de Lis'). */
export const NAME_CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', "d'"]);
