import type { Subject } from './reading';
import { metricsIn } from './vocabulary';

// Words a question about figures carries that its reading would not use: a verb of something
// else done with the money, a part of the figure left out, a goal of another kind. Read without
// them, the answer would be a plain figure, confident and about another question.

/**
 * Stems of the verbs a question about the reports' figures is asked with: the figures' own
 * (faturou, lucrou, gastou), their change (cresceu, caiu, variou), the goal's,
 * the report's (mandou, preencheu) and those that only say a month happened (ficou, fechou).
 */
const FIGURE_VERB_STEMS = new RegExp(
  '^(' +
    [
      'fatur',
      'vend',
      'lucr',
      'gast',
      'cresc',
      'cai',
      'sub',
      'sobr',
      'entr',
      'ganh',
      'fech',
      'termin',
      'fic',
      'bat',
      'ating',
      'alcanc',
      'vari',
      'aument',
      'diminu',
      'melhor',
      'pior',
      'cheg',
      'pass',
      'registr',
      'apresent',
      'som',
      'totaliz',
      'acumul',
      'mand',
      'envi',
      'entreg',
      'preench',
      'conclu',
      'finaliz',
      'comec',
      'evolu',
      'rend',
      'arrecad',
      'cust',
      'encerr',
      'realiz',
      'consegu',
      'est',
    ].join('|') +
    ')',
);
/** A verb in the past tense, as admins ask about a month gone ('dobrou', 'recuperou'). */
export const PAST_VERB = /^[a-z]{3,}(ou|eu|iu|aram|eram|iram)$/;

/** After a verb, the figure it yields ('… de lucro', '… quanto de receita'). */
const YIELDS = /^\s+(?:quanto\s+)?(?:de|em)\s+(?:(?:o|a|os|as)\s+)?([a-z]+(?:\s+[a-z]+)?)/;

/**
 * A verb the figures are not asked with: the question is about something else done. A verb
 * followed by the figure it yields asks for that figure, whatever the verb.
 */
const strangeVerb = (folded: string, known: (w: string) => boolean): boolean =>
  [...folded.matchAll(/[a-z]+/g)].some((m) => {
    const w = m[0];
    if (!PAST_VERB.test(w) || FIGURE_VERB_STEMS.test(w) || known(w)) return false;
    const yields = YIELDS.exec(folded.slice(m.index + w.length));
    return !(yields && metricsIn(yields[1]!).length > 0);
  });

/**
 * 'sem impostos', 'tirando o delivery': a part of the figure left out, or the part that came with
 * something, which the reports do not break down. Companies and periods left out are the
 * safeguards' own rule.
 */
const LEFT_OUT =
  /\b(sem|tirando|tirar|exceto|excluindo|descontando|descontar|retirando|fora)\s+(?:(?:a|o|as|os|da|do|de|das|dos|contar|considerar)\s+)?([a-z]+)/g;
/** 'com os implantes', 'com delivery': the part of the figure that came with something. */
const WITH = /\bcom\s+(?:(?:o|a|os|as|um|uma)\s+)?([a-z]+)/g;
/** After 'com', words that go on with the question ('com relação a', 'com base em'). */
const WITH_GOING_ON = /^(relacao|base|isso|ela|ele|elas|eles)$/;
const leftOutPart = (folded: string, known: (w: string) => boolean): boolean =>
  [...folded.matchAll(LEFT_OUT)].some((m) => !known(m[2]!)) ||
  [...folded.matchAll(WITH)].some((m) => !WITH_GOING_ON.test(m[1]!) && !known(m[1]!));

/**
 * The goal is a yearly revenue goal: a goal of another figure ('meta de lucro'), or of a month
 * or any other span ('meta mensal'), is one the portal does not have.
 */
const OTHER_GOAL =
  /\bmetas? (?:(?:de|do|da|para o|pro|pra)\s+)?(mensa(l|is)|trimestra(l|is)|semestra(l|is)|semana\w*|diari\w*|lucro|margem|despesas?|custos?|resultado|receita liquida|clientes|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|mes)\b/;

/**
 * What a ranking or a figure cannot say in its line: a place other than the first ('em segundo
 * lugar'), both ends at once (the largest and the smallest N), the rows kept by a condition ('só
 * as que …'), a company's share of a whole, one figure per another (a ratio the reports do not
 * hold; the net margin is named as such).
 */
const OTHER_PLACE =
  /\b(segund|terceir|quart|quint|sext|penultim)[oa]s? (lugar|colocad\w*|posicao|empresa|maior|menor|melhor|pior|que|mais|menos)\b|\bem (segundo|terceiro|quarto|quinto|penultimo)\b/;
const BOTH_ENDS =
  /\b(maiores|melhores)\b(?!\s+(pr[oa]s?|para|ate|a)\s)(.*)\b(menores|piores)\b|\b(menores|piores)\b(?!\s+(pr[oa]s?|para|ate|a)\s)(.*)\b(maiores|melhores)\b/;
const ONLY_THOSE = /\b(so|somente|apenas)\s+(d?[ao]s)\s+(que|com)\b/;
const SHARE = /\b(participac\w*|representa\w*|fatia|proporc\w*)\b/;
/** A figure 'por' another figure: ordered by one figure, the question names no other. */
const ratio = (folded: string) =>
  [...folded.matchAll(/\b(?:por|dividid[oa] (?:por|pel[oa]))\s+(\w+(?: \w+)?)/g)].some(
    (m) =>
      metricsIn(m[1]!).length > 0 &&
      metricsIn(folded.slice(0, m.index) + ' ' + folded.slice(m.index + m[0].length)).length > 0,
  );
const cannotRank = (folded: string) =>
  OTHER_PLACE.test(folded) ||
  BOTH_ENDS.test(folded) ||
  ONLY_THOSE.test(folded) ||
  SHARE.test(folded) ||
  ratio(folded);

/**
 * The question from its first clause that names a figure or the goal: a scene set before it (who
 * the admin was with, what came up) is no part of what is asked, while a clause after it narrows
 * what is asked.
 */
function asked(folded: string): string {
  const clauses = folded.split(/[,;]/);
  const first = clauses.findIndex((c) => metricsIn(c).length > 0 || /\bmetas?\b/.test(c));
  return first <= 0 ? folded : clauses.slice(first).join(',');
}

/** Whether a question read as `subject` carries words its reading would leave out. */
export function leftOver(whole: string, subject: Subject, known: (w: string) => boolean): boolean {
  const folded = asked(whole);
  const figures = subject.kind === 'figures' || subject.kind === 'loss';
  // The goal is the revenue's: another figure set against it asks of a goal there is not.
  const otherFigure = metricsIn(folded).some((m) => m !== 'gross_revenue');
  if (subject.kind === 'goal' && (OTHER_GOAL.test(folded) || otherFigure)) return true;
  if (!figures && subject.kind !== 'goal') return false;
  return (
    strangeVerb(folded, known) || (figures && (leftOutPart(folded, known) || cannotRank(folded)))
  );
}
