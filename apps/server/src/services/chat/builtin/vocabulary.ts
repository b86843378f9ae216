import { REPORT_EXPORT_COLUMNS } from '@portal/domain';
import { distance } from 'fastest-levenshtein';
import type { Metric } from '../tools/finance';

// The words the built-in assistant reads (folded: lower case, no accents). Accounting terms are
// read as the reports' figure they stand for; figures the reports do not have are named apart so
// they are never read as another one.

/** A figure of the DRE and the words that name it; the longer phrases are tried first. */
const METRIC_WORDS: readonly [RegExp, Metric][] = [
  [/\b(receitas? liq\w*|faturamento liquido|rl)\b/, 'net_revenue'],
  [
    /\b(marge(m|ns) de lucro( liquido)?|margens? liq\w*|marge(m|ns)|rentabilidade|rentaveis|rentavel|lucratividade|(percentual|porcentagem) d[eo] lucro)\b/,
    'net_margin',
  ],
  [
    /\b(receitas? brutas?|faturamentos?|fatur\w*|receitas?|vendas|vendeu|venderam|vender|vende|entrou|entrada|receita total)\b/,
    'gross_revenue',
  ],
  [
    /\b(lucros?( liquidos?)?|lucr\w*|resultados?( liquidos?)?|prejuizos?|quanto sobrou|sobrou|ganhou|ganharam|ganho liquido|bottom line)\b/,
    'net_profit',
  ],
  [
    /\b(despesas?|gastos?|gastou|gastaram|gasta|gastam|opex|despesas? (fixas?|operacionais?))\b/,
    'expenses',
  ],
  [
    /\b(custos?|cmv|cpv|csp|custo das mercadorias( vendidas)?|custo dos (produtos|servicos)( vendidos| prestados)?|insumos?)\b/,
    'cogs',
  ],
];

/** The figures' main words, which a typo of ('fatuamento', 'despezas') still names. */
const FIGURE_WORDS = [
  'faturamento',
  'faturou',
  'receita',
  'lucro',
  'lucrou',
  'despesas',
  'custos',
  'margem',
];

/** One edit, or two letters swapped, from a figure's word of five letters or more. */
const typoOf = (word: string): string | undefined =>
  word.length < 5 || QUESTION_WORDS.has(word)
    ? undefined
    : FIGURE_WORDS.find((f) => {
        if (Math.abs(f.length - word.length) > 1) return false;
        if (distance(f, word) <= (word.length >= 8 ? 2 : 1)) return true;
        const i = [...word].findIndex((c, k) => c !== f[k]);
        return (
          word.length === f.length &&
          word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) === f
        );
      });

/** A loose verb ('entrou', 'sobrou') followed by 'de' and the figure it means. */
const LOOSE_BEFORE_NOUN =
  /\b(entrou|entraram|sobrou|sobraram|ganhou|ganharam)(?=\s+(de|em)\s+(receitas?|lucros?|faturamento|resultados?|vendas))/g;

/** The figures a question names, in the order it names them. */
export function metricsIn(text: string): Metric[] {
  const found: { at: number; metric: Metric }[] = [];
  // 'quanto entrou de receita líquida': the verb asks for the figure named after it.
  const folded = text
    .replace(/[a-z]+/g, (w) => typoOf(w) ?? w)
    .replace(LOOSE_BEFORE_NOUN, (m) => ' '.repeat(m.length));
  let rest = folded;
  for (const [pattern, metric] of METRIC_WORDS) {
    const global = new RegExp(pattern.source, 'g');
    for (const m of [...rest.matchAll(global)]) {
      found.push({ at: m.index, metric });
      // The phrase is used up ('receita líquida' is not also 'receita').
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((f) => f.metric);
  return [...new Set(ordered)];
}

/** Figures an admin may ask for that the monthly reports do not hold. */
export const NOT_IN_DATA =
  /\b(ebitda|lajida|fluxo de caixa|caixa disponivel|saldo (de|em) caixa|ticket medio|numero de clientes|quantidade de clientes|quantos clientes|inadimplencia|churn|cac|ltv|roi|retorno sobre investimento|ponto de equilibrio|capital de giro|endividamento|divida|dividas|folha de pagamento|estoque|nps|market share|valuation|roe|margem de contribuicao|margem bruta|lucro bruto|mark-?up|patrimonio liquido|patrimonio|(?:taxa|indice) de (?!cresc|variac|queda)[a-z]+|(?:numero|quantidade) de (?!(?:tarefas?|reunioes|reuniao|mentorias?|empresas?|documentos?|arquivos?|usuarios?|pessoas|conselheiros|admins?|dres?|relatorios?|meses|vendas|faturamento)\b)[a-z]+)\b/;

/** How each figure is named inside an answer's tables. */
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
 * Words that are the question's own, not a name nor a topic: a capitalized one of these
 * ('Quais', 'Compare', 'DRE') never starts an unknown company's name, and none is a typo of one.
 */
export const QUESTION_WORDS = new Set(
  (
    'a o as os um uma de da do das dos e em no na nos nas por para pra pro pela pelo com sem ' +
    'sobre entre ate que qual quais quanto quanta quantos quantas quem como onde quando porque ' +
    'me mostre mostra mostrar liste lista listar diga fale fala informe traga veja ver compare ' +
    'comparar compara comparado comparada comparando calcule foi foram sao era tem teve tiveram ha ' +
    'houve esta estao estava empresa empresas cliente clientes companhia negocio negocios todas ' +
    'todos cada mais menos maior menor melhor pior top ranking lider ultima ultimo ultimas ultimos ' +
    'mes meses ano anos passado atual este esse neste nesse deste desse dre dres relatorio ' +
    'relatorios reuniao reunioes tarefa tarefas documento documentos pessoa pessoas usuario ' +
    'usuarios admin admins conselho conselheiro conselheiros finance financeiro financeiros oi ola ' +
    'bom boa dia tarde noite obrigado obrigada ajuda favor janeiro fevereiro marco abril maio junho ' +
    'julho agosto setembro outubro novembro dezembro jan fev mar abr mai jun jul ago set out nov ' +
    'dez faturamento receita lucro margem despesas custos prejuizo variacao resumo transcricao ' +
    'transcricoes eu voce sabe pode quero gostaria saber preciso analise analisar resuma resumir ' +
    'ordem ordene ordenar pendente pendentes atrasada atrasadas abertas concluidas trimestre ' +
    'semestre primeiro segundo terceiro quarto acumulado meta metas plano planos pleno cmv ' +
    'ebitda ytd mom yoy versus contra vs semana hoje ontem aguardando aprovacao esperando fila ' +
    'vai vao bater batera atingir alcancar ritmo previsao projecao cresceu caiu subiu queda alta ' +
    'baixa receitas vendas custo despesa gastos margens lucros resultado resultados geral total'
  ).split(' '),
);

/** Connectors allowed inside a name ('Pão da Serra', 'Flor de Lis'). */
export const NAME_CONNECTORS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', "d'"]);

/**
 * Nicknames and everyday words for a kind of business: a word of one company's name, so
 * 'a padoca' is the company whose name says 'padaria'.
 */
export const NICKNAMES: Record<string, string> = {
  padoca: 'padaria',
  panificadora: 'padaria',
  dentista: 'odontologia',
  odonto: 'odontologia',
  odontologica: 'odontologia',
  contador: 'contabilidade',
  roupa: 'atelie',
  roupas: 'atelie',
  moda: 'atelie',
  contabil: 'contabilidade',
};
