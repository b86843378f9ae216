import { fold } from '../tools/tool';
import { metricsIn, NAME_CONNECTORS, QUESTION_WORDS } from './vocabulary';

// Which companies a question names: whole names, parts of names ('Pão da Serra',
// 'faísca'), accents and case ignored; and names of companies that do not exist ('Padaria
// Estrela', 'a empresa Zeta'), so the answer says so instead of guessing.

export type CompanyRef = { readonly id: string; readonly name: string };
export type CompanyNames = { companies: CompanyRef[]; unknown: string[] };

type Token = { text: string; folded: string; at: number; upper: boolean; used: boolean };

/** A capital that only starts a sentence says nothing about a name. */
const startsSentence = (question: string, at: number): boolean =>
  /(^|[.!?:;¿¡"“(])\s*$/.test(question.slice(0, at));

const tokensOf = (question: string, isNameWord: (folded: string) => boolean): Token[] =>
  [...question.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)].map((m) => {
    const at = m.index ?? 0;
    const folded = fold(m[0]);
    const capital = /^\p{Lu}/u.test(m[0]);
    return {
      text: m[0],
      folded,
      at,
      upper: capital && (!startsSentence(question, at) || isNameWord(folded)),
      used: false,
    };
  });

/** A name's words that tell it apart: three letters or more, connectors aside. */
const nameWords = (name: string): string[] =>
  fold(name)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !NAME_CONNECTORS.has(w));

export function companyNamesIn(question: string, all: readonly CompanyRef[]): CompanyNames {
  const owners = new Map<string, CompanyRef[]>();
  for (const company of all) {
    for (const word of new Set(nameWords(company.name))) {
      owners.set(word, [...(owners.get(word) ?? []), company]);
    }
  }
  const tokens = tokensOf(question, (word) => owners.has(word));
  const found: { at: number; company: CompanyRef }[] = [];
  const unknown: { at: number; name: string }[] = [];

  // 1. Whole names, as written in the portal.
  for (const company of all) {
    const words = fold(company.name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    for (let i = 0; i + words.length <= tokens.length; i += 1) {
      if (words.every((w, k) => tokens[i + k]!.folded === w)) {
        found.push({ at: tokens[i]!.at, company });
        for (let k = 0; k < words.length; k += 1) tokens[i + k]!.used = true;
      }
    }
  }

  // 2. Capitalized runs ('Pão da Serra', 'Padaria Estrela'), split at the question's own words.
  const runs: Token[][] = [];
  let run: Token[] = [];
  const close = () => {
    while (run.length && NAME_CONNECTORS.has(run.at(-1)!.folded)) run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  for (const token of tokens) {
    const word = token.folded;
    if (token.used || QUESTION_WORDS.has(word) || (!token.upper && !NAME_CONNECTORS.has(word))) {
      close();
      continue;
    }
    if (NAME_CONNECTORS.has(word) && run.length === 0) continue;
    if (word === 'e') {
      close();
      continue;
    }
    run.push(token);
  }
  close();
  for (const words of runs) {
    const named = words.filter((t) => !NAME_CONNECTORS.has(t.folded));
    const strangers = named.filter((t) => !owners.has(t.folded));
    if (strangers.length > 0) {
      unknown.push({ at: words[0]!.at, name: words.map((t) => t.text).join(' ') });
    } else {
      for (const t of named)
        for (const company of owners.get(t.folded)!) found.push({ at: t.at, company });
    }
    for (const t of words) t.used = true;
  }

  // 3. Parts of names in lower case ('a padaria', 'faisca').
  for (const token of tokens) {
    if (token.used) continue;
    for (const company of owners.get(token.folded) ?? []) found.push({ at: token.at, company });
  }

  // 4. 'a empresa zeta': a word after 'empresa' that is neither the question's nor a name's.
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    if (token.folded !== 'empresa' || !next || next.used) continue;
    if (QUESTION_WORDS.has(next.folded) || owners.has(next.folded)) continue;
    if (!/\p{L}/u.test(next.text)) continue;
    // 'a empresa faturou', 'a empresa que': a verb or a figure, not a name (unless capitalized).
    const ordinary =
      metricsIn(next.folded).length > 0 ||
      /(ou|aram|eram|iram|eu|iu|ava|iam|ia|em|am)$/.test(next.folded);
    if (!next.upper && ordinary) continue;
    unknown.push({ at: next.at, name: next.text });
  }

  const companies: CompanyRef[] = [];
  for (const { company } of found.sort((a, b) => a.at - b.at)) {
    if (!companies.some((c) => c.id === company.id)) companies.push(company);
  }
  return {
    companies,
    unknown: [...new Set(unknown.sort((a, b) => a.at - b.at).map((u) => u.name))],
  };
}
