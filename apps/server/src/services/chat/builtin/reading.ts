import { AWAITING_APPROVAL } from '@portal/domain';
import type { Metric } from '../tools/finance';
import type { TaskFilter } from '../tools/tasks';
import type { CompanyRef } from './company-names';
import type { Period } from './periods';
import { METRIC_LABELS } from './vocabulary';

// What the built-in assistant understood of a question (docs/assistant.md, 'The reading line').
// The answer is computed from this reading and its first line printed from it, so the line and
// the figures below it cannot tell two different stories.

export type Role = 'admin' | 'council' | 'user';

export type Subject =
  | { kind: 'figures'; metrics: Metric[] }
  | { kind: 'goal' }
  | { kind: 'loss' }
  | { kind: 'dre-status' }
  | { kind: 'reports' }
  | { kind: 'companies' }
  | { kind: 'waiting' }
  | { kind: 'profile' }
  | { kind: 'manager' }
  | { kind: 'people'; role: Role | null }
  | { kind: 'tasks'; filter: TaskFilter; counts: boolean }
  | { kind: 'meetings'; latest: boolean }
  | { kind: 'meeting-topic'; topic: string }
  | { kind: 'documents'; topic: string | null }
  | { kind: 'not-in-data'; name: string }
  | { kind: 'help' }
  | { kind: 'not-understood' };

/** Against what a figure is set ('vs set/2026', 'vs meta'). */
export type Comparison =
  | {
      kind: 'period';
      against: Period;
      /** How `against` follows from the period, so a follow-up naming another period keeps it. */
      relation: 'before' | 'year' | 'named';
      /** 'o mesmo mês de 2024': the year of a 'year' relation, when not the one before. */
      inYear?: number;
    }
  | { kind: 'goal' };

/** A ranking: its direction and how many of its first ('top 3') or last ('últimas 3') rows. */
export type Order = {
  direction: 'desc' | 'asc';
  top: number | null;
  last: number | null;
};

export type Reading = {
  subject: Subject;
  /** The companies named, in the order named (full portal names). */
  companies: CompanyRef[];
  /** Asked of every company ('todas as empresas'). */
  every: boolean;
  /** Names typed that no company of the portal has. */
  unknown: string[];
  period: Period | null;
  /** 'este mês' asked of figures: the current month has no report yet, so the last closed one. */
  thisMonthClosed: boolean;
  comparison: Comparison | null;
  order: Order | null;
};

export const emptyReading = (subject: Subject): Reading => ({
  subject,
  companies: [],
  every: false,
  unknown: [],
  period: null,
  thisMonthClosed: false,
  comparison: null,
  order: null,
});

/** docs/assistant.md's subjects of the figures: the reports' own column names ('Faturamento' for the gross). */
export const METRIC_SUBJECTS = METRIC_LABELS;

const TASK_SUBJECTS: Record<TaskFilter, string> = {
  open: 'Tarefas abertas',
  overdue: 'Tarefas atrasadas',
  done: 'Tarefas concluídas',
  'in-progress': 'Tarefas em andamento',
  'not-started': 'Tarefas não iniciadas',
  all: 'Tarefas',
};

const ROLE_SUBJECTS: Record<Role, string> = {
  admin: 'Admins',
  council: 'Conselheiros',
  user: 'Usuários',
};

const SHORT_MONTHS = 'jan fev mar abr mai jun jul ago set out nov dez'.split(' ');

/** '2026-10' → 'out/2026'. */
export const shortMonth = (key: string): string => {
  const [year, month] = key.split('-');
  return `${SHORT_MONTHS[Number(month) - 1]}/${year}`;
};

/** 'out/2026' or 'mar/2026 a jun/2026'. */
export const periodPart = (p: Period): string =>
  p.start === p.end ? shortMonth(p.start) : `${shortMonth(p.start)} a ${shortMonth(p.end)}`;

/** 'A', 'A e B', 'A, B e C'. */
const joined = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

export function subjectPart(subject: Subject): string {
  switch (subject.kind) {
    case 'figures':
      return joined(subject.metrics.map((m) => METRIC_SUBJECTS[m]));
    case 'goal':
      return 'Meta de faturamento';
    case 'loss':
      return 'Prejuízo';
    case 'dre-status':
      return 'Envio do DRE';
    case 'reports':
      return 'Relatórios';
    case 'companies':
      return 'Empresas';
    case 'waiting':
      return AWAITING_APPROVAL;
    case 'profile':
      return 'Resumo da empresa';
    case 'manager':
      return 'Responsável';
    case 'people':
      return subject.role ? ROLE_SUBJECTS[subject.role] : 'Pessoas';
    case 'tasks':
      return TASK_SUBJECTS[subject.filter];
    case 'meetings':
      return subject.latest ? 'Última reunião' : 'Reuniões';
    case 'meeting-topic':
      return `Reuniões sobre "${subject.topic}"`;
    case 'documents':
      return subject.topic ? `Documentos sobre "${subject.topic}"` : 'Documentos';
    case 'not-in-data':
      return subject.name;
    case 'help':
      return 'Ajuda';
    case 'not-understood':
      return 'não entendi a pergunta';
  }
}

/** The reading's parts, in docs/assistant.md's order, each only when the reading has it. */
export function readingParts(r: Reading): string[] {
  if (r.subject.kind === 'not-understood') return ['não entendi a pergunta'];
  if (r.subject.kind === 'not-in-data') return [r.subject.name, 'não está nos dados'];
  const parts = [subjectPart(r.subject)];
  const names = [
    ...r.companies.map((c) => c.name),
    ...r.unknown.map((n) => `${n} (não encontrada)`),
  ];
  if (names.length) parts.push(joined(names));
  else if (r.every) parts.push('todas as empresas');
  if (r.period) parts.push(periodPart(r.period));
  if (r.comparison)
    parts.push(r.comparison.kind === 'goal' ? 'vs meta' : `vs ${periodPart(r.comparison.against)}`);
  if (r.order) {
    parts.push(r.order.direction === 'desc' ? 'do maior para o menor' : 'do menor para o maior');
    if (r.order.top) parts.push(`top ${r.order.top}`);
    if (r.order.last) parts.push(`últimas ${r.order.last}`);
  }
  return parts;
}

/** docs/assistant.md's first line: `_Entendi: …_` and a blank line. */
export const readingLine = (parts: readonly string[]): string =>
  `_Entendi: ${parts.join(' · ')}_\n\n`;

/** A suggestion link: the chat shows it as a button that asks `question`. */
export const suggestion = (label: string, question: string): string =>
  `[${label.replace(/([\\[\]])/g, '\\$1')}](?pergunta=${encodeURIComponent(question).replace(/\(/g, '%28').replace(/\)/g, '%29')})`;

/** What the question itself named, so a follow-up changes only that in the previous reading. */
export type Named = {
  subject: boolean;
  companies: boolean;
  period: boolean;
  comparison: boolean;
  order: boolean;
};

export type ParsedQuestion = {
  reading: Reading;
  named: Named;
  /** Words that fit several companies as well: the answer asks which. */
  ambiguous: CompanyRef[][];
  /** Short and starting like a follow-up ('e em setembro?', 'e a padaria?'). */
  followUp: boolean;
  /** A task status named ('e as feitas?'), for a follow-up of a task question. */
  taskFilter: TaskFilter | null;
  /** An ordinal alone ('e no segundo?'): that quarter or half, after one. */
  ordinal: number | null;
  /** 'e no trimestre anterior?': the period before the previous one ('year' for 'ano anterior'). */
  shiftBack: 'period' | 'year' | null;
  /** 'e sobre precificação?': another topic, for a follow-up of a topic searched. */
  topic: string | null;
  /** A part it cannot read ('e na semana passada?'): not read, even as a follow-up. */
  unsure: boolean;
  /** 'só o primeiro', 'e o primeiro?': the first row of a ranking, or the first quarter or half. */
  firstRow: boolean;
  /** 'pode inverter a ordem?': the previous ranking in the other direction. */
  reversed: boolean;
  /** Whether the question says a direction of its own, so 'só o primeiro' keeps the previous one. */
  ownDirection: boolean;
  /** 'e a mais recente?' after meetings: the newest of them. */
  newest: boolean;
  /** 'naquele mês', 'no mesmo mês', 'nesse período': the previous turn's period. */
  samePeriod: boolean;
  /** 'o lucro dela': a company meant by a pronoun, which the conversation must have named. */
  pronoun: boolean;
  /** A follow-up's companies said to join the previous ones, not to replace them. */
  adding: boolean;
};
