import type { Metric } from '../tools/finance';
import type { CompanyRef } from './company-names';
import { onlyNames } from './follow-words';
import type { Role, Subject } from './reading';
import { documentTopic, meetingTopic, missingFigure } from './topics';
import {
  ACTION,
  FIGURES_WORDS,
  HELP,
  LIST_COMPANIES,
  MANAGER,
  PEOPLE,
  PROFILE,
  TASK_FILTERS,
  TASK_STATUS,
  WAITING,
} from './subject-words';

// What a question asks for, decided first by the kind of thing named (a topic, documents,
// meetings, tasks, approvals, the DRE, the goal, figures, people, companies), so a word shared by
// two kinds of question ('quem', 'mais') does not pick the wrong one.

const has = (folded: string, pattern: RegExp) => pattern.test(folded);

/** Set against the goal: the connectives, and a bare 'x' as admins type 'faturamento x meta'. */
export const AGAINST_GOAL = /\b(contra|vs|versus|x|comparad\w*|em relacao|frente)\b/;

function roleOf(folded: string, named: boolean): Role | null {
  if (has(folded, /\b(conselheir\w*|conselho)\b/)) return 'council';
  if (has(folded, /\b(admins?|administrador\w*)\b/)) return 'admin';
  if (has(folded, /\busuari\w*\b/) && !named) return 'user';
  return null;
}

export function subjectOf(
  text: string,
  folded: string,
  metrics: Metric[],
  companies: CompanyRef[],
  isName: (w: string) => boolean,
  unknownNamed = false,
): Subject | null {
  const words = folded.split(/\s+/).filter(Boolean);
  if (has(folded, ACTION)) return null;
  if (
    (words.length <= 4 &&
      has(
        folded,
        /^(oi+|ola+|opa+|salve|eai|bom dia+|boa tarde+|boa noite+|e ai|tudo bem|help|ajuda)\b/,
      )) ||
    (has(folded, HELP) && metrics.length === 0 && companies.length === 0)
  )
    return { kind: 'help' };
  // A topic searched in meetings first: 'estoque' talked about is not the figure asked for.
  const topic = meetingTopic(text, isName);
  // The topic is printed in lower case (docs/assistant.md), however it was typed.
  if (topic) return { kind: 'meeting-topic', topic: topic.toLowerCase() };
  // A document searched by a figure's name ('a planilha de fluxo de caixa') is a document; so
  // is anything asked where it is ('cadê o fluxo de caixa', 'onde está o plano de ação') that
  // is no figure, board, meeting or person.
  const whereIs =
    has(folded, /^\s*(onde (esta|estao|fica|ficam|ta|tao|acho|encontro|guard\w*)|cade|kd)\b/) &&
    documentTopic(text, isName) !== null &&
    metrics.length === 0 &&
    !has(folded, /\b(tarefas?|reuni\w*|mentorias?|dres?|relatorios?|metas?|pessoas?|usuari\w*)\b/);
  if (
    whereIs ||
    has(
      folded,
      /\b(documentos?|arquivos?|pastas?|planilhas?|contratos?|biblioteca|drive|pdfs?|apresentac\w*|calendarios?|manua(l|is)|propostas?|cronogramas?|certid\w*|alvaras?|procurac\w*|ata)\b/,
    )
  )
    return { kind: 'documents', topic: documentTopic(text, isName)?.toLowerCase() ?? null };
  const missing = missingFigure(text);
  if (missing) return { kind: 'not-in-data', name: missing };
  if (has(folded, /\b(reuniao|reunioes|mentorias?|encontros?)\b/))
    return {
      kind: 'meetings',
      latest: has(folded, /\b(ultim\w*|mais recente|recente)\b/) && !has(folded, /\bquant\w*\b/),
    };
  const reports = has(folded, /\b(dres?|relatorios?)\b/) && !has(folded, /\btarefas?\b/);
  // Which months a company sent: its list of reports, not this month's status.
  if (
    reports &&
    companies.length &&
    has(folded, /\b(quais|que) (meses|relatorios|dres)\b|\bhistorico\b/)
  )
    return { kind: 'reports' };
  // 'pendências de DRE', 'DRE atrasado': the report's status, not the task board's.
  if (
    reports &&
    has(
      folded,
      /\b(envi\w*|mand\w*|entreg\w*|preench\w*|pendent\w*|pendenc\w*|falt\w*|atras\w*|devendo|status|situacao|em dia|subi\w*)\b/,
    )
  )
    return { kind: 'dre-status' };
  if (has(folded, /\b(tarefas?|pendencias?|atividades?|quadro|kanban|to-dos?|to do|afazeres)\b/))
    return {
      kind: 'tasks',
      // The whole board ('o quadro de tarefas', 'todas as tarefas') when no status is named.
      filter:
        TASK_FILTERS.find(([p]) => p.test(folded))?.[1] ??
        (has(folded, /\b(quadro|kanban|todas as tarefas|historico)\b/) ? 'all' : 'open'),
      counts: has(folded, /\b(quant\w*|por empresa|cada empresa|contagem)\b/),
    };
  if (has(folded, WAITING) && !has(folded, /\b(dres?|relatorios?)\b/)) return { kind: 'waiting' };
  // A task's status said without the word 'tarefa' ('o que está atrasado na padaria?').
  if (metrics.length === 0 && has(folded, TASK_STATUS))
    return {
      kind: 'tasks',
      filter: TASK_FILTERS.find(([p]) => p.test(folded))?.[1] ?? 'open',
      counts: has(folded, /\b(quant\w*|por empresa|cada empresa|contagem)\b/),
    };
  if (has(folded, /\bmetas?\b/)) {
    const against = has(folded, AGAINST_GOAL);
    // A figure named against the goal is that figure 'vs meta'; the goal alone is its forecast.
    return against && metrics.length ? { kind: 'figures', metrics } : { kind: 'goal' };
  }
  if (
    has(
      folded,
      /\b(prejuizos?|no vermelho|negativ\w*|deficit\w*|(nao|sem) (\w+ )?(lucro|lucrou|lucraram))\b/,
    ) &&
    !has(folded, /\bquanto\b/) &&
    (companies.length === 0 ||
      has(folded, /\b(teve|tiveram|tem|houve|algum\w*|deu|fechou|fecharam)\b/) ||
      // Which months closed at a loss, not how much was lost.
      has(folded, /\b(meses|vezes|quando)\b/))
  )
    return { kind: 'loss' };
  if (has(folded, MANAGER) && companies.length > 0) return { kind: 'manager' };
  if (metrics.length > 0) return { kind: 'figures', metrics };
  if (
    has(folded.replace(/\ba gente\b/g, 'nos'), PEOPLE) ||
    has(folded, /\bquem (trabalha|faz parte|esta na|esta no|acessa)\b/) ||
    // 'quem tem login na sorriso', 'quem da padaria tem acesso ao portal': its people.
    has(folded, /\bquem\b.*\b(tem|possui|usa) (o |um )?(login|acesso|conta|senha|usuario)\b/) ||
    has(folded, /\bquem (\w+ ){0,3}(usa|acessa) (o )?(portal|sistema|plataforma)\b/)
  )
    return { kind: 'people', role: roleOf(folded, companies.length > 0) };
  if (has(folded, FIGURES_WORDS)) return companies.length ? { kind: 'reports' } : null;
  if (
    has(folded, /\b(empresas|negocios|clientes|companhias)\b/) &&
    has(folded, new RegExp(`${LIST_COMPANIES.source}|\\btodas\\b`))
  )
    return { kind: 'companies' };
  // A company alone is its profile only when asked about as a whole ('como está a X', 'me
  // fala da X') or named with nothing else: 'o preço do pão' is not about Pão da Serra.
  if (companies.length > 0 && (has(folded, PROFILE) || onlyNames(words, isName)))
    return { kind: 'profile' };
  // 'me fala do Restaurante X': asked as a whole, a name no company has is said not found.
  if (unknownNamed && has(folded, PROFILE)) return { kind: 'profile' };
  return null;
}
