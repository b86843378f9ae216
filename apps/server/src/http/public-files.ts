import type { Context } from 'hono';
import { isValidStorageKey, type FileStorage } from '../storage';
import { MESSAGES } from '../services/errors';
import { errorBody } from './replies';

/** Stored files anyone holding the (unguessable, random) URL may fetch; documents are not here. */
const PUBLIC_FILE_PREFIXES = ['profile-pictures/', 'logos/'];

/**
 * Stored types shown inline: images. An SVG (an admin's logo) may carry script, but every stored
 * file is served sandboxed (http/security-headers.ts: no script runs, not even opened on its own).
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
]);

/** `GET <base><key>`: a profile picture or a logo, by its key (random, never reused). */
export function servePublicFile(storage: FileStorage, base: string) {
  return async (c: Context) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(base.length));
    } catch {
      // A malformed escape such as %E0 names no file.
      return c.json(errorBody(MESSAGES.notFound), 404);
    }
    if (!isValidStorageKey(key) || !PUBLIC_FILE_PREFIXES.some((p) => key.startsWith(p))) {
      return c.json(errorBody(MESSAGES.notFound), 404);
    }
    const file = await storage.get(key);
    if (!file) return c.json(errorBody(MESSAGES.notFound), 404);
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        // Keys are never reused: a new picture gets a new key.
        'cache-control': 'public, max-age=31536000, immutable',
        // Images open in the browser (their CSP sandbox keeps an SVG's script from running);
        // anything else is a download when navigated to. <img> shows both either way.
        'content-disposition': INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment',
        'x-content-type-options': 'nosniff',
      },
    });
  };
}
