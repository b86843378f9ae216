// The text a PDF shows, in the order it is drawn, from an uncompressed file (the exports write
// compress: false): every string of every text object (BT … ET), decoded through its font's
// ToUnicode map when the font has one (an embedded TrueType font writes glyph ids), and as WinAnsi
// otherwise (PDF's standard fonts). Enough for pdfkit's output, not a general PDF reader.

type CMap = { bytes: number; map: Map<number, string> };

/** A UTF-16BE hex string (spaces allowed) as text; U+0000, the missing glyph's, as nothing. */
const hexToString = (hex: string) =>
  Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le').replace(/\0/g, '');

/** A ToUnicode CMap's bfchar and bfrange entries (both forms of bfrange). */
function parseCMap(text: string): CMap {
  const map = new Map<number, string>();
  let bytes = 1;
  for (const [, body] of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]*)>/gi)) {
      bytes = src!.length / 2;
      map.set(parseInt(src!, 16), hexToString(dst!));
    }
  for (const [, body] of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst, list] of body!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:<([0-9a-f\s]*)>|\[([^\]]*)\])/gi,
    )) {
      bytes = lo!.length / 2;
      const from = parseInt(lo!, 16);
      const to = parseInt(hi!, 16);
      const listed = list ? [...list.matchAll(/<([0-9a-f\s]*)>/gi)].map(([, h]) => h!) : [];
      for (let code = from; code <= to; code++) {
        if (list) {
          const h = listed[code - from];
          if (h !== undefined) map.set(code, hexToString(h));
        } else {
          const first = hexToString(dst!);
          const last = first.charCodeAt(first.length - 1) + (code - from);
          map.set(code, first.slice(0, -1) + String.fromCharCode(last));
        }
      }
    }
  return { bytes, map };
}

const winAnsi = new TextDecoder('windows-1252');

function decode(bytes: Buffer, cmap: CMap | undefined): string {
  if (!cmap) return winAnsi.decode(bytes);
  let out = '';
  for (let i = 0; i + cmap.bytes <= bytes.length; i += cmap.bytes)
    out += cmap.map.get(bytes.readUIntBE(i, cmap.bytes)) ?? '';
  return out;
}

/** A literal string's bytes: (…) with its backslash escapes. */
const literalBytes = (body: string) =>
  Buffer.from(
    body.replace(/\\([0-7]{1,3}|.)/g, (_, e: string) =>
      /^[0-7]/.test(e)
        ? String.fromCharCode(parseInt(e, 8))
        : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[e] ?? e),
    ),
    'latin1',
  );

export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g))
    objects.set(id!, body!);
  const streamOf = (body: string | undefined) =>
    body && /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body)?.[1];
  // Each font resource name (/F1) with its font's ToUnicode map, when it has one.
  const fonts = new Map<string, CMap | undefined>();
  for (const body of objects.values())
    for (const [, entries] of body.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const [, name, ref] of entries!.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(ref!) ?? '')?.[1];
        const stream = toUnicode ? streamOf(objects.get(toUnicode)) : undefined;
        fonts.set(name!, stream ? parseCMap(stream) : undefined);
      }
  let text = '';
  for (const [, block] of raw.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font: CMap | undefined;
    const tokens = /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9a-f\s]*)>|\(((?:\\.|[^\\)])*)\)/gi;
    for (const [, name, hex, literal] of block!.matchAll(tokens)) {
      if (name !== undefined) font = fonts.get(name);
      else if (hex !== undefined) text += decode(Buffer.from(hex.replace(/\s+/g, ''), 'hex'), font);
      else text += decode(literalBytes(literal!), font);
    }
  }
  return text;
}
