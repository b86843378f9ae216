import ts from 'typescript';

// One definition per text: a sentence a person reads (a pt-BR message, a docs/product.md text) is written
// once, in @portal/domain's messages/, and every other place imports it. This finds the texts
// that are written out in more than one source file, so a copy cannot creep back in.

/** A text literal as it stands in a file. */
export type TextLiteral = { text: string; file: string; line: number };

const LETTERS = /\p{L}{2,}/gu;

/**
 * A sentence a person reads, as opposed to code, CSS, a path or a key: it starts with a capital
 * letter, has at least two words and twelve characters, and no interpolated style token.
 */
export function isProse(text: string): boolean {
  const value = text.trim();
  if (value.length < 12 || !/\s/.test(value)) return false;
  if (!/^\p{Lu}/u.test(value)) return false;
  if ((value.match(LETTERS) ?? []).length < 2) return false;
  if (/^[A-Z_]+(\s|$)/.test(value) && !/\p{Ll}/u.test(value)) return false;
  return !/[{};]|=>|\bvars\.|https?:\/\//.test(value);
}

/** The text parts of every string and template literal of a TypeScript source. */
export function textLiterals(file: string, source: string): TextLiteral[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: TextLiteral[] = [];
  const add = (text: string, node: ts.Node) =>
    out.push({ text, file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
  const visit = (node: ts.Node): void => {
    // Module names are not texts.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text, node);
    else if (ts.isTemplateExpression(node)) {
      add(node.head.text, node.head);
      for (const span of node.templateSpans) add(span.literal.text, span.literal);
    } else if (ts.isJsxText(node)) add(node.text.replace(/\s+/g, ' '), node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out.filter((literal) => isProse(literal.text));
}

/** Where the texts are defined: the domain's catalogues. */
const CATALOGUE = /^libs\/domain\/src\/messages\//;

/** The project a file belongs to ('libs/ui', 'apps/server'). */
const projectOf = (file: string) => file.split('/').slice(0, 2).join('/');

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The texts written out where they should be imported, each with every place it stands:
 * - a text of the catalogue written out anywhere else (a copy of a message);
 * - a text written out in two projects (one piece of knowledge in two layers). Screen copy that
 *   two components of one layer share (a label, a placeholder) is not this: it stays in the
 *   screens, as the recipe says.
 */
export function misplacedTexts(literals: readonly TextLiteral[]): Map<string, TextLiteral[]> {
  const byText = new Map<string, TextLiteral[]>();
  for (const literal of literals) {
    const key = normalize(literal.text);
    byText.set(key, [...(byText.get(key) ?? []), literal]);
  }
  const misplaced = new Map<string, TextLiteral[]>();
  for (const [text, places] of byText) {
    const catalogued = places.some((place) => CATALOGUE.test(place.file));
    const copied = catalogued && places.some((place) => !CATALOGUE.test(place.file));
    const projects = new Set(places.map((place) => projectOf(place.file)));
    if (copied || projects.size > 1) misplaced.set(text, places);
  }
  return misplaced;
}
