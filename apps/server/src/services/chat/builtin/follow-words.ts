import { fold } from '../tools/tool';
import { NICKNAMES } from './vocabulary';

// Words by which a question refers back to the conversation: to the previous turn's period, to
// the company it was about, or a correction of what it asked (docs/assistant.md, 'Follow-ups').

/**
 * 'naquele mês', 'no mesmo mês', 'nesse período': the previous turn's period, not a period of its
 * own ('o mesmo mês do ano passado' sets a year against, and stays). 'nesse mês' refers back only
 * in a follow-up: alone it is the current month.
 */
export const SAME_PERIOD =
  /\b(?:naquele|nesse|neste|desse|deste|no mesmo|do mesmo|o mesmo)\s+(?:mes|periodo|trimestre|semestre|meses)\b(?!\s+(?:do ano|de 20|do ano passado|do ano anterior))/g;
/** Words that refer back to what the conversation was about ('a margem dela', 'e então?'). */
export const POINTING = /\b(entao|dela|dele|delas|deles|ela|ele|eles)\b/;
/** 'na verdade eu queria as despesas', 'ops, quis dizer custos': a correction of the last turn. */
export const CORRECTION =
  /^(?:(?:nao|n)\b[\s,]*(?:\w+\s+){0,3}?(?:quero|queria|era|pedi|perguntei)\b|(?:na verdade|alias|ops|opa|errei|quis dizer)\b)/;

export const NICKNAME_WORDS = new Set(Object.keys(NICKNAMES));

/** Filler around a name ('a padaria?', 'e a exato'): words that ask nothing by themselves. */
export const FILLER = new Set(
  'a o as os e da do de na no em pra para com sobre empresa cliente qual quais que tal ai ta'.split(
    ' ',
  ),
);
export const onlyNames = (words: readonly string[], isName: (w: string) => boolean): boolean =>
  words
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .every((w) => FILLER.has(w) || isName(w) || NICKNAME_WORDS.has(w));

/** 'e sobre precificação?', 'e a respeito de estoque?': the topic, as typed, in lower case. */
export function followUpTopic(text: string, isName: (w: string) => boolean): string | null {
  const m = /^\s*e\s+(?:sobre|a respeito d[eoa]s?)\s+(.+?)\s*[?.!]*$/iu.exec(text);
  const words = m
    ? fold(m[1]!)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
    : [];
  const plain = words.filter((w) => !FILLER.has(w));
  if (!m || plain.length === 0 || plain.every(isName)) return null;
  return m[1]!.replace(/^(?:o|a|os|as)\s+/iu, '').toLowerCase();
}
