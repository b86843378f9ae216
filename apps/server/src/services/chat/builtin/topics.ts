import { metricsIn, NOT_IN_DATA, QUESTION_WORDS } from './vocabulary';

// Topics a question searches for (in meetings, in documents) and figures it names that the data
// does not hold, cut from the question as the admin typed them (accents kept).

/** The question folded (lower case, no accents) with, for each folded character, its place in the original. */
export function foldWithMap(text: string): { folded: string; at: number[] } {
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const plain = text[i]!.normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    for (const ch of plain) {
      folded += /\s/.test(ch) ? ' ' : ch;
      at.push(i);
    }
  }
  return { folded, at };
}

/** The original text of a folded span. */
const original = (text: string, map: number[], start: number, end: number): string =>
  text.slice(map[start] ?? text.length, end > start ? map[end - 1]! + 1 : map[start]);

/** The figure the data lacks, as typed, its first letter upper case ('Ebitda', 'Fluxo de caixa'). */
export function missingFigure(text: string): string | null {
  const { folded, at } = foldWithMap(text);
  const m = NOT_IN_DATA.exec(folded);
  if (!m) return null;
  // 'margem EBITDA': a margin of a figure the data lacks is named whole, never the margin alone.
  const margin = /\bmarge(?:m|ns)\s+(?:d[aeo]s?\s+)?$/.exec(folded.slice(0, m.index));
  const start = margin ? margin.index : m.index;
  const typed = original(text, at, start, m.index + m[0].length).toLowerCase();
  return typed.charAt(0).toUpperCase() + typed.slice(1);
}

const SEARCH_VERBS =
  /\b(transcri\w*|dito|dita|ditos|falou|falaram|falamos|falado|falada|mencion\w*|discut\w*|disse|disseram|conversa\w*|coment\w*|citou|citad\w*|abord\w*|tratou|trataram|tratad\w*|sugeriu|sugeriram|propos|deu a ideia|teve a ideia)\b/;

const MEETING_WORDS = /\b(reuniao|reunioes|mentoria|mentorias|encontro|encontros|conversa|pauta)\b/;

/** What ends a topic: where the question goes on about where or when to look. */
const TOPIC_END =
  /\s+(?:n[ao]s?|d[ao]s?|com|em|durante|entre|pel[ao]s?|para|pra|de|desde|no mes|este|esse|neste|nesse|ultim\w*|e)\s+(?:(?:as|os|a|o|alguma|algum|uma|um|cada|todas|todos)\s+)?(?:reuni\S*|transcri\S*|mentori\S*|conversas?|falas?|empresas?|ano|mes|semana|padaria|clinica|\p{Lu}|20\d\d|janeiro|fevereiro|marco|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro).*$/u;

const STOP = new Set([
  ...QUESTION_WORDS,
  'algo',
  'alguma',
  'algum',
  'coisa',
  'assunto',
  'tema',
  'termo',
  'palavra',
  'foi',
  'falado',
  'discutido',
  'dito',
  // A period's words: 'reunião da semana passada' asks for a period, not a topic.
  'passada',
  'passadas',
  'retrasada',
  'proxima',
  'semanas',
  'quinzena',
]);

/** What may stand around a topic and is not of it: articles, prepositions, asking words. */
const EDGE = new Set(
  (
    'a o as os um uma uns umas de da do das dos em no na nos nas por pelo pela pelos pelas para ' +
    'pra pro com sobre que qual quais quem como onde quando algo alguma algum alguem coisa ' +
    'assunto tema termo palavra foi foram falado falada discutido discutida dito e ou'
  ).split(' '),
);

/** Where a topic is looked for: 'na / no / pela / com a' and a company's word. */
const PLACE = new Set(['na', 'no', 'nas', 'nos', 'pela', 'pelo', 'em', 'com']);
/** Whose meeting: 'a reunião de estoque da padaria' looks in the Padaria's meetings. */
const OWNER = new Set(['da', 'do', 'das', 'dos']);
const ARTICLE = new Set(['a', 'o', 'as', 'os']);

/** The topic without the company it was looked for in ('custo da hora na faísca' → 'custo da hora'). */
const beforePlace = (topic: string, isName: (folded: string) => boolean): string => {
  const words = topic.split(/\s+/);
  const at = words.findIndex((w, i) => {
    if (i === 0 || !(PLACE.has(fold1(w)) || OWNER.has(fold1(w)))) return false;
    const at = words[i + 1] && ARTICLE.has(fold1(words[i + 1]!)) ? i + 2 : i + 1;
    const bare = (x: string) => fold1(x).replace(/[^a-z0-9]/g, '');
    if (words[at] === undefined || !isName(bare(words[at]!))) return false;
    // 'da' names whose meeting only when the company's words end the topic ('preço do pão
    // francês' is a topic) and plainly name one: a long word of it, or two ('flor de lis').
    const owner = words.slice(at).map(bare);
    const named = owner.filter((x) => isName(x));
    return (
      PLACE.has(fold1(w)) ||
      (owner.every((x) => isName(x) || EDGE.has(x)) &&
        (named.length >= 2 || named.some((x) => x.length >= 5)))
    );
  });
  return at < 0 ? topic : words.slice(0, at).join(' ');
};

const clean = (topic: string): string | null => {
  const words = topic
    .replace(/[?!.,;:]+$/g, '')
    .trim()
    .split(/\s+/);
  while (words.length && EDGE.has(fold1(words[0]!))) words.shift();
  while (words.length && EDGE.has(fold1(words.at(-1)!))) words.pop();
  const text = words.join(' ').trim();
  return text.length >= 2 ? text : null;
};
const fold1 = (w: string) =>
  w
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A topic searched in meetings: a quoted term ('"fermentação"'); what follows 'sobre' / 'a
 * respeito de' in a question about what was said; or what follows 'reunião de / sobre' when it
 * is neither a company nor a month ('a reunião de precificação da padaria'). Null otherwise.
 * `isName` tells a company's word (so 'reunião da Faísca' has no topic).
 */
export function meetingTopic(text: string, isName: (folded: string) => boolean): string | null {
  const { folded, at } = foldWithMap(text);
  const quoted = /["“'‘«]([^"”'’»]{2,100})["”'’»]/u.exec(text);
  // A quoted name is searched in meetings when the words around it ask about meetings: '"ata
  // da última mentoria"' alone names a document.
  const around = quoted ? fold1(text.replace(quoted[0], ' ')) : folded;
  const aboutMeetings = MEETING_WORDS.test(around) || SEARCH_VERBS.test(around);
  if (quoted && aboutMeetings) return quoted[1]!.trim();
  const searching = SEARCH_VERBS.test(folded);
  const patterns = [
    searching || MEETING_WORDS.test(folded)
      ? /\b(?:sobre|a respeito d[eao]s?|acerca d[eao]s?|com o tema|do tema)\s+(.{2,100}?)\s*[?.!]*$/
      : null,
    // 'a reunião de precificação', 'a reunião que falou do estoque'; 'a reunião da mercearia'
    // names whose meeting, not what about.
    /\b(?:reuniao|reunioes|mentoria|mentorias|encontro)\s+(?:que\s+\S+\s+(?:de|do|da|dos|das)|de)\s+(.{2,100}?)\s*[?.!]*$/,
    /\b(?:pauta|assunto|tema)\s+(?:de|do|da)?\s*(.{2,100}?)\s*[?.!]*$/,
    searching
      ? /\b(?:falou|falaram|falamos|falado|mencion\w*|discut\w*|citou|citad\w*|abord\w*|trat(?:ou|aram|ad[oa]s?)|coment\w*|sugeriu|sugeriram|propos|(?:deu|teve) a ideia)\s+(?:(?:de|do|da|dos|das|em|o|a|os|as)\s+)?(.{2,100}?)\s*[?.!]*$/
      : null,
  ];
  for (const pattern of patterns) {
    if (!pattern) continue;
    const m = new RegExp(pattern.source, 'd').exec(folded);
    if (!m?.indices?.[1]) continue;
    const [from, to] = m.indices[1];
    const typed = original(text, at, from, to);
    const topic = clean(beforePlace(typed.replace(TOPIC_END, ''), isName));
    if (!topic) continue;
    const words = topic.split(/\s+/).map(fold1);
    // 'reunião da Faísca', 'reunião de outubro': a company or a month, not a topic; a figure
    // talked about ('falaram do lucro') is one.
    const figure = words.some((w) => metricsIn(w).length > 0);
    if (!figure && words.every((w) => isName(w) || STOP.has(w) || /^\d+$/.test(w))) continue;
    return topic;
  }
  return null;
}

/** Words of a document question that are not the document's: asking, pointing, the nouns. */
const DOCUMENT_FILLER = new Set(
  (
    'documento documentos arquivo arquivos pastas biblioteca portal onde cade tem ha ' +
    // The imperatives an admin opens a request with ('abre o contrato', 'puxa a planilha').
    'abre abra abrir puxa puxe traz traga busca busque procura procure localiza ' +
    'localize baixa baixe passa passe'.replace(/$/, ' ') +
    'possui existe existem esta estao fica ficam guardado guardada salvo salva achar acho ' +
    'encontrar encontro algum alguma alguns algumas empresa empresas me manda mande envia ' +
    'envie mostra mostre quero ver preciso link qual quais que o a os as um uma de da do das ' +
    'dos em no na nos nas e sobre respeito referente ' +
    // Asking where it is, in a hurry: 'onde tá o…', 'acha pra mim o…', 'cadê, por favor'.
    'ta kd acha ache pra pro mim por favor la ai aqui'
  ).split(' '),
);

/**
 * The document searched for: a quoted term, or the run of words from the first to the last
 * that is neither filler nor a company's ('o calendário de conteúdo do ateliê').
 */
export function documentTopic(text: string, isName: (folded: string) => boolean): string | null {
  const quoted = /["“'‘«]([^"”'’»]{2,100})["”'’»]/u.exec(text);
  if (quoted) return quoted[1]!.trim();
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const content = (w: string) => !DOCUMENT_FILLER.has(fold1(w)) && !isName(fold1(w));
  const first = words.findIndex(content);
  if (first < 0) return null;
  const stop = words.findIndex((w, i) => i > first && isName(fold1(w)));
  const run = words.slice(first, stop < 0 ? undefined : stop);
  while (run.length && !content(run.at(-1)!)) run.pop();
  return run.length ? run.join(' ') : null;
}
