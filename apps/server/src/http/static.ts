import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import { escapeMarkup } from '../markup';
import {
  FILE_COMPRESS_MIN_BYTES,
  gzipDecided,
  gzipped,
  isCompressible,
  negotiated,
  type Bytes,
} from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (file: string) =>
  TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** A regular file under `root` named by a URL path, or null (never escapes `root`). */
export function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${normalize(`/${decoded}`)}`);
  if (full !== base && !full.startsWith(base + sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** What a file's reply depends on besides the file: a HEAD asks no body; Accept-Encoding. */
export type FileRequest = { head?: boolean; accept?: string | null | undefined };

type KeptGzip = { mtimeMs: number; size: number; gz: Bytes };
/**
 * Files' gzip at the best level, made once per version of the file (its size and mtime): the
 * portal's assets.
 */
const keptGzips = new Map<string, KeptGzip>();
let keptGzipBytes = 0;
/** All the kept gzips together stay under this; the oldest goes first (the whole portal is ~1 MB). */
const MAX_KEPT_GZIP_BYTES = 32 * 1024 * 1024;

async function gzipOf(file: string, mtimeMs: number, size: number): Promise<Bytes> {
  const kept = keptGzips.get(file);
  if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.gz;
  const gz = await gzipped(await readFile(file), constants.Z_BEST_COMPRESSION);
  if (kept) {
    keptGzips.delete(file);
    keptGzipBytes -= kept.gz.byteLength;
  }
  if (gz.byteLength > MAX_KEPT_GZIP_BYTES) return gz;
  for (const [oldest, { gz: bytes }] of keptGzips) {
    if (keptGzipBytes + gz.byteLength <= MAX_KEPT_GZIP_BYTES) break;
    keptGzips.delete(oldest);
    keptGzipBytes -= bytes.byteLength;
  }
  keptGzips.set(file, { mtimeMs, size, gz });
  keptGzipBytes += gz.byteLength;
  return gz;
}

/**
 * A file's reply: gzipped (made once per version of the file, then kept) for a client that takes
 * it when its type is text of some kind and it is not tiny (FILE_COMPRESS_MIN_BYTES); otherwise
 * streamed as it is.
 */
export async function fileResponse(
  file: string,
  headers: Record<string, string> = {},
  request: FileRequest = {},
): Promise<Response> {
  const { size, mtimeMs } = statSync(file);
  const type = contentTypeOf(file);
  const reply = new Headers({ 'content-type': type, ...headers });
  if (isCompressible(type) && gzipDecided(size, request.accept, reply, FILE_COMPRESS_MIN_BYTES)) {
    const gz = await gzipOf(file, mtimeMs, size);
    reply.set('content-length', String(gz.byteLength));
    return new Response(request.head ? null : gz, { headers: reply });
  }
  reply.set('content-length', String(size));
  // Never more than the length sent: a file rewritten meanwhile (a rebuild) would otherwise go on
  // past it, and the extra bytes would corrupt the next reply on a kept-alive connection.
  const body =
    request.head || size === 0
      ? null
      : (Readable.toWeb(createReadStream(file, { end: size - 1 })) as ReadableStream<Uint8Array>);
  return new Response(body, { headers: reply });
}

const NOT_BUILT = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Portal não compilado</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.25rem}</style></head>
<body><h1>O portal ainda não foi compilado</h1>
<p>O servidor está no ar e a API responde em <code>/webhook/</code>, mas a pasta do portal
(<code>PORTAL_DIST</code>) não tem um <code>index.html</code>.</p>
<p>Compile o portal com <code>npm run build</code> (ou use <code>npm start</code> na raiz, que compila tudo)
e recarregue esta página.</p></body></html>`;

/**
 * The built single-page portal: files as they are (hashed assets cached for a year), and
 * index.html for any other path so client-side routes survive a reload. Source maps (`*.map`, the
 * whole source of the portal) are a 404 like any missing file unless `sourceMaps` is on; then they
 * are served, and each script or stylesheet names its map in a `SourceMap` header (the build
 * writes no `sourceMappingURL` comment, so nothing points at a map the server would refuse).
 */
/** What the portal reads from its page at run time (`apps/portal/src/app/config.ts`). */
export type PortalSettings = {
  /** REPORT_FORM_URL, as `<meta name="portal:report-form-url">`. */
  reportFormUrl?: string | undefined;
};

/** index.html with the run-time settings in its head (read each time: a rebuild shows at once). */
function indexWithSettings(index: string, settings: PortalSettings): string {
  const html = readFileSync(index, 'utf8');
  const metas = settings.reportFormUrl
    ? `<meta name="portal:report-form-url" content="${escapeMarkup(settings.reportFormUrl)}">`
    : '';
  if (!metas) return html;
  // A page without a head of its own gets the metas first (the parser puts them in its head).
  return html.includes('</head>') ? html.replace('</head>', `${metas}</head>`) : metas + html;
}

export function servePortal(
  portalDist: string,
  options: { sourceMaps?: boolean; settings?: PortalSettings } = {},
) {
  const index = join(portalDist, 'index.html');
  const sourceMaps = options.sourceMaps === true;
  const settings = options.settings ?? {};
  const hasSettings = Object.values(settings).some((value) => value !== undefined);
  return async (method: string, urlPath: string, accept?: string): Promise<Response> => {
    const head = method === 'HEAD';
    const found = urlPath === '/' ? null : fileUnder(portalDist, urlPath);
    // Judged on the file found, not the URL: '/assets/app.js.%6Dap' names a map too.
    const file = found && !sourceMaps && extname(found).toLowerCase() === '.map' ? null : found;
    if (file) {
      const immutable = urlPath.startsWith('/assets/');
      const map = `${file}.map`;
      const mapped = sourceMaps && /\.(m?js|css)$/i.test(file) && existsSync(map);
      return fileResponse(
        file,
        {
          'cache-control': immutable
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300',
          ...(mapped ? { sourcemap: encodeURIComponent(`${basename(file)}.map`) } : {}),
        },
        { head, accept },
      );
    }
    // A missing asset is a 404, not the app shell (a stale tab must not get HTML for its JS).
    if (extname(urlPath) && !urlPath.endsWith('.html')) {
      return new Response('Arquivo não encontrado', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    if (!existsSync(index)) {
      return new Response(head ? null : NOT_BUILT, {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    if (!hasSettings) return fileResponse(index, { 'cache-control': 'no-cache' }, { head, accept });
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    const html = await negotiated(indexWithSettings(index, settings), accept, headers);
    headers.set('content-length', String(Buffer.byteLength(html)));
    return new Response(head ? null : html, { headers });
  };
}
