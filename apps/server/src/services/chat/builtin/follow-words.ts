// Words by which a question points back at the conversation: to the previous turn's period, to
// the company it was about, or correcting what it asked (docs/assistant.md, 'Follow-ups').

/**
 * 'naquele mês', 'no mesmo mês', 'nesse período': the previous turn's period, not a period of its
 * own ('o mesmo mês do ano passado' sets a year against, and stays). 'nesse mês' points back only
 * in a follow-up: alone it is the current month.
 */
export const SAME_PERIOD =
  /\b(?:naquele|aquele|nesse|neste|desse|deste|nesses|naqueles|no mesmo|do mesmo|o mesmo)\s+(?:mes|periodo|trimestre|semestre|meses)\b(?!\s+(?:do ano|de 20|do ano passado|do ano anterior))/g;
/** Words that point back to what the conversation was about ('a margem dela', 'e então?'). */
export const POINTING = /\b(entao|dela|dele|delas|deles|ela|ele|elas|eles)\b/;
/** 'na verdade eu queria as despesas', 'ops, quis dizer custos': a correction of the last turn. */
export const CORRECTION =
  /^(?:(?:nao|n)\b[\s,]*(?:\w+\s+){0,3}?(?:quero|queria|era|pedi|perguntei)\b|(?:na verdade|alias|ops|opa|errei|corrigindo|quer dizer|quis dizer)\b)/;
