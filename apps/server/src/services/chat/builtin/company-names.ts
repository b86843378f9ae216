import { distance } from 'fastest-levenshtein';
import { fold } from '../tools/tool';
import { metricsIn, NAME_CONNECTORS, NICKNAMES, QUESTION_WORDS } from './vocabulary';

// Which companies a question names: whole names, parts of names ('Pão da Serra', 'faísca'),
// accents and case ignored, typos ('Sorisso Pleno') by edit distance, nicknames ('padoca') and
// the kind of business after an article ('a clínica'); and names of companies that do not exist
// ('Padaria Estrela', 'a empresa Zeta'), so the answer says so instead of guessing.

export type CompanyRef = { readonly id: string; readonly name: string };
/** A company as the names are matched against: its niche names it too ('a clínica'). */
export type NamedCompany = CompanyRef & { readonly niche?: string | null };

export type CompanyNames = {
  companies: CompanyRef[];
  /** Capitalized names no company has, where they were typed. */
  unknown: { at: number; name: string }[];
  /** A word that fits several companies as well: the question must say which. */
  ambiguous: CompanyRef[][];
};

type Token = { text: string; folded: string; at: number; upper: boolean; used: boolean };

/** A capital that only starts a sentence says nothing about a name. */
const startsSentence = (question: string, at: number): boolean =>
  /(^|[.!?:;¿¡"“(])\s*$/.test(question.slice(0, at));

const tokensOf = (question: string, isNameWord: (folded: string) => boolean): Token[] =>
  [...question.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)].map((m) => {
    const folded = fold(m[0]);
    const capital = /^\p{Lu}/u.test(m[0]);
    return {
      text: m[0],
      folded,
      at: m.index,
      // 'T1', 'Q3': a capital with digits is a period's code, not a name.
      upper:
        capital && !/\d/.test(m[0]) && (!startsSentence(question, m.index) || isNameWord(folded)),
      used: false,
    };
  });

const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A name's words that tell it apart: three letters or more, connectors aside. */
const nameWords = (name: string): string[] =>
  wordsOf(name).filter((w) => w.length >= 3 && !NAME_CONNECTORS.has(w));

/** Common words one typo away from a name's word ('plano' / 'pleno'): never read as a name. */
const NOT_TYPOS = new Set(
  (
    'plano planos pleno exata exatos exatas viva vivo serra terra moda fiscal digital sorrisos ' +
    'movimentos movimentou movimentar academias agencias poderia poderiam padrao seria'
  ).split(' '),
);

/** Words that end a capitalized name even when capitalized: figures, months, joining words. */
const NOT_IN_NAMES =
  /^(dres?|vs|versus|contra|ou|faturamento|receitas?|lucros?|margem|despesas?|custos?|cmv|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)$/;

/** Words that go on after a company's name without being more of it. */
const NOT_NAMES = new Set(
  (
    'hoje amanha ontem ainda agora bem mal tambem sempre nunca muito pouco tudo nada isso esse essa aqui ' +
    'desde entre sobre para com sem apos antes depois durante perante frente x ' +
    // Words referring back to the conversation ('da padaria naquele mês'), not more of a name.
    'naquele nesse neste mesmo'
  ).split(' '),
);

/** How far a typed word may be from a name's word: none below 5 letters, 2 from 7 on ('sorisso'). */
const allowedTypos = (word: string): number => (word.length >= 7 ? 2 : word.length >= 5 ? 1 : 0);

export function companyNamesIn(question: string, all: readonly NamedCompany[]): CompanyNames {
  const owners = new Map<string, CompanyRef[]>();
  const add = (map: Map<string, CompanyRef[]>, word: string, company: CompanyRef) => {
    const list = map.get(word) ?? [];
    if (!list.some((c) => c.id === company.id)) map.set(word, [...list, company]);
  };
  for (const company of all) for (const word of nameWords(company.name)) add(owners, word, company);
  const niches = new Map<string, CompanyRef[]>();
  for (const company of all)
    for (const word of nameWords(company.niche ?? '')) add(niches, word, company);

  /** The companies a single typed word stands for, and how sure that is. */
  const ownersOf = (word: string, afterArticle: boolean, afterDe = false): CompanyRef[] => {
    const exact = owners.get(word);
    if (exact) return exact;
    // A nickname is a kind of business: after a bare 'de' it qualifies a noun ('piada de
    // contador'), elsewhere it is the company ('a padoca', 'padoca faturamento').
    if (NICKNAMES[word]) return afterDe ? [] : (owners.get(NICKNAMES[word]) ?? []);
    if (QUESTION_WORDS.has(word) || NOT_TYPOS.has(word) || metricsIn(word).length) return [];
    const limit = allowedTypos(word);
    if (limit > 0) {
      let bestDistance = limit + 1;
      let best: CompanyRef[] = [];
      for (const [nameWord, companies] of owners) {
        if (nameWord.length < 5) continue;
        const d = distance(word, nameWord);
        if (d > limit) continue;
        if (d < bestDistance) [bestDistance, best] = [d, companies];
        else if (d === bestDistance) best = [...best, ...companies];
      }
      if (best.length) return best;
    }
    return afterArticle ? (niches.get(word) ?? []) : [];
  };

  const tokens = tokensOf(question, (word) => owners.has(word));
  const found: { at: number; company: CompanyRef }[] = [];
  const unknown: { at: number; name: string }[] = [];
  const ambiguous: CompanyRef[][] = [];
  const articleBefore = (t: Token) =>
    /\b(a|o|da|do|na|no|pela|pelo|à|ao)\s*$/i.test(question.slice(0, t.at));
  // 'a loja de roupas': a kind of shop named by what it sells is the company, not a bare 'de'.
  const deBefore = (t: Token) =>
    /\bde\s*$/i.test(question.slice(0, t.at)) &&
    !/\b(a|o|da|do|na|no|pela|pelo)\s+(loja|clinica|clínica|escritorio|escritório|agencia|agência|empresa|consultorio|consultório)\s+de\s*$/i.test(
      question.slice(0, t.at),
    );

  // 1. Whole names, as written in the portal.
  for (const company of all) {
    const words = wordsOf(company.name);
    for (let i = 0; i + words.length <= tokens.length; i += 1) {
      if (words.every((w, k) => tokens[i + k]!.folded === w)) {
        found.push({ at: tokens[i]!.at, company });
        for (let k = 0; k < words.length; k += 1) tokens[i + k]!.used = true;
      }
    }
  }

  // 2. Runs of name-like words ('Pão da Serra', 'sorisso pleno', 'Padaria Estrela'): each word's
  // companies, intersected, so two words of one name agree on it.
  const runs: Token[][] = [];
  let run: Token[] = [];
  const close = () => {
    while (run.length && NAME_CONNECTORS.has(run.at(-1)!.folded)) run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  let previous: Token | undefined;
  for (const token of tokens) {
    const word = token.folded;
    // A comma or a stop between two words ends a name: 'padaria, sorriso' names two.
    const apart =
      previous !== undefined &&
      !/^\s*$/.test(question.slice(previous.at + previous.text.length, token.at));
    previous = token;
    if (apart) close();
    const nameLike =
      token.upper ||
      ownersOf(word, articleBefore(token), deBefore(token)).length > 0 ||
      NAME_CONNECTORS.has(word);
    // A capitalized common word inside a capitalized name ('Mercearia Boa Vista') is the name's.
    const inName = token.upper && run.some((t) => t.upper) && !NOT_IN_NAMES.test(word);
    if (
      token.used ||
      (QUESTION_WORDS.has(word) && !owners.has(word) && !inName) ||
      !nameLike ||
      word === 'e'
    ) {
      close();
      continue;
    }
    if (NAME_CONNECTORS.has(word) && run.length === 0) continue;
    run.push(token);
  }
  close();
  /**
   * 'a padaria estrela', 'a sorriso feliz': one word of a name and, right after it, a word of
   * none that reads as more of a name (no verb, no word of the question): matched only loosely.
   */
  const namesOn = (first: Token, last: Token): boolean => {
    const next = tokens[tokens.indexOf(last) + 1];
    if (!next || next.upper || !/^\s+$/.test(question.slice(last.at + last.text.length, next.at)))
      return false;
    // After 'da / na' a name goes on; after 'a padaria' a verb does ('a academia chega…').
    if (!/\b(da|do|na|no|pela|pelo)\s+$/i.test(question.slice(0, first.at))) return false;
    const w = next.folded;
    return (
      w.length >= 4 &&
      /^[a-z]+$/.test(w) &&
      !QUESTION_WORDS.has(w) &&
      !NOT_NAMES.has(w) &&
      !owners.has(w) &&
      !niches.has(w) &&
      metricsIn(w).length === 0 &&
      !/(ou|aram|eram|iram|eu|iu|ava|avam|em|am|ar|er|ir|ando|endo|indo|ad[oa]s?|id[oa]s?)$/.test(w)
    );
  };
  for (const words of runs) {
    const named = words.filter((t) => !NAME_CONNECTORS.has(t.folded));
    const sets = named.map((t) => ({
      t,
      companies: ownersOf(t.folded, articleBefore(words[0]!), deBefore(words[0]!)),
    }));
    const strangers = sets.filter((s) => s.companies.length === 0);
    const known = sets.filter((s) => s.companies.length > 0);
    for (const t of words) t.used = true;
    if (strangers.length > 0) {
      // An unknown capitalized word beside a name's word ('Padaria Estrela') is another company.
      if (strangers.some((s) => s.t.upper))
        unknown.push({ at: words[0]!.at, name: words.map((t) => t.text).join(' ') });
      else
        for (const s of known)
          found.push(...s.companies.map((company) => ({ at: s.t.at, company })));
      continue;
    }
    let common = known[0]?.companies ?? [];
    for (const s of known.slice(1))
      common = common.filter((c) => s.companies.some((x) => x.id === c.id));
    // Words of two companies' names in one name ('a sorriso digital'): which one is meant?
    if (common.length === 0) {
      ambiguous.push(known.flatMap((s) => s.companies));
      continue;
    }
    if (
      (common.length > 1 && known.length === 1 && !owners.has(known[0]!.t.folded)) ||
      (known.length === 1 && namesOn(words[0]!, words.at(-1)!))
    )
      ambiguous.push(common);
    else for (const company of common) found.push({ at: words[0]!.at, company });
  }

  // 3. 'a empresa zeta': a word after 'empresa' that is neither the question's nor a name's.
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    if (token.folded !== 'empresa' || !next || next.used) continue;
    if (QUESTION_WORDS.has(next.folded) || owners.has(next.folded)) continue;
    if (!/\p{L}/u.test(next.text)) continue;
    // 'a empresa faturou', 'a empresa que': a verb or a figure, not a name (unless capitalized).
    const ordinary =
      metricsIn(next.folded).length > 0 ||
      /(ou|aram|eram|iram|eu|iu|ava|iam|ia|em|am)$/.test(next.folded);
    // Lower case, a word is a name only after 'a / da / na empresa': after 'qual empresa',
    // 'alguma empresa' it goes on with the question ('qual empresa não mandou…').
    const pointed = /\b(a|da|na|pela|à)\s+$/i.test(question.slice(0, token.at));
    if (!next.upper && (ordinary || !pointed)) continue;
    unknown.push({ at: next.at, name: next.text });
  }

  const companies: CompanyRef[] = [];
  for (const { company } of found.sort((a, b) => a.at - b.at)) {
    if (!companies.some((c) => c.id === company.id))
      companies.push({ id: company.id, name: company.name });
  }
  return { companies, unknown: unknown.sort((a, b) => a.at - b.at), ambiguous };
}
