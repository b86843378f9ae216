import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@foliojs-fork/fontkit';
import type { Content, TFontDictionary } from 'pdfmake/interfaces';

// The PDF's fonts are TrueType files from npm packages, embedded (subset) in each PDF, so every
// character the portal accepts prints: DejaVu Sans (Latin with accents, Greek, Cyrillic, ≥, →,
// many symbols), Noto Emoji (monochrome: ✅ and the other emoji DejaVu lacks) and Noto Sans JP
// (Japanese kana and the kanji/hanzi Chinese shares; Korean Hangul is in none of them). Each run
// of text goes to the first of these that has its glyphs. The files are read from node_modules
// where Node resolves the packages, the same under tsx and from the built dist/main.js, and never
// fetched from the network.

/** The document's default font; the others are fallbacks for what it lacks. */
export const PDF_FONT = 'DejaVuSans';
const EMOJI_FONT = 'NotoEmoji';
const CJK_FONT = 'NotoSansJP';
/** In the order a character looks for its glyph. */
const FALLBACK_ORDER = [PDF_FONT, EMOJI_FONT, CJK_FONT] as const;
type FontName = (typeof FALLBACK_ORDER)[number];

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const FILES: Record<FontName, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>> = {
  DejaVuSans: {
    normal: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    italics: 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf',
    bolditalics: 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf',
  },
  // No italic cuts in these two: italics use the upright ones.
  NotoEmoji: {
    normal: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
    italics: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bolditalics: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
  },
  NotoSansJP: {
    normal: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    italics: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
    bolditalics: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  },
};

/** 'package/rest' → its absolute path, the package found where Node would find it. */
function fontPath(spec: string): string {
  const parts = spec.split('/');
  const nameLength = spec.startsWith('@') ? 2 : 1;
  return join(packageDir(parts.slice(0, nameLength).join('/')), ...parts.slice(nameLength));
}

type LoadedFonts = { dictionary: TFontDictionary; covers: Record<FontName, Set<number>> };
let loaded: LoadedFonts | undefined;
const bytesByPath = new Map<string, Buffer>();
const read = (spec: string) => {
  const path = fontPath(spec);
  let bytes = bytesByPath.get(path);
  if (!bytes) bytesByPath.set(path, (bytes = readFileSync(path)));
  return bytes;
};

/** The fonts as pdfmake's dictionary (bytes read once) and the code points each one covers. */
export function pdfFonts(): LoadedFonts {
  if (loaded) return loaded;
  const dictionary: TFontDictionary = {};
  const covers = {} as Record<FontName, Set<number>>;
  for (const name of FALLBACK_ORDER) {
    const files = FILES[name];
    dictionary[name] = {
      normal: read(files.normal),
      bold: read(files.bold),
      italics: read(files.italics),
      bolditalics: read(files.bolditalics),
    };
    covers[name] = new Set(fontkit.create(read(files.normal)).characterSet);
  }
  loaded = { dictionary, covers };
  return loaded;
}

/** Characters with no glyph of their own: a variation selector and the zero-width joiner. */
const INVISIBLE = /[\uFE0E\uFE0F\u200D]/g;

/** The font a character prints in: the first that has it, the default when none has. */
function fontOf(char: string, covers: LoadedFonts['covers']): FontName {
  const cp = char.codePointAt(0)!;
  return FALLBACK_ORDER.find((name) => covers[name].has(cp)) ?? PDF_FONT;
}

type Run = { text: string; font?: string };

/** `text` cut into runs of one font each; the default font's runs name none. */
function fontRuns(text: string): Run[] {
  const { covers } = pdfFonts();
  const runs: Run[] = [];
  let current: FontName | null = null;
  for (const char of text.replace(INVISIBLE, '')) {
    // Spaces and line breaks stay in the run they are in.
    const font: FontName = /\s/.test(char) && current ? current : fontOf(char, covers);
    if (font === current) runs[runs.length - 1]!.text += char;
    else runs.push(font === PDF_FONT ? { text: char } : { text: char, font });
    current = font;
  }
  return runs;
}

/** One text: itself when the default font prints all of it, else its runs. */
function printable(text: string): string | Run[] {
  const runs = fontRuns(text);
  return runs.length === 1 && !runs[0]!.font ? runs[0]!.text : runs;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** A `text` property's value, its strings cut into runs (an inline array stays one). */
function inlineText(text: unknown): unknown {
  if (typeof text === 'string') return printable(text);
  if (!Array.isArray(text)) return text;
  return text.flatMap((part: unknown) => {
    if (typeof part === 'string') {
      const runs = printable(part);
      return typeof runs === 'string' ? [runs] : runs;
    }
    return [isNode(part) ? withFallbackFonts(part as unknown as Content) : part];
  });
}

/**
 * The content with every text it shows cut into runs of the font that has its glyphs: text
 * nodes, stacks, columns, lists and table cells, wherever the text comes from (a company's name,
 * a meeting's overview, an answer).
 */
export function withFallbackFonts(content: Content): Content {
  if (typeof content === 'string') {
    const runs = printable(content);
    return typeof runs === 'string' ? runs : { text: runs };
  }
  if (Array.isArray(content)) return content.map((c) => withFallbackFonts(c as Content));
  if (!isNode(content)) return content;
  const node: Node = { ...(content as Node) };
  if ('text' in node) node.text = inlineText(node.text);
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const)
    if (Array.isArray(node[key])) node[key] = (node[key] as Content[]).map(withFallbackFonts);
  if (isNode(node.table) && Array.isArray(node.table.body)) {
    node.table = {
      ...node.table,
      body: (node.table.body as Content[][]).map((row) => row.map(withFallbackFonts)),
    };
  }
  return node as unknown as Content;
}
