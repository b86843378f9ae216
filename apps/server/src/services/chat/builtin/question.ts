import type { YearMonth } from '@portal/domain';
import type { Metric } from '../tools/finance';
import type { TaskFilter } from '../tools/tasks';
import { fold } from '../tools/tool';
import { companyNamesIn, type CompanyRef } from './company-names';
import { readPeriods, type Period } from './periods';
import { metricsIn, QUESTION_WORDS } from './vocabulary';

// What a pt-BR question asks: its intent, the companies, months and figures it names.
// The order of the checks below decides between intents that share words ('quem' is a person,
// but 'quem falou sobre…' is a transcript search and 'quem está com o DRE pendente' a DRE status).

type Intent =
  | { kind: 'help' }
  | { kind: 'companies.count' }
  | { kind: 'companies.list' }
  | { kind: 'company.profile' }
  | { kind: 'company.manager' }
  | { kind: 'dre.status' }
  | { kind: 'finance.value' }
  | { kind: 'finance.ranking'; order: 'asc' | 'desc'; limit: number | null; single: boolean }
  | { kind: 'finance.change' }
  | { kind: 'finance.compare' }
  | { kind: 'finance.loss' }
  | { kind: 'finance.goal' }
  | { kind: 'reports.list' }
  | { kind: 'tasks.list'; filter: TaskFilter }
  | { kind: 'tasks.count'; filter: TaskFilter; rank: boolean }
  | { kind: 'meetings.last' }
  | { kind: 'meetings.list' }
  | { kind: 'meetings.count' }
  | { kind: 'meetings.search'; term: string }
  | { kind: 'people.list'; role: 'admin' | 'council' | 'user' | null }
  | { kind: 'documents.search'; term: string | null }
  | { kind: 'unknown' };

export type Question = {
  intent: Intent;
  companies: CompanyRef[];
  /** Names of companies the portal does not have. */
  unknown: string[];
  /** 'cada empresa', 'todas as empresas'. */
  everyCompany: boolean;
  period: Period | null;
  pair: [Period, Period] | null;
  metrics: Metric[];
};

const has = (folded: string, pattern: RegExp) => pattern.test(folded);

const SEARCH_VERBS =
  /\b(transcri\w*|falou|falaram|falamos|falado|mencion\w*|discut\w*|disse|disseram|conversa\w*|coment\w*|citou|citad\w*|procure|busque|pesquise)\b/;

/**
 * A quoted term ('"fermentação"'), or in a transcript question what follows 'sobre' up to where
 * the question goes on about where to look ('sobre preço nas reuniões da Padaria').
 */
function searchTerm(question: string): string | null {
  const quoted = /["“'‘«]([^"”'’»]{2,100})["”'’»]/u.exec(question);
  if (quoted) return quoted[1]!.trim();
  if (!SEARCH_VERBS.test(fold(question))) return null;
  const about = /\b(?:sobre|a palavra|o termo|o assunto)\s+(.{2,100}?)\s*[?.!]*$/iu.exec(question);
  if (!about) return null;
  const where =
    /\s+(?:n[ao]s?|d[ao]s?|com|em|durante|entre)\s+(?:(?:as|os|a|o)\s+)?(?:reuni\S*|transcri\S*|mentori\S*|conversas?|falas?|empresas?|\p{Lu}).*$/u;
  return about[1]!.replace(where, '').trim() || null;
}

/** The words of a document question that are neither the question's nor a company's. */
function documentTerm(folded: string, companies: readonly CompanyRef[]): string | null {
  const names = new Set(companies.flatMap((c) => fold(c.name).split(/[^a-z0-9]+/)));
  const words = folded
    .split(/[^a-z0-9]+/)
    .filter(
      (w) =>
        w &&
        !QUESTION_WORDS.has(w) &&
        !names.has(w) &&
        !/^(documentos?|arquivos?|pastas?|biblioteca|onde|tem|possui|guardad\w*|salv\w*)$/.test(w),
    );
  return words.length ? words.join(' ') : null;
}

const TASK_FILTERS: readonly [RegExp, TaskFilter][] = [
  [/\b(atrasad\w*|vencid\w*|antigas?)\b/, 'overdue'],
  [/\b(conclu\w*|finaliz\w*|feitas?|terminad\w*|entregues?|prontas?)\b/, 'done'],
  [/\b(andamento|em progresso|fazendo)\b/, 'in-progress'],
  [/\b(nao (iniciad\w*|comecad\w*)|a fazer)\b/, 'not-started'],
];

function financeIntent(folded: string, metrics: readonly Metric[], named: number): Intent | null {
  if (has(folded, /\b(prejuizos?|negativ\w*|no vermelho)\b/) && !has(folded, /\bquanto\b/))
    return { kind: 'finance.loss' };
  if (has(folded, /\bmetas?\b/)) return { kind: 'finance.goal' };
  if (
    has(
      folded,
      /\b(varia\w*|cresc\w*|caiu|cairam|queda|evolu\w*|subiu|subiram|aument\w*|diminu\w*|mes anterior|mes a mes)\b/,
    )
  )
    return { kind: 'finance.change' };
  if (has(folded, /\b(compar\w*|versus|vs|diferenca)\b/)) return { kind: 'finance.compare' };
  const ranking =
    /\b(ranking|maior|maiores|menor|menores|mais|menos|melhor|melhores|pior|piores|top|lider\w*|ordem|ordene)\b/;
  if (has(folded, ranking) && (metrics.length > 0 || has(folded, /\bempresas?\b/))) {
    const low = has(folded, /\b(menor|menores|menos|pior|piores)\b/);
    const costly = metrics[0] === 'expenses' || metrics[0] === 'cogs';
    const worse = has(folded, /\b(pior|piores)\b/);
    const better = has(folded, /\b(melhor|melhores)\b/);
    const order = (costly && (worse || better) ? better : low) ? 'asc' : 'desc';
    const top = /\btop (\d{1,2})\b|\b(\d{1,2}) (maiores|menores|melhores|piores|primeir\w*)\b/.exec(
      folded,
    );
    const single = !top && has(folded, /\b(qual|quem)\b/) && !has(folded, /\b(quais|ranking)\b/);
    return {
      kind: 'finance.ranking',
      order,
      limit: top ? Number(top[1] ?? top[2]) : null,
      single,
    };
  }
  if (metrics.length > 0) return { kind: 'finance.value' };
  if (has(folded, /\b(dres?|relatorios?|financeiro|financas|numeros|resultados?)\b/))
    return named > 0 ? { kind: 'reports.list' } : { kind: 'finance.value' };
  return null;
}

function intentOf(
  question: string,
  folded: string,
  named: CompanyRef[],
  metrics: Metric[],
): Intent {
  const words = folded.split(/\s+/).filter(Boolean);
  const term = searchTerm(question);
  if (
    (words.length <= 4 && has(folded, /^(oi|ola|ajuda|help|bom dia|boa tarde|boa noite|e ai)\b/)) ||
    has(
      folded,
      /\b(o que (voce )?(sabe|pode|consegue|faz)|quais perguntas|exemplos? de perguntas|como (te )?usar)\b/,
    )
  )
    return { kind: 'help' };
  if (term && has(folded, SEARCH_VERBS)) return { kind: 'meetings.search', term };
  if (has(folded, /\b(documentos?|arquivos?|pastas?|planilhas?|contratos?|biblioteca|drive|pdf)\b/))
    return { kind: 'documents.search', term: term ?? documentTerm(folded, named) };
  if (has(folded, /\b(reunia\w*|reunioes|mentorias?|encontros?)\b/)) {
    if (has(folded, /\bquant\w*\b/)) return { kind: 'meetings.count' };
    if (has(folded, /\b(ultim\w*|mais recente|recente|resumo|resuma|pauta|o que foi)\b/))
      return { kind: 'meetings.last' };
    return { kind: 'meetings.list' };
  }
  if (has(folded, /\b(tarefas?|pendencias?|atividades?|quadro|kanban)\b/)) {
    const filter = TASK_FILTERS.find(([p]) => p.test(folded))?.[1] ?? 'open';
    const rank = has(folded, /\b(mais|menos|maior|menor)\b/) && named.length === 0;
    return rank || has(folded, /\b(quant\w*|por empresa|cada empresa|contagem)\b/)
      ? { kind: 'tasks.count', filter, rank }
      : { kind: 'tasks.list', filter };
  }
  if (
    has(folded, /\b(dres?|relatorios?)\b/) &&
    has(
      folded,
      /\b(envi\w*|mand\w*|entreg\w*|preench\w*|pendent\w*|falt\w*|atras\w*|status|situacao|em dia)\b/,
    )
  )
    return { kind: 'dre.status' };
  if (has(folded, /\bresponsave(l|is)\b/) && named.length > 0) return { kind: 'company.manager' };
  if (
    has(
      folded,
      /\b(usuari\w*|pessoas?|conselheir\w*|conselho|admins?|administrador\w*|equipe|membros|socios?|contatos?|e-?mails?|quem)\b/,
    ) &&
    !has(folded, /\bempresas? (que|com)\b/)
  ) {
    const role = has(folded, /\b(conselheir\w*|conselho)\b/)
      ? 'council'
      : has(folded, /\b(admins?|administrador\w*)\b/)
        ? 'admin'
        : has(folded, /\busuari\w*\b/) && named.length === 0
          ? 'user'
          : null;
    return { kind: 'people.list', role };
  }
  const finance = financeIntent(folded, metrics, named.length);
  if (finance) return finance;
  if (has(folded, /\bquant\w* empresas\b/)) return { kind: 'companies.count' };
  if (
    has(folded, /\b(quais|liste|listar|lista|mostre|mostrar|todas) (as |sao as )?empresas\b/) ||
    has(folded, /\bempresas (cadastradas|ativas|mentoradas|do portal)\b/)
  )
    return { kind: 'companies.list' };
  if (named.length > 0) return { kind: 'company.profile' };
  return { kind: 'unknown' };
}

/** Reads a question against the portal's active companies and today's month. */
export function readQuestion(
  question: string,
  companies: readonly CompanyRef[],
  today: YearMonth,
): Question {
  const term = searchTerm(question);
  // A searched term is not a company ('marketing digital' is not Agência Faísca Digital).
  const rest = term ? question.replace(term, ' ') : question;
  const names = companyNamesIn(rest, companies);
  const folded = fold(question);
  const metrics = metricsIn(folded);
  const intent = intentOf(question, folded, names.companies, metrics);
  const { period, pair } = readPeriods(folded, today);
  return {
    intent,
    companies: names.companies,
    unknown: names.unknown,
    everyCompany: has(folded, /\b(cada|todas as|todas) empresas?\b|\bpor empresa\b/),
    period,
    pair,
    metrics,
  };
}
