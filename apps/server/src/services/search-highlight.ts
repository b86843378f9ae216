import type { Highlighted } from '@portal/api-client';
import { HIT_END, HIT_START } from '../repositories/full-text';

// From the database's marked text (repositories/full-text.ts, markedText) to what the portal
// draws: pieces of plain text, the found words marked, cut to a snippet around the first one.

/** Most characters of a snippet, and how many of them come before its first found word. */
export const SNIPPET_MAX = 180;
const SNIPPET_LEAD = 50;

/** The pieces of a marked text (whitespace runs made one space). */
export function parseMarked(marked: string): Highlighted {
  const parts: Highlighted = [];
  let hit = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, hit });
    text = '';
  };
  for (const char of marked.replace(/\s+/g, ' ')) {
    if (char === HIT_START || char === HIT_END) {
      flush();
      hit = char === HIT_START;
    } else text += char;
  }
  flush();
  return parts;
}

/** A character as the trigram index compares it: lower case, accents taken off. */
const fold = (char: string) =>
  char.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/**
 * Marks where the words occur inside other words ('precif' in 'Precificação'), accents and case
 * ignored, when the database marked nothing (it marks stems and starts of words only).
 */
export function markParts(parts: Highlighted, words: readonly string[]): Highlighted {
  if (parts.some((p) => p.hit)) return parts;
  const text = parts.map((p) => p.text).join('');
  // The folded text, and for each of its characters the original character it came from.
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const f = fold(char);
    folded += f;
    for (let i = 0; i < f.length; i += 1) origin.push(offset);
    offset += char.length;
  }
  origin.push(text.length);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words.map((w) => [...w].map(fold).join(''))) {
    if (!word) continue;
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) {
      for (let i = origin[at]!; i < origin[at + word.length]!; i += 1) marked[i] = true;
    }
  }
  const out: Highlighted = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = out[out.length - 1];
    if (last && last.hit === marked[i]) last.text += text[i];
    else out.push({ text: text[i]!, hit: marked[i]! });
  }
  return out;
}

/**
 * At most SNIPPET_MAX characters around the first found word (from the start when none), cut at
 * spaces, with '…' where text was left out.
 */
export function snippetOf(parts: Highlighted): Highlighted {
  const text = parts.map((p) => p.text).join('');
  if (text.length <= SNIPPET_MAX) return trimmed(parts);
  let firstHit = 0;
  for (const p of parts) {
    if (p.hit) break;
    firstHit += p.text.length;
  }
  if (firstHit >= text.length) firstHit = 0;
  let start = Math.max(0, firstHit - SNIPPET_LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < firstHit ? space + 1 : start;
  }
  let end = Math.min(text.length, start + SNIPPET_MAX);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > firstHit) end = space;
  }
  const out: Highlighted = start > 0 ? [{ text: '…', hit: false }] : [];
  let at = 0;
  for (const p of parts) {
    const from = Math.max(start, at);
    const to = Math.min(end, at + p.text.length);
    if (from < to) out.push({ text: p.text.slice(from - at, to - at), hit: p.hit });
    at += p.text.length;
  }
  if (end < text.length) out.push({ text: '…', hit: false });
  return trimmed(out);
}

/** Without spaces at either end, and without empty pieces. */
function trimmed(parts: Highlighted): Highlighted {
  const out = parts.map((p) => ({ ...p }));
  if (out[0]) out[0].text = out[0].text.trimStart();
  const last = out[out.length - 1];
  if (last) last.text = last.text.trimEnd();
  return out.filter((p) => p.text);
}

/** A marked text as the portal shows it: words found inside words marked too, then cut. */
export const highlight = (marked: string, words: readonly string[]): Highlighted =>
  snippetOf(markParts(parseMarked(marked), words));
