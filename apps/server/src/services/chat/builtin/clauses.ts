// Parts of a question that name a figure without asking for it: a figure turned down ('não
// quero o faturamento', 'deixa o lucro pra lá') and a statement before the question ('a padaria
// faturou bem em outubro, mas quanto sobrou?'). Read as asked, they would add a figure, a period
// or a comparison the admin did not ask for.

/** A figure's noun, as a turned-down figure is named. */
const FIGURE_NOUN =
  '(?:faturamentos?|receitas?(?: liquidas?| brutas?)?|vendas|lucros?(?: liquidos?)?|resultados?|prejuizos?|despesas?|gastos?|custos?|cmv|marge(?:m|ns)(?: liquidas?)?|rentabilidade)';

/** 'não quero o faturamento', 'não é a receita', 'esquece o lucro', 'em vez do CMV'. */
const TURNED_DOWN = new RegExp(
  '\\b(?:(?:nao|nem)\\s+(?:(?:quero|queria|preciso|pedi|perguntei|to perguntando|estou perguntando|e|eh|era|falo|falei|interessa)\\s+)?' +
    '|(?:esquece|esqueca|deixa|deixe|ignora|ignore|em vez|ao inves)\\s+)' +
    `(?:(?:de|do|da|dos|das|o|a|os|as|sobre)\\s+)?${FIGURE_NOUN}\\b(?:\\s+(?:pra|para) la\\b)?`,
  'g',
);

/** The folded question with the figures it turns down blanked out. */
export const withoutTurnedDown = (folded: string): string =>
  folded.replace(TURNED_DOWN, (m) => ' '.repeat(m.length));

/** Whether the question turns a figure down. */
export const turnsDown = (folded: string): boolean => new RegExp(TURNED_DOWN.source).test(folded);

/** Words that ask: a clause with one of them is a question or a request, not a statement. */
const ASKING =
  /\?|\b(qual|quais|quanto|quanta|quantos|quantas|quem|como|onde|quando|compar\w*|mostr\w*|list\w*|diga|diz|fala|fale|passa|manda|quero|queria|preciso|gostaria|traga|calcul\w*|ranking|ordene|me ve)\b/;

/** Where the question starts after a statement: ', mas', ', porém', or a comma and an asking word. */
const QUESTION_START =
  /(?:[,;]\s*|\s+)(?:mas|porem|so que)\s+|[,;]\s*(?=(?:qual|quais|quanto|quanta|quantos|quantas|quem|como|onde|quando|o que)\b)/g;

/**
 * A statement about the figures before the question ('a padaria faturou bem em outubro, mas
 * quanto sobrou de lucro?'): where the question starts, or null when there is none. `names`
 * tells whether a clause names a figure.
 */
export function statementEnd(
  folded: string,
  namesFigure: (clause: string) => boolean,
): number | null {
  const starts = [...folded.matchAll(QUESTION_START)];
  const last = starts.at(-1);
  if (!last) return null;
  const lead = folded.slice(0, last.index);
  if (ASKING.test(lead) || !namesFigure(lead)) return null;
  return last.index + last[0].length;
}
