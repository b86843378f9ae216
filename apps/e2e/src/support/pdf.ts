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
 * The text a PDF of the server's shows, in the order it is drawn: its content streams are
 * uncompressed and pdfkit writes each word as a text object (BT … ET) of hex strings in WinAnsi.
 */
export function pdfText(bytes: Buffer): string {
  const decoder = new TextDecoder('windows-1252');
  return [...bytes.toString('latin1').matchAll(/\bBT\b([\s\S]*?)\bET\b/g)]
    .map(([, block]) =>
      [...(block ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map(([, hex]) => decoder.decode(Buffer.from(hex ?? '', 'hex')))
        .join(''),
    )
    .join('');
}
