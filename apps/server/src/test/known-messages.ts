import { messageCatalogue } from '@portal/domain';
import { ZOD_PT } from '../http/zod-pt';

// Which texts a refusal may carry: the domain's catalogue (every server refusal text is defined
// there) and the pt-BR error map of the contract's schemas (apps/server/src/http/zod-pt.ts).
// A text function (`textTooLong(max)`, `ZOD_PT.required(field)`) becomes a pattern: its fixed
// words exactly, any text (or none) in its arguments' places. So zod's own English ("Required", "Expected
// string, received number"), a stack trace or a library's default reply is not a known message.

const slot = (i: number) => `\uE100${i}\uE101`;
const SLOTS = /\uE100\d+\uE101/g;

/** At least two words outside the arguments, so a pattern never matches any text at all. */
const hasOwnWords = (template: string) =>
  (template.replace(SLOTS, ' ').match(/\p{L}{2,}/gu) ?? []).length >= 2;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(template: string): RegExp {
  const parts = template.split(SLOTS).map(escape);
  return new RegExp(`^${parts.join('[\\s\\S]*?')}$`, 'u');
}

function collect(value: unknown, texts: Set<string>, patterns: RegExp[], depth = 0): void {
  if (depth > 4) return;
  if (typeof value === 'string') texts.add(value);
  else if (typeof value === 'function') {
    const args = Array.from({ length: Math.max(1, value.length) }, (_, i) => slot(i));
    let made: unknown;
    try {
      made = (value as (...a: string[]) => unknown)(...args);
    } catch {
      return;
    }
    if (typeof made !== 'string') return;
    if (!made.includes('\uE100')) texts.add(made);
    else if (hasOwnWords(made)) patterns.push(patternOf(made));
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, texts, patterns, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collect(v, texts, patterns, depth + 1);
  }
}

/** A predicate: is this text one the portal's catalogues (or the pt-BR error map) can produce? */
export function knownMessages(): (text: string) => boolean {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  collect(messageCatalogue, texts, patterns);
  collect(ZOD_PT, texts, patterns);
  return (text) => texts.has(text) || patterns.some((p) => p.test(text));
}
