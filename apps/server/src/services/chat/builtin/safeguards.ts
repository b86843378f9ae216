import type { YearMonth } from '@portal/domain';
import { blankPeriods, unreadPeriod } from './question-parts';
import type { Subject } from './reading';
import { metricsIn, QUESTION_WORDS } from './vocabulary';

// Where the built-in assistant would have to guess, it does not read the question (docs/
// assistant.md: a confident reading of another question costs more than asking): a period or a
// company it reads only in part, a figure qualified beyond the reports' monthly values.

/** Words after 'da / do / na / no / ao' that are the portal's or the question's, not a company. */
const PLACES = new Set(
  (
    'portal sistema plataforma painel app site quadro biblioteca equipe time carteira grupo ' +
    'conjunto portfolio rede inicio comeco mesmo anterior negativo vermelho azul tri q hora periodo ' +
    'momento geral total conselho programa tabela lista envio'
  ).split(' '),
);

/**
 * A word where a company's name goes ('o lucro da mercearia') that is no company's nor any word
 * the reading knows: the question is about someone the engine cannot name, so it is not read as
 * asked of every company.
 */
function strangerOwner(folded: string, known: (word: string) => boolean): string | null {
  const owner = /\b(?:da|do|na|no|pela|pelo|ao) (?:(?:nosso|nossa|meu|minha|seu|sua)s? )?([a-z]+)/g;
  for (const m of folded.matchAll(owner)) {
    const word = m[1]!;
    if (!PLACES.has(word) && !known(word)) return word;
  }
  return null;
}

/** What qualifies a figure beyond the reports' monthly values. */
const QUALIFIED =
  /\b(medi[oa]s?|operaciona(l|is)|antes d[eo]s? \w+|acima|abaixo|superior(es)? a|inferior(es)? a|(mais|menos) (de|do que) \d+|por (funcionario|colaborador|cliente|dia|hora|unidade)|per capita)\b/;

/** 'tirando a academia', 'exceto a padoca', 'fora a Sorriso': a company left out of the question. */
const excludesCompany = (folded: string, isName: (w: string) => boolean): boolean =>
  [
    ...folded.matchAll(
      /\b(?:tirando|fora|exceto|excluindo|excetuando|sem contar|salvo|menos)\s+(?:(?:a|o|as|os|da|do)\s+)?([a-z]+)/g,
    ),
  ].some((m) => isName(m[1]!));

/** 'mais que a padaria', 'pior do que a Sorriso': a company as the measure of the others. */
const againstCompany = (folded: string, isName: (w: string) => boolean): boolean =>
  [
    ...folded.matchAll(
      /\b(?:mais|menos|melhor|pior|maior|menor|acima|abaixo)\s+(?:do |da )?que\s+(?:(?:a|o|as|os)\s+)?([a-z]+)/g,
    ),
  ].some((m) => isName(m[1]!));

/** Subjects asked of companies: a stranger where the company goes is not every company. */
const PER_COMPANY = [
  'figures',
  'goal',
  'loss',
  'dre-status',
  'reports',
  'tasks',
  'meetings',
  'documents',
];
/** Subjects read for a period, which a period read in part would change. */
const DATED = ['figures', 'loss', 'dre-status', 'meetings', 'tasks', 'documents'];

export type Found = {
  isName: (w: string) => boolean;
  /** How many companies, and names no company has, the question named. */
  companies: number;
  unknown: number;
  /** A topic searched (its words are the topic's, not a company's). */
  topic: boolean;
  /** 'e no trimestre anterior?', read by the follow-up. */
  shiftBack: boolean;
  /** Periods named that the line cannot say ('julho e outubro'). */
  unclearPeriod: boolean;
  /** A comparison read: against a period or the goal. */
  compared: boolean;
};

/** 'quem não…', 'quais empresas ainda não…': the others, the ones the line would not name. */
const ASKS_WHO_NOT = /\b(quem|qual|quais|que empresas?)\b.*\b(nao|nunca)\b/;
/** Negations the reading says: a task status, a report not sent, a profit or goal not made. */
const READ_NEGATIONS =
  /\b(nao|nem|nunca) (\w+ ){0,2}(inici\w*|comec\w*|conclu\w*|finaliz\w*|feitas?|terminad\w*|entreg\w*|prontas?|fechad\w*|envi\w*|mand\w*|preench\w*|subi\w*|lucro|lucrou|lucraram|bat\w*|ating\w*|alcanc\w*)\b/g;

/** 'por produto', 'despesas com aluguel', 'vendas de pão': a breakdown or a part of a figure. */
const BREAKDOWN = /\bpor ([a-z]+)/g;
const PART =
  /\b(?:despesas?|gast\w*|custos?|faturamento|fatur\w*|vend\w*|receitas?|cresc\w*|caiu|subiu|aument\w*|diminu\w*|melhorou|piorou) (?:com|de|em) (?:(?:o|a|os|as) )?([a-z]+)/g;
/** After 'por', the words of a request or of what the reading orders by. */
const BY = new Set('favor gentileza exemplo acaso isso ai empresa empresas mes meses'.split(' '));
/** After a figure and 'em / com', words that go on with the question, not a part of the figure. */
const GOING_ON = new Set('relacao comparacao geral total media conjunto'.split(' '));

const partOfFigure = (folded: string, known: (word: string) => boolean): boolean =>
  [...folded.matchAll(BREAKDOWN)].some((m) => !BY.has(m[1]!) && !known(m[1]!)) ||
  [...folded.matchAll(PART)].some((m) => !GOING_ON.has(m[1]!) && !known(m[1]!));

/** Subjects whose answers list rather than rank. */
const UNRANKED = ['meetings', 'meeting-topic', 'documents', 'people', 'companies', 'help'];
const RANKS_COMPANIES =
  /\b(qual|quais|que) empresas?\b.*\b(mais|menos|maior|menor)\b|\bquem (mais|menos)\b/;

/** Words that set the figure against something. */
const SET_AGAINST =
  /\b(compar\w*|contra|vs|versus|em relacao|frente a|frente ao|diante|a mais|a menos)\b/;

/** Whether reading the question as `subject` would guess at a part it cannot read. */
export function unsure(folded: string, subject: Subject, today: YearMonth, f: Found): boolean {
  // Periods it cannot say in the reading line, or a company left out ('tirando a academia'):
  // not read rather than read as a question about that company or about every one.
  if (f.unclearPeriod || excludesCompany(folded, f.isName)) return true;
  // 'quem faturou mais que a padaria?': the others measured against one company, which the
  // line cannot say; with both named ('a padaria vendeu mais que a sorriso?') both are shown.
  if (f.companies < 2 && againstCompany(folded, f.isName)) return true;
  // A figure qualified in a way the reports do not answer ('faturamento médio', 'lucro
  // operacional', 'acima de 100 mil'): not read as the plain figure. The margin of several
  // companies is answered with their average, so 'margem média' is read.
  const average = subject.kind === 'figures' && subject.metrics.every((m) => m === 'net_margin');
  const plain = average ? folded.replace(/\bmedi[oa]s?\b/g, ' ') : folded;
  if ((subject.kind === 'figures' || subject.kind === 'loss') && QUALIFIED.test(plain)) return true;
  // 'o lucro da mercearia': asked of someone it cannot name, not of every company.
  const knows = (w: string) =>
    f.isName(w) || QUESTION_WORDS.has(w) || metricsIn(w).length > 0 || /\d/.test(w);
  if (
    PER_COMPANY.includes(subject.kind) &&
    !f.topic &&
    f.companies === 0 &&
    f.unknown === 0 &&
    strangerOwner(blankPeriods(folded, today), knows)
  )
    return true;
  // 'qual empresa não teve prejuízo?', 'quais empresas não cresceram?': the companies outside
  // what the line would say. The negations it reads are a task's status ('não iniciadas'), a
  // report not sent, a profit not made (a loss) and a goal not reached.
  if (ASKS_WHO_NOT.test(folded.replace(READ_NEGATIONS, ' '))) return true;
  // 'mais de 10 tarefas': a count's threshold, which the task counts do not filter by.
  if (subject.kind === 'tasks' && /\b((mais|menos) (de|do que) \d+|acima|abaixo)\b/.test(folded))
    return true;
  // 'qual empresa tem mais reuniões?': a ranking of what the answer does not rank.
  if (UNRANKED.includes(subject.kind) && RANKS_COMPANIES.test(folded)) return true;
  // 'comparado com o setor': set against something it did not read (neither a period, the
  // goal, nor another company), the figure alone would answer another question.
  if (
    subject.kind === 'figures' &&
    SET_AGAINST.test(folded) &&
    !f.compared &&
    f.companies + f.unknown < 2 &&
    !/\b(empresas|todas|cada)\b/.test(folded)
  )
    return true;
  // 'faturamento por produto', 'gastos com aluguel': a part of the figure the reports do not
  // break down, which the whole figure would not answer.
  if (subject.kind === 'figures' && partOfFigure(blankPeriods(folded, today), knows)) return true;
  // A period it reads only in part ('na semana passada', 'no trimestre') is not guessed.
  return DATED.includes(subject.kind) && !f.shiftBack && unreadPeriod(folded, today);
}
