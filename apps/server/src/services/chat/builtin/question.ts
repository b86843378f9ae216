import type { YearMonth } from '@portal/domain';
import { fold } from '../tools/tool';
import { companyNamesIn, type NamedCompany } from './company-names';
import { comparisonAndPeriod, namesDirection, orderOf, REVERSED } from './question-parts';
import { emptyReading, type ParsedQuestion } from './reading';
import { statementEnd, withoutTurnedDown } from './clauses';
import { unsure } from './safeguards';
import { AGAINST_GOAL, subjectOf } from './subject';
import { lastSentence } from './sentences';
import {
  CORRECTION,
  followUpTopic,
  NICKNAME_WORDS,
  onlyNames,
  POINTING,
  SAME_PERIOD,
} from './follow-words';
import { foldWithMap, meetingTopic } from './topics';
import { expanded } from './abbreviations';
import { metricsIn, NAME_CONNECTORS } from './vocabulary';
import { LIST_COMPANIES, PROFILE, TASK_FILTERS } from './subject-words';

// A pt-BR question read into docs/assistant.md's reading: its subject (subject.ts), the
// companies, the period and the comparison or order, and whether any part of it is left unread
// (safeguards.ts).

export type { Named, ParsedQuestion } from './reading';

const has = (folded: string, pattern: RegExp) => pattern.test(folded);
const wholeYear = (p: { start: string; end: string }) =>
  p.start.endsWith('-01') && p.end.endsWith('-12') && p.start.slice(0, 4) === p.end.slice(0, 4);

const SHIFT_BACK = /\b(?:tri\w*|sem\w*|mes|ano|periodo) anterior\b|\b(ano) anterior\b/;
const CONNECTIVE = /\b(compar\w*|contra|vs|versus|em relacao|frente)\b/;
const LOOSE_VERBS = /\b(ganhou|ganharam|entrou|entrada|sobrou)\b/g;
const ORDINALS: Record<string, number> = { primeiro: 1, segundo: 2, terceiro: 3, quarto: 4 };
const ordinalOf = (folded: string): number | null => {
  const m = /\b(primeiro|segundo|terceiro|quarto)\b|\b([1-4](?:o|º|°))(?![a-z0-9])/.exec(folded);
  return m ? (m[1] ? ORDINALS[m[1]]! : Number(m[2]![0])) : null;
};

/** Names a question may name when it names something ('a empresa Zeta', 'Padaria Estrela'). */
const UNKNOWN_BEFORE = /\b(da|do|de|a|o|na|no|pela|pelo|empresa|entre|e|com)\s*$/;

/** Reads a question against the portal's companies (the waiting ones too) and today's month. */
export function readQuestion(
  text: string,
  all: readonly NamedCompany[],
  today: YearMonth,
): ParsedQuestion {
  const { folded, at } = foldWithMap(text);
  const ask = lastSentence(
    text,
    (t) => readQuestion(t, all, today),
    (t) => readClause(t, all, today),
  );
  if (ask) return ask;
  const end = statementEnd(folded, (clause) => metricsIn(expanded(clause)).length > 0);
  const whole = readClause(text, all, today);
  if (end === null) return whole;
  // A statement before the question tells whose figures and when, as an earlier turn would; the
  // question after it says what is asked.
  const asked = readClause(text.slice(at[end]), all, today);
  if (asked.reading.subject.kind === 'not-understood') return whole;
  const lead = readClause(text.slice(0, at[end]), all, today);
  const out = { ...asked, reading: { ...asked.reading }, named: { ...asked.named } };
  out.followUp = false;
  if (!asked.named.companies) {
    out.reading.companies = whole.reading.companies;
    out.reading.unknown = whole.reading.unknown;
    out.reading.every = whole.reading.every;
    out.named.companies = whole.named.companies;
    out.ambiguous = whole.ambiguous;
  }
  if (!asked.named.period && asked.reading.subject.kind === 'figures' && lead.named.period) {
    out.reading.period = lead.reading.period;
    out.named.period = true;
  }
  return out;
}

function readClause(text: string, all: readonly NamedCompany[], today: YearMonth): ParsedQuestion {
  const typed = expanded(fold(text));
  // A question that opens as a follow-up, or points back with a pronoun ('a margem dela'), is
  // about the previous turn: 'nesse mês' there is that turn's month, not the current one.
  const startsFollowUp = /^(e|agora|so)\b/.test(typed) || /\b(dela|dele|delas|deles)\b/.test(typed);
  const pointsBack = [...typed.matchAll(SAME_PERIOD)].filter(
    (m) => startsFollowUp || !/^(?:nesse|neste|desse|deste) mes$/.test(m[0]),
  );
  // The words pointing back name no period of their own: read without them.
  const folded = pointsBack.reduce(
    (t, m) => t.slice(0, m.index) + ' '.repeat(m[0].length) + t.slice(m.index + m[0].length),
    typed,
  );
  // A company's words and its nicknames: neither is a topic ('reuniões da padoca').
  const nameWords = new Set(
    [...all.flatMap((c) => fold(c.name).split(/[^a-z0-9]+/)), ...NICKNAME_WORDS].filter(
      (w) => w.length >= 3 && !NAME_CONNECTORS.has(w),
    ),
  );
  const isName = (w: string) => nameWords.has(w);
  // A topic searched is not a company ('marketing digital' is not Agência Faísca Digital).
  const topic = meetingTopic(text, isName);
  const rest = topic ? text.replace(topic, ' ') : text;
  const words = folded.split(/\s+/).filter(Boolean).length;
  const names = companyNamesIn(rest, all);
  const metrics = metricsIn(withoutTurnedDown(topic ? expanded(fold(rest)) : folded));
  const parts = comparisonAndPeriod(folded, today);
  const back = SHIFT_BACK.exec(folded);
  const shiftBack =
    back && !has(folded, CONNECTIVE) ? (back[1] === 'ano' ? 'year' : 'period') : null;
  if (shiftBack) parts.comparison = null;
  const followUp =
    (words <= 8 &&
      POINTING.test(folded) &&
      !names.companies.length &&
      !parts.period &&
      !has(folded, /\b(quem|quais)\b/)) ||
    (words <= 8 &&
      has(
        folded,
        /^(e|e quanto|e o|e a|e os|e as|e no|e na|e em|e pra|e para|e se|agora|so|e comparad\w*|e contra|e do|e da|e de|e nos|e nas)\b/,
      ));
  // 'não quero o faturamento, quero as despesas', 'não, o lucro': a correction of the previous
  // turn, which keeps its companies and period.
  const correction = words <= 10 && has(folded, CORRECTION);
  const unknown = names.unknown
    .filter((u) => UNKNOWN_BEFORE.test(rest.slice(0, u.at)))
    .map((u) => u.name);
  let subject = subjectOf(text, folded, metrics, names.companies, isName, unknown.length > 0);
  // 'quem ganhou o jogo?': a loose verb alone ('ganhou', 'entrou') with nothing of the portal
  // around it (no company, period or order) is not a question about the figures; shorter, it
  // follows up on the conversation ('quanto sobrou?').
  // Nor is one outside a question of how much ('quando a padaria entrou no portal?').
  const loose = metricsIn(folded.replace(LOOSE_VERBS, ' ')).length === 0;
  if (
    subject?.kind === 'figures' &&
    loose &&
    ((words > 4 &&
      !names.companies.length &&
      !parts.period &&
      !has(folded, /\b(mais|menos|maior|menor|empresas?|total|todas|cada)\b/)) ||
      !has(folded, /\b(quant\w*|valor|total|mais|menos|maior|menor)\b/))
  )
    subject = null;
  // 'e todas as empresas?' after a figure asks the same of every company, not for the list.
  if (followUp && subject?.kind === 'companies' && !has(folded, LIST_COMPANIES)) subject = null;
  // 'quem mais cresceu', 'Sorriso, outubro vs setembro': figures with none named are read as
  // Faturamento, the figure admins ask for most.
  // 'quais as 3 (empresas) que mais cresceram': a change ranked is a ranking of the figure, not
  // the list of companies.
  const growth = /\b(cresc\w*|caiu|cairam)\b/.test(folded) && /\b(mais|menos)\b/.test(folded);
  if (
    (subject === null ||
      subject.kind === 'profile' ||
      (subject.kind === 'companies' && (growth || parts.comparison !== null))) &&
    (parts.comparison || /\b(cresc\w*|vendeu|vendem|faturou|ranking)\b/.test(folded)) &&
    (names.companies.length > 0 ||
      /\b(empresas?|quem)\b/.test(folded) ||
      (growth && /\b(quais?|que)\b/.test(folded)))
  )
    subject = { kind: 'figures', metrics: ['gross_revenue'] };
  // A question that names no subject is checked as one about figures, the most it could be
  // read as ('e na semana passada?', 'e tirando a sorriso?'), whether or not it looks like a
  // follow-up: any part it names would otherwise be merged into the previous reading, and a
  // reason asked about a change would be answered as the change itself.
  const checked = subject ?? { kind: 'figures' as const, metrics };
  const notSure = unsure(folded, checked, today, {
    isName,
    companies: names.companies.length,
    unknown: unknown.length,
    topic: topic !== null,
    shiftBack: shiftBack !== null,
    unclearPeriod: Boolean(parts.unclear),
    compared: parts.comparison !== null || has(folded, /\bmetas?\b/),
    period: parts.period,
  });
  // 'as outras' in a follow-up are the companies other than the ones just asked about, which
  // the line cannot say: read as every company, they would take those back in.
  const others = followUp && has(folded, /\b(outr[oa]s|demais)\b/) && !names.companies.length;
  if (notSure || others) subject = null;
  // A document's name that holds a period ('a planilha de 2026') names the document, not when.
  if (subject?.kind === 'documents' && subject.topic && /\d{4}/.test(subject.topic))
    parts.period = comparisonAndPeriod(folded.replace(fold(subject.topic), ' '), today).period;
  const reading = emptyReading(subject ?? { kind: 'not-understood' });
  reading.companies = names.companies;
  // Kept with no subject too: 'e da Padaria Estrela?' changes the company of a follow-up.
  reading.unknown = subject?.kind !== 'people' && subject?.kind !== 'help' ? unknown : [];
  reading.every = has(
    folded,
    /\b(cada|todas as|todas|as outras|outras|das|nas) empresas?\b|\btodo mundo\b|\bsoma\b|\bpor empresa\b|\bempresa que\b|\bqual empresa\b|\bquais empresas\b|\bno geral\b|\bno total\b|\bsomad\w*\b/,
  );
  reading.period = parts.period;
  reading.thisMonthClosed = parts.thisMonth;
  reading.comparison = parts.comparison;
  if (has(folded, /\bmetas?\b/) && has(folded, AGAINST_GOAL)) reading.comparison = { kind: 'goal' };
  // An order alone ('e o pior?') is kept for a follow-up to apply to the previous figures.
  reading.order = orderOf(
    folded,
    subject ?? { kind: 'figures', metrics },
    metrics.length ? metrics : ['gross_revenue'],
  );
  // 'quem ficou em primeiro no ranking': its first row.
  const firstRow = has(
    folded,
    /\b(o|a) primeir[oa]\b(?!\s+(tri|sem|mes|ano|quarto|dia))|\bem primeiro\b|\bprimeir[oa] (lugar|colocad[oa])\b/,
  );
  if (firstRow && reading.order && !reading.order.top && !reading.order.last)
    reading.order = { ...reading.order, top: 1 };
  // A first place asked of a figure it names, with no company named, is the ranking's first
  // row: read without the order, it would list every company as if nothing were ranked.
  if (firstRow && !reading.order && subject?.kind === 'figures' && !names.companies.length)
    reading.order = { direction: 'desc', top: 1, last: null };
  return {
    reading,
    named: {
      // 'e sobre a sorriso?' after meetings names the company, not its profile.
      subject:
        subject !== null &&
        (subject.kind !== 'profile' ||
          (has(folded, PROFILE) && !(followUp && onlyNames(folded.split(' '), isName)))),
      companies: names.companies.length > 0 || unknown.length > 0 || reading.every,
      period: parts.period !== null,
      comparison: parts.comparison !== null,
      order: reading.order !== null,
    },
    ambiguous: names.ambiguous,
    // A figure alone ('quanto sobrou?') asks it of what the conversation was about.
    followUp:
      followUp ||
      correction ||
      pointsBack.length > 0 ||
      // 'tá batendo a meta?', 'deu prejuízo?': a yes-or-no about the goal or a loss, naming no
      // company, asks it of the company the conversation is about.
      (words <= 5 &&
        (subject?.kind === 'goal' || subject?.kind === 'loss') &&
        !names.companies.length &&
        !unknown.length &&
        !reading.every &&
        !has(folded, /\b(quem|quais|qual|que empresas?|alguma|algum|empresas)\b/)) ||
      (words <= 4 && subject?.kind === 'figures' && !names.companies.length && !parts.period) ||
      // 'quais já foram feitas?' after a company's tasks: its tasks of that status.
      (words <= 6 &&
        subject?.kind === 'tasks' &&
        !has(folded, /\b(tarefas?|todas|empresas?)\b/) &&
        !names.companies.length &&
        !unknown.length),
    // 'e no terceiro?', 'e o quarto de 2025?': a quarter or half of the previous kind, in the
    // year named if any; 'só o primeiro' is the first row of a ranking, not a period.
    ordinal:
      (parts.period && !wholeYear(parts.period)) || has(folded, /\b(so|apenas)\b/)
        ? null
        : ordinalOf(folded),
    shiftBack,
    taskFilter: TASK_FILTERS.find(([p]) => p.test(folded))?.[1] ?? null,
    topic: followUp ? followUpTopic(text, isName) : null,
    unsure: notSure || others,
    firstRow,
    reversed: has(folded, REVERSED),
    ownDirection: namesDirection(folded),
    newest:
      has(folded, /\b(mais recente|ultim[ao]s?)\b/) &&
      !has(folded, /\b(\d+|duas|dois|tres|quatro|cinco) ultim/),
    samePeriod: pointsBack.length > 0,
    adding: has(folded, /\b(junt[oa]s?|incluindo|inclui\w*|adiciona\w*|acrescent\w*)\b/),
    pronoun:
      has(folded, /\b(dela|dele|delas|deles|ela|ele|eles)\b/) &&
      !names.companies.length &&
      !unknown.length,
  };
}
