import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';

/** Smaller replies go as they are: gzip's header and the work would not pay. */
export const COMPRESS_MIN_BYTES = 1024;
/** Up to this size gzip runs at once on the event loop (tens of microseconds); above, off it. */
const SYNC_MAX_BYTES = 64 * 1024;

const gzipAsync = promisify(gzip);

/**
 * Whether a request's Accept-Encoding takes gzip: named (or `*`) without `q=0`. A named gzip
 * decides over `*`, as RFC 9110 has it.
 */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip') return accepted;
    star = accepted;
  }
  return star;
}

/** Bytes as a Response takes them (a Buffer is one, though its type says ArrayBufferLike). */
export type Bytes = Uint8Array<ArrayBuffer>;

/**
 * The gzip of `body`: small ones at once, large ones on libuv's thread pool. `level` 9 is for
 * what is made once and sent many times (a file's version): a few percent smaller than the
 * default 6, for some more milliseconds once.
 */
export async function gzipped(body: string | Uint8Array, level?: number): Promise<Bytes> {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  const options = level === undefined ? {} : { level };
  return (
    size <= SYNC_MAX_BYTES ? gzipSync(body, options) : await gzipAsync(body, options)
  ) as Bytes;
}

/** Content types worth compressing: text of every kind, JSON, JavaScript, SVG. */
export const isCompressible = (contentType: string) =>
  /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i.test(contentType);

/**
 * Whether a reply of `size` bytes goes gzipped to a client whose Accept-Encoding is `accept`:
 * at least `minBytes` and taken. Sets what that decides on `headers`: Vary whenever it could have been
 * compressed (caches must ask again per encoding), Content-Encoding when it is.
 */
export function gzipDecided(
  size: number,
  accept: string | null | undefined,
  headers: Pick<Headers, 'append' | 'set'>,
  minBytes = COMPRESS_MIN_BYTES,
): boolean {
  if (size < minBytes) return false;
  headers.append('vary', 'Accept-Encoding');
  if (!acceptsGzip(accept)) return false;
  headers.set('content-encoding', 'gzip');
  return true;
}

/**
 * `body` for a request whose Accept-Encoding is `accept`: gzipped when {@link gzipDecided} says
 * so, else as it is. `gzip` may hand a gzip made before (a kept reply's).
 */
export async function negotiated<B extends string | Bytes>(
  body: B,
  accept: string | null | undefined,
  headers: Headers,
  gzip: (body: B) => Promise<Bytes> = gzipped,
): Promise<B | Bytes> {
  const size = typeof body === 'string' ? body.length : body.byteLength;
  return gzipDecided(size, accept, headers) ? gzip(body) : body;
}
