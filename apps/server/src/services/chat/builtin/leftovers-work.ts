import { fold } from '../tools/tool';
import { PAST_VERB } from './leftovers';
import type { Subject } from './reading';
import { LIST_COMPANIES, TASK_FILTERS, TASK_STATUS } from './subject-words';

// Words a question about the portal's lists (tasks, meetings, documents, people, companies)
// carries that the list would not use: a kind of the rows the portal does not record ('urgentes',
// 'canceladas', 'presenciais'), a theme of the rows ('de marketing'), something else the rows
// did. Listed without them, the answer would be all the rows, as if that had been asked.

/** An adjective right after a list's noun. */
const LIST_NOUN =
  /\b(?:tarefas?|reuniao|reunioes|mentorias?|documentos?|arquivos?|usuari[oa]s|pessoas|empresas|conselheir[oa]s|admins)\s+([a-z]+)/g;
const ADJECTIVE =
  /(al|ais|ente|entes|ivel|avel|aveis|iveis|ico|ica|icos|icas|ivo|iva|ivos|ivas|ario|aria|arios|arias|ado|ada|ados|adas|ido|ida|idos|idas)$/;
/** Words that say the rows as the portal has them. */
const PLAIN_ROWS =
  /^(recentes?|passad[oa]s|anteriores|atuais|existentes|registrad[oa]s|cadastrad[oa]s|ativ[oa]s|mentorad[oa]s|acompanhad[oa]s|salv[oa]s|enviad[oa]s|gravad[oa]s|realizad[oa]s|feit[oa]s|marcad[oa]s|tid[oa]s|finais|gera(l|is)|tota(l|is))$/;
const statusWord = (w: string) =>
  PLAIN_ROWS.test(w) ||
  TASK_STATUS.test(w) ||
  LIST_COMPANIES.test(w) ||
  TASK_FILTERS.some(([pattern]) => pattern.test(w));

/** Companies of a kind ('do setor de …', 'de <cidade>'): the portal lists them all. */
const COMPANIES_OF = /\bempresas (?:(?:que )?(?:sao|estao|ficam) )?(?:de|do|da|dos|das) ([a-z]+)/g;
const THE_PORTAL = /^(portal|sistema|plataforma|carteira|grupo|programa|mentoria|conselho|hoje)$/;

const kindOfRows = (folded: string, known: (w: string) => boolean): boolean =>
  [...folded.matchAll(LIST_NOUN)].some((m) => {
    const word = m[1]!;
    return ADJECTIVE.test(word) && !statusWord(word) && !known(word);
  }) || [...folded.matchAll(COMPANIES_OF)].some((m) => !THE_PORTAL.test(m[1]!) && !known(m[1]!));

/**
 * Stems of the verbs the lists are asked with: what was said or decided in a meeting, what was
 * done with a task or a document, what happened.
 */
const WORK_VERB_STEMS =
  /^(fal|suger|ped|mencion|discut|coment|comec|trat|termin|surg|rol|preench|finaliz|acontec|cri|conclu|entreg|envi|mand|sub|fic|fech|atras|venc|pass|decid|defin|combin|acord|levant|cit|apresent|abord|pergunt|respond|explic|propus|foc|fatur|vend|lucr|gast|cresc|cai|ganh|sobr|entr|est|chegou|anot|regist|marc|agend|aprov|cadastr)/;

/** 'quanto tempo', 'quanto durou': a measure the lists do not hold. */
const MEASURE = /\bquanto (tempo|dur\w*|demor\w*)\b/;

const LISTS = ['tasks', 'meetings', 'documents', 'people', 'companies', 'dre-status', 'reports'];

/** 'com' and someone or something: rows held by what the lists do not filter by. */
const WITH = /\bcom\s+(?:(?:o|a|os|as)\s+)?([a-z]+)/g;
const heldBy = (folded: string, known: (w: string) => boolean) =>
  [...folded.matchAll(WITH)].some(
    (m) => !THE_PORTAL.test(m[1]!) && !WITH_WHOM.test(m[1]!) && !known(m[1]!),
  );
/** After 'com', the company meant by a pronoun, or the mentoring's own people. */
const WITH_WHOM =
  /^(eles|elas|ele|ela|gente|voces|vcs|nos|mentor[ae]?s?|conselheir[oa]s?|status|situacao)$/;

/** The first or the oldest of the meetings: the line names only the newest. */
const FIRST_MEETING =
  /\b(primeir[oa]|mais antig[oa]|inicial)\s+(reuniao|mentoria|encontro)\b|\b(reuniao|mentoria|encontro)\s+mais antig[oa]\b/;

/**
 * Asking for the companies needs few words: which, how many, listed, registered, followed. A
 * word beyond those and the portal's ('o roberto acompanha') narrows the list to what the line
 * cannot say.
 */
const COMPANY_LIST_WORDS =
  /^(me|nos|a|o|as|os|e|de|do|da|no|na|em|que|quais|qual|quantas|quantos|empresas?|negocios|companhias|todas|tod[oa]s|nossas?|hoje|agora|ai|la|aqui|ja|estao|sao|tem|temos|ha|existem|sistema|portal|plataforma|carteira|programa|mentoria|cadastr\w*|ativ[oa]s|list\w*|mostr\w*|acompanh\w*|atend\w*|mentorad\w*|registrad\w*|ver|veja|quero|queria|saber|por|favor|gente|voces|vcs|pf|pfv|pls|total|numero|quantidade|dai|entao)$/;
const narrowsCompanies = (folded: string, known: (w: string) => boolean) =>
  (folded.match(/[a-z]+/g) ?? []).some((w) => !COMPANY_LIST_WORDS.test(w) && !known(w));

/** Whether a topic has a word of its own, not one of ordering, counting or the question's. */
const topicWords = (topic: string) =>
  (fold(topic).match(/[a-z0-9]+/g) ?? []).some(
    (w) =>
      !/^(recentes?|nov[oa]s?|antig[oa]s?|mais|menos|ultim\w*|primeir\w*|quant[oa]s?|quais?|[oa]s?|d[eoa]s?|tem|temos|ha)$/.test(
        w,
      ),
  );

/** Whether a question read as a list carries words the list would leave out. */
export function leftOverFromList(
  folded: string,
  subject: Subject,
  known: (w: string) => boolean,
): boolean {
  if (!LISTS.includes(subject.kind)) return false;
  if (MEASURE.test(folded) || kindOfRows(folded, known) || heldBy(folded, known)) return true;
  if (subject.kind === 'meetings' && FIRST_MEETING.test(folded)) return true;
  if (subject.kind === 'companies' && narrowsCompanies(folded, known)) return true;
  // A document searched by words that only order or count ('o último', 'quantos'): no topic.
  if (subject.kind === 'documents' && subject.topic !== null && !topicWords(subject.topic))
    return true;
  // 'participou': someone's part in the rows, not the rows.
  return (folded.match(/[a-z]+/g) ?? []).some(
    (w) => PAST_VERB.test(w) && !WORK_VERB_STEMS.test(w) && !known(w),
  );
}
