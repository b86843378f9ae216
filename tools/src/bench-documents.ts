// The document library at scale for `npm run bench`: a library of 2,000 items in 50
// folders read through getAll, and one 10 MB upload, timed, with the server's peak memory growth.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { schema, type Database } from '@portal/server/src/db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { buildPdf } from '@portal/server/src/seed/pdf';

export const LIBRARY_SCALE = { folders: 50, items: 2000 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * Fills a business's library: `folders` folders, then `items` items in all (folders included),
 * spread over the folders and the root: Drive links, and every fourth an uploaded file row (its
 * link is signed on every getAll; no bytes are stored, getAll never reads them).
 */
export async function seedLibrary(db: Database, businessId: string): Promise<number> {
  const { folders, items } = LIBRARY_SCALE;
  const folderRows = Array.from({ length: folders }, (_, f) => ({
    id: crypto.randomUUID(),
    businessId,
    type: 'folder' as const,
    name: `Pasta ${String(f + 1).padStart(2, '0')}`,
    description: 'Pasta gerada pelo benchmark.',
  }));
  await db.insert(schema.documents).values(folderRows);
  const rows = Array.from({ length: items - folders }, (_, k) => {
    const parentId = k % (folders + 1) === folders ? null : folderRows[k % (folders + 1)]!.id;
    const driveId = `1BenchDriveId${String(k).padStart(6, '0')}abcdefghijklmnop`;
    return k % 4 === 3
      ? {
          businessId,
          type: 'uploadedFile' as const,
          name: `Relatório ${k + 1}.pdf`,
          parentId,
          fileKey: `documents/${crypto.randomUUID()}.pdf`,
          fileName: `relatorio-${k + 1}.pdf`,
          fileType: 'application/pdf',
          fileSize: 120_000 + k,
        }
      : {
          businessId,
          type: 'driveFile' as const,
          name: `Planilha ${k + 1}`,
          parentId,
          driveUrl: `https://docs.google.com/spreadsheets/d/${driveId}/edit`,
          driveId,
        };
  });
  for (let k = 0; k < rows.length; k += 500)
    await db.insert(schema.documents).values(rows.slice(k, k + 500));
  return folders + rows.length;
}

/** Resident memory of a process (Linux), in bytes; null elsewhere. */
function rssOf(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resets a process's peak RSS (VmHWM) to its current RSS: Linux's clear_refs value 5. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A PDF of about `size` bytes: a real one, padded after its end (readers ignore the tail). */
function pdfOfSize(size: number): Uint8Array {
  const head = buildPdf('Arquivo grande do benchmark', ['Upload de 10 MB']);
  const bytes = new Uint8Array(size);
  bytes.set(head);
  bytes.fill(0x20, head.length);
  return bytes;
}

export async function measureDocuments(
  base: string,
  session: { jwt: string; authType: string; business: string },
  serverPid: number,
) {
  const url = `${base}/documents?action=getAll`;
  const first = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(session),
  });
  const text = await first.text();
  const tree = JSON.parse(text) as { content?: unknown[] }[];
  const items = tree.reduce((n, item) => n + 1 + (item.content?.length ?? 0), 0);
  // The server gzips JSON replies for browsers that accept it (most of the wire size).
  console.log(
    `documents getAll reply: ${kb(Buffer.byteLength(text))} ` +
      `(${kb(gzipSync(text).length)} gzip) for ${items} items, ` +
      `${tree.filter((i) => i.content).length} folders; status ${first.status}`,
  );
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(session),
    amount: 300,
    connections: 4,
  });
  console.log(
    `documents getAll     300 req, 4 conn: p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s` +
      (result.non2xx + result.errors ? `  (${result.non2xx + result.errors} not 2xx)` : ''),
  );

  const size = 10 * 1024 * 1024;
  const form = new FormData();
  form.set('jwt', session.jwt);
  form.set('authType', session.authType);
  form.set('business', session.business);
  form.set('name', 'Arquivo de 10 MB');
  form.set('parentId', '');
  form.set('file', new File([pdfOfSize(size) as Uint8Array<ArrayBuffer>], 'grande.pdf'));
  const peakKnown = resetPeak(serverPid);
  const before = rssOf(serverPid, 'VmRSS');
  let polled = before ?? 0;
  const poll = setInterval(() => (polled = Math.max(polled, rssOf(serverPid, 'VmRSS') ?? 0)), 2);
  const started = performance.now();
  const upload = await fetch(`${base}/documents?action=uploadDoc`, { method: 'POST', body: form });
  await upload.arrayBuffer();
  const ms = performance.now() - started;
  clearInterval(poll);
  const peak = peakKnown ? rssOf(serverPid, 'VmHWM') : polled;
  console.log(
    `uploadDoc of ${mb(size)}: ${upload.status} in ${ms.toFixed(0)} ms; server RSS ` +
      (before !== null && peak !== null
        ? `${mb(before)} before, peak ${mb(peak)} (+${mb(peak - before)}, ` +
          `${peakKnown ? 'VmHWM' : 'polled'})`
        : 'not readable here'),
  );
}
