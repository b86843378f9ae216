import { crc32 } from 'node:zlib';
import { buildPdf } from '../seed/pdf';

// Small but real files of each kind an upload may be (and a few it may not), built in code so
// the repository ships no binaries: what `file-type` reads from their first bytes is what the
// real formats start with.

export type TestFile = { bytes: Uint8Array; filename: string; type: string };

const text = (value: string) => new TextEncoder().encode(value);

/** A zip with stored (uncompressed) entries and its central directory. */
function zipOf(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const OOXML_MAIN = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml'],
} as const;

/** A minimal Office Open XML package of the kind (its [Content_Types].xml names the main part). */
function ooxml(kind: keyof typeof OOXML_MAIN): Uint8Array {
  const [part, type] = OOXML_MAIN[kind];
  const main = kind === 'docx' ? 'document' : kind === 'xlsx' ? 'sheet' : 'presentation';
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${type}.${main}.main+xml"/></Types>`,
    [part]: '<?xml version="1.0"?><root/>',
  });
}

/** The Compound File Binary container of .doc, .xls and .ppt (its header, then zeros). */
const cfb = (): Uint8Array => {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
};

/** 1×1 transparent PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
/** 1×1 GIF. */
export const GIF = Uint8Array.from(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);
/** The start of a JPEG (SOI and a JFIF APP0 segment) is what identifies one. */
export const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
/** The start of an MP4 video ('ftyp' box). */
export const MP4 = Uint8Array.from([
  0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0x00, 0x00, 0x00, 0x00,
  0x6d, 0x70, 0x34, 0x32, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x00, 0x08, 0x66, 0x72, 0x65, 0x65,
]);

export const pdf = (title = 'Relatório de teste') => buildPdf(title, ['Linha um', 'Linha dois']);

/** Every kind docs/product.md, Limits accepts, each with bytes of that kind, and the type it is served as. */
export const ACCEPTED: { file: TestFile; servedAs: string }[] = [
  {
    file: { bytes: pdf(), filename: 'relatório.pdf', type: 'application/pdf' },
    servedAs: 'application/pdf',
  },
  {
    file: { bytes: ooxml('docx'), filename: 'proposta.docx', type: 'application/octet-stream' },
    servedAs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    file: { bytes: ooxml('xlsx'), filename: 'custos.xlsx', type: '' },
    servedAs: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    file: { bytes: ooxml('pptx'), filename: 'pitch.pptx', type: '' },
    servedAs: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  { file: { bytes: cfb(), filename: 'antigo.doc', type: '' }, servedAs: 'application/msword' },
  {
    file: { bytes: cfb(), filename: 'antigo.xls', type: '' },
    servedAs: 'application/vnd.ms-excel',
  },
  {
    file: { bytes: cfb(), filename: 'antigo.ppt', type: '' },
    servedAs: 'application/vnd.ms-powerpoint',
  },
  { file: { bytes: PNG, filename: 'foto.png', type: 'image/png' }, servedAs: 'image/png' },
  { file: { bytes: JPEG, filename: 'foto.JPG', type: 'image/jpeg' }, servedAs: 'image/jpeg' },
  { file: { bytes: JPEG, filename: 'foto.jpeg', type: 'image/jpeg' }, servedAs: 'image/jpeg' },
  { file: { bytes: GIF, filename: 'anim.gif', type: 'image/gif' }, servedAs: 'image/gif' },
  {
    file: { bytes: text('Olá, mundo!\nSegunda linha'), filename: 'nota.txt', type: 'text/plain' },
    servedAs: 'text/plain; charset=utf-8',
  },
  {
    file: { bytes: text('mês;receita\njan;1.500,00\n'), filename: 'dre.csv', type: 'text/csv' },
    servedAs: 'text/csv; charset=utf-8',
  },
];

/** An HTML page named .pdf: what must never be served as if it were one. */
export const FAKE_PDF: TestFile = {
  bytes: text('<!doctype html><script>alert(document.domain)</script>'),
  filename: 'contrato.pdf',
  type: 'application/pdf',
};
