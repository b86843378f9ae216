import { monthOf } from '@portal/domain';
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
} from './answers-companies';
import {
  changeAnswer,
  compareAnswer,
  financeValueAnswer,
  lossAnswer,
  rankingAnswer,
} from './answers-finance';
import { goalAnswer, reportsAnswer } from './answers-reports';
import {
  documentsAnswer,
  lastMeetingAnswer,
  meetingsAnswer,
  taskCountsAnswer,
  tasksAnswer,
  transcriptAnswer,
} from './answers-work';
import { readQuestion, type Question } from './question';

/**
 * A follow-up ('e em setembro?', 'e o lucro?') names what changes; the rest comes from the last
 * question the admin asked.
 */
function withFollowUp(question: Question, previous: Question | null): Question {
  if (!previous || previous.intent.kind === 'unknown' || previous.intent.kind === 'help')
    return question;
  const bare = question.intent.kind === 'unknown' || question.intent.kind === 'company.profile';
  const namesSomething =
    question.companies.length > 0 || question.period || question.metrics.length;
  if (!bare || !namesSomething || question.unknown.length) return question;
  return {
    ...previous,
    companies: question.companies.length ? question.companies : previous.companies,
    period: question.period ?? previous.period,
    pair: question.pair ?? previous.pair,
    metrics: question.metrics.length ? question.metrics : previous.metrics,
  };
}

async function write(ctx: AnswerContext): Promise<string> {
  const { intent, unknown } = ctx.question;
  // A company the portal does not have: say so, never answer about another one.
  if (unknown.length > 0 && intent.kind !== 'people.list' && intent.kind !== 'help')
    return unknownCompanyAnswer(ctx);
  switch (intent.kind) {
    case 'help':
      return helpAnswer();
    case 'unknown':
      return notUnderstoodAnswer();
    case 'companies.count':
      return companiesAnswer(ctx, true);
    case 'companies.list':
      return companiesAnswer(ctx, false);
    case 'company.profile':
      return companyProfileAnswer(ctx);
    case 'company.manager':
      return managerAnswer(ctx);
    case 'dre.status':
      return dreStatusAnswer(ctx);
    case 'people.list':
      return peopleAnswer(ctx, intent.role);
    case 'finance.value':
      return financeValueAnswer(ctx);
    case 'finance.ranking':
      return rankingAnswer(ctx, intent);
    case 'finance.change':
      return changeAnswer(ctx);
    case 'finance.compare':
      return compareAnswer(ctx);
    case 'finance.loss':
      return lossAnswer(ctx);
    case 'finance.goal':
      return goalAnswer(ctx);
    case 'reports.list':
      return reportsAnswer(ctx);
    case 'tasks.list':
      return tasksAnswer(ctx, intent.filter);
    case 'tasks.count':
      return taskCountsAnswer(ctx, intent.filter, intent.rank);
    case 'meetings.last':
      return lastMeetingAnswer(ctx);
    case 'meetings.list':
      return meetingsAnswer(ctx, false);
    case 'meetings.count':
      return meetingsAnswer(ctx, true);
    case 'meetings.search':
      return transcriptAnswer(ctx, intent.term);
    case 'documents.search':
      return documentsAnswer(ctx, intent.term);
  }
}

const lastQuestion = (history: readonly ChatTurn[]) =>
  [...history].reverse().find((turn) => turn.type === 'user')?.content ?? null;

/**
 * The built-in assistant (default; no network, no model): reads the pt-BR question (companies,
 * months, figures, intent), calls the same read-only tools a model would, and writes markdown.
 */
export const builtinEngine: ChatEngine = {
  kind: 'builtin',
  answer: async ({ question, history, tools, now }: ChatQuestion) => {
    const today = monthOf(now);
    const { companies } = await tools.call('list_companies', {});
    const read = readQuestion(question, companies, today);
    const before = lastQuestion(history);
    const previous = before ? readQuestion(before, companies, today) : null;
    return write({
      tools,
      today,
      companies,
      text: question,
      question: withFollowUp(read, previous),
    });
  },
};
