import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A real one-page PDF for uploads, built here (the e2e project reaches the app only over HTTP).
// `padding` bytes of comment lines after %%EOF make it as large as a test needs (a throttled
// upload that must show its progress) while every viewer still opens it.

/** A PDF whose page says `text`, at least `padding` bytes longer than the bare document. */
export function buildPdf(text: string, padding = 0): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 24 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const line = `%${'0123456789'.repeat(9)}\n`;
  const lines = Math.ceil(padding / line.length);
  return Buffer.concat([Buffer.from(body, 'latin1'), Buffer.from(line.repeat(lines), 'latin1')]);
}

/**
 * The text a PDF of the server's shows, read as a PDF reader reads it (pdf.js, through each
 * embedded font's Unicode map), every run of spaces as one space.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? `${item.str} ` : '')).join(''));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}
