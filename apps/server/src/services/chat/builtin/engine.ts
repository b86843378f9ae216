import { monthOf, type YearMonth } from '@portal/domain';
import type { ChatEngine, ChatQuestion, ChatTurn } from '../engine';
import type { AnswerContext } from './answer-context';
import {
  companiesAnswer,
  companyProfileAnswer,
  dreStatusAnswer,
  helpAnswer,
  managerAnswer,
  notUnderstoodAnswer,
  peopleAnswer,
  unknownCompanyAnswer,
  waitingAnswer,
} from './answers-companies';
import { compareAnswer } from './answers-compare';
import { lossAnswer, rankingAnswer, valuesAnswer } from './answers-finance';
import { goalAnswer, reportsAnswer } from './answers-reports';
import {
  documentsAnswer,
  lastMeetingAnswer,
  meetingsAnswer,
  taskCountsAnswer,
  tasksAnswer,
  topicAnswer,
} from './answers-work';
import { closestQuestions, questionOf, whichCompany, whichPeriod } from './clarify';
import type { NamedCompany } from './company-names';
import { completed } from './question-parts';
import { monthCount, periodBefore, yearBefore } from './periods';
import { readQuestion, type ParsedQuestion } from './question';
import { emptyReading, readingLine, readingParts, type Reading } from './reading';

/**
 * What the engine makes of a question: a reading to answer, or a detail to ask for; an 'ask'
 * keeps what it was sure of, so the reply to its question ('de setembro') completes it.
 */
export type Resolved =
  { kind: 'reading'; reading: Reading } | { kind: 'ask'; answer: string; reading: Reading };

const answerable = (r: Reading | null): r is Reading =>
  r !== null && r.subject.kind !== 'not-understood' && r.subject.kind !== 'help';

/**
 * docs/assistant.md's follow-ups: a short question that names only some parts ('e em setembro?',
 * 'e a padaria?', 'e o lucro?') keeps the previous reading and changes what it names.
 */
function merged(parsed: ParsedQuestion, previous: Reading | null, today: YearMonth): Reading {
  const { reading, named } = parsed;
  const namesSomething =
    named.companies ||
    named.period ||
    named.comparison ||
    named.order ||
    named.subject ||
    parsed.taskFilter !== null ||
    parsed.ordinal !== null ||
    parsed.shiftBack !== null ||
    parsed.topic !== null ||
    parsed.reversed ||
    (parsed.firstRow && previous?.order) ||
    parsed.samePeriod ||
    (parsed.newest && previous?.subject.kind === 'meetings');
  if (
    parsed.unsure ||
    !answerable(previous) ||
    !namesSomething ||
    !(parsed.followUp || !named.subject)
  )
    return reading;
  // A topic asked after figures or anything but a search has nothing to change: not understood.
  const searched =
    previous.subject.kind === 'meeting-topic' || previous.subject.kind === 'documents';
  if (parsed.topic && !searched && !named.subject) return reading;
  const out: Reading = { ...previous };
  // 'e sobre precificação?' after a topic searched: the same search, the new topic.
  if (parsed.topic && previous.subject.kind === 'meeting-topic')
    out.subject = { kind: 'meeting-topic', topic: parsed.topic };
  else if (parsed.topic && previous.subject.kind === 'documents')
    out.subject = { kind: 'documents', topic: parsed.topic };
  // 'e qual foi a mais recente?' after meetings: the newest of them.
  else if (parsed.newest && previous.subject.kind === 'meetings' && !named.subject)
    out.subject = { kind: 'meetings', latest: true };
  else if (named.subject) out.subject = reading.subject;
  // 'e as concluídas?' after tasks: the status changes, the rest stays.
  else if (previous.subject.kind === 'tasks' && parsed.taskFilter)
    out.subject = { ...previous.subject, filter: parsed.taskFilter };
  if (named.companies) {
    // Said to join the previous ones, they are asked together.
    const joined = parsed.adding && !previous.every && !reading.every;
    out.companies = joined
      ? [...previous.companies, ...reading.companies].filter(
          (c, i, all) => all.findIndex((x) => x.id === c.id) === i,
        )
      : reading.companies;
    out.unknown = reading.unknown;
  }
  if (named.period) {
    out.period = reading.period;
    out.thisMonthClosed = reading.thisMonthClosed;
    if (
      out.comparison?.kind === 'period' &&
      out.comparison.relation === 'named' &&
      !named.comparison
    )
      out.comparison = null;
  }
  if (named.comparison) out.comparison = reading.comparison;
  // 'e no segundo?' after a quarter or a half: the same kind of period, that one of its year
  // ('e o quarto de 2025?': of the year named).
  // 'só o primeiro' after a ranking: its first row, not the first quarter.
  const firstRow = parsed.firstRow && previous.order !== null;
  if (firstRow) out.order = { ...previous.order!, top: 1, last: null };
  if (!firstRow && parsed.ordinal && previous.period && monthCount(previous.period) < 12) {
    const months = monthCount(previous.period);
    const year = Number((named.period ? reading.period! : previous.period).start.slice(0, 4));
    if ((months === 3 && parsed.ordinal <= 4) || (months === 6 && parsed.ordinal <= 2)) {
      const first = (parsed.ordinal - 1) * months + 1;
      const key = (m: number) => `${year}-${String(m).padStart(2, '0')}`;
      out.period = { start: key(first), end: key(first + months - 1) };
    }
  }
  // 'e no trimestre anterior?': the period just before the previous one.
  if (parsed.shiftBack && previous.period) {
    out.period =
      parsed.shiftBack === 'year' ? yearBefore(previous.period) : periodBefore(previous.period);
    if (!named.comparison) out.comparison = null;
  }
  // 'naquele mês', 'nesse período': the previous turn's period stays.
  if (parsed.samePeriod && !named.period) {
    out.period = previous.period;
    out.thisMonthClosed = previous.thisMonthClosed;
  }
  if (named.order && reading.order) {
    // 'só o primeiro', 'e as 2 últimas?': the rows change, the direction stays unless named.
    const direction =
      parsed.ownDirection || !previous.order ? reading.order.direction : previous.order.direction;
    out.order = { ...reading.order, direction };
  }
  // 'pode inverter a ordem?', 'agora ao contrário': the previous ranking in the other direction.
  if (parsed.reversed && previous.order)
    out.order = {
      ...(named.order && reading.order && (reading.order.top || reading.order.last)
        ? reading.order
        : previous.order),
      direction: previous.order.direction === 'desc' ? 'asc' : 'desc',
    };
  // A follow-up that changes nothing ('quem ficou em primeiro?' after one month, or the same
  // figure and company named again) would answer the previous question again as if it were
  // this one: not read, whatever it names.
  // Compared as answered too: an order asked of one company, say, is dropped when the reading
  // is completed. A period named where the previous reading had none (the reply to 'which
  // month?') is what was missing, not a repeat.
  const line = (r: Reading) => readingLine(readingParts(r));
  const answered = (r: Reading) => line(completed(r, today));
  if (
    line(out) === line(previous) ||
    (previous.period !== null && answered(out) === answered(previous))
  )
    return named.subject ? emptyReading({ kind: 'not-understood' }) : reading;
  return out;
}

function resolve(parsed: ParsedQuestion, previous: Reading | null, today: YearMonth): Resolved {
  let reading = completed(merged(parsed, previous, today), today);
  // 'qual o lucro dela?' with no company before it to refer to: not read as every company's.
  if (parsed.pronoun && reading.every)
    reading = completed(emptyReading({ kind: 'not-understood' }), today);
  const [choices] = parsed.ambiguous;
  if (choices && reading.companies.length === 0 && reading.subject.kind !== 'not-understood')
    return { kind: 'ask', answer: whichCompany(reading, choices), reading };
  const s = reading.subject;
  const onlyMargin =
    s.kind === 'figures' && s.metrics.length === 1 && s.metrics[0] === 'net_margin';
  const periodKnown =
    parsed.named.period ||
    (answerable(previous) && reading !== parsed.reading && previous.period !== null);
  // A margin ranked is a margin still: of one month or of the year, it asks the same.
  if (onlyMargin && !periodKnown && !reading.comparison)
    return {
      kind: 'ask',
      answer: whichPeriod(reading, today),
      reading: { ...reading, period: null },
    };
  return { kind: 'reading', reading };
}

/** A question read after the conversation's earlier questions (their readings in turn, so a
 * follow-up of a follow-up keeps the first's parts). */
export function readConversation(
  question: string,
  earlier: readonly string[],
  all: readonly NamedCompany[],
  today: YearMonth,
): Resolved {
  let previous: Reading | null = null;
  for (const turn of earlier) {
    const r = resolve(readQuestion(turn, all, today), previous, today);
    if (answerable(r.reading)) previous = r.reading;
  }
  return resolve(readQuestion(question, all, today), previous, today);
}

async function write(ctx: AnswerContext): Promise<string> {
  const { reading } = ctx;
  const s = reading.subject;
  // A company the portal does not have: say so, never answer about another one.
  if (reading.unknown.length > 0)
    return unknownCompanyAnswer(ctx, (name) =>
      questionOf({ ...reading, unknown: [], companies: [{ id: '', name }] }),
    );
  switch (s.kind) {
    case 'help':
      return helpAnswer();
    case 'not-understood':
      return notUnderstoodAnswer(closestQuestions('', reading.companies));
    case 'not-in-data':
      return (
        `Os relatórios mensais do portal não têm **${s.name}**. O que eles têm, por empresa e mês: ` +
        'Faturamento, Receita líquida, Despesas, Custos, Lucro líquido e Margem líquida.'
      );
    case 'companies':
      return companiesAnswer(ctx, true);
    case 'waiting':
      return waitingAnswer(ctx);
    case 'profile':
      return companyProfileAnswer(ctx);
    case 'manager':
      return managerAnswer(ctx);
    case 'dre-status':
      return dreStatusAnswer(ctx);
    case 'people':
      return peopleAnswer(ctx, s.role);
    case 'figures':
      if (reading.comparison?.kind === 'goal') return goalAnswer(ctx);
      if (reading.comparison) return compareAnswer(ctx);
      if (reading.order) return rankingAnswer(ctx);
      return valuesAnswer(ctx);
    case 'loss':
      return lossAnswer(ctx);
    case 'goal':
      return goalAnswer(ctx);
    case 'reports':
      return reportsAnswer(ctx);
    case 'tasks':
      return reading.order || s.counts
        ? taskCountsAnswer(ctx, s.filter)
        : tasksAnswer(ctx, s.filter);
    case 'meetings':
      return s.latest ? lastMeetingAnswer(ctx) : meetingsAnswer(ctx, true);
    case 'meeting-topic':
      return topicAnswer(ctx, s.topic);
    case 'documents':
      return documentsAnswer(ctx, s.topic);
  }
}

const userTurns = (history: readonly ChatTurn[]) =>
  history.filter((turn) => turn.type === 'user').map((turn) => turn.content);

/**
 * The built-in assistant (default; no network, no model): reads the pt-BR question into a
 * reading (docs/assistant.md), calls the same read-only tools a model would, and writes markdown
 * that opens with the reading's line.
 */
export const builtinEngine: ChatEngine = {
  kind: 'builtin',
  // Its tool calls follow one another within milliseconds: they read one snapshot together.
  answer: ({ question, history, tools: each, now }: ChatQuestion) =>
    each.snapshot(async (tools) => {
      const today = monthOf(now);
      const listed = (await tools.call('list_companies', { status: 'all' })).companies;
      const companies = listed.filter((c) => c.status === 'active');
      const waitingOnes = listed.filter((c) => c.status === 'waiting');
      const waitingIds = new Set(waitingOnes.map((c) => c.id));
      // Every name the question may use: the active companies first, then the waiting ones.
      const all: NamedCompany[] = [...companies, ...waitingOnes].map((c) => ({
        id: c.id,
        name: c.name,
        niche: c.niche,
      }));
      const resolved = readConversation(question, userTurns(history), all, today);
      if (resolved.kind === 'ask') return resolved.answer;
      const { reading } = resolved;
      let waiting: ReturnType<AnswerContext['waiting']> | undefined;
      const ctx: AnswerContext = {
        tools,
        today,
        companies,
        waitingIds,
        waiting: () => (waiting ??= tools.call('list_waiting', {})),
        reading,
      };
      const body =
        reading.subject.kind === 'not-understood'
          ? notUnderstoodAnswer(closestQuestions(question, reading.companies))
          : await write(ctx);
      return readingLine(readingParts(reading)) + body;
    }),
};
