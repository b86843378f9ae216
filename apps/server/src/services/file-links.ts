import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '../auth/derived-key';

/**
 * Signed, short-lived links to a document's stored file. A browser's <iframe>, <img> and
 * <a download> cannot send the Authorization header, so getAll hands out a URL that carries its
 * own proof instead: the item's id and an expiry, signed with HMAC-SHA256 under a key derived
 * (HKDF) from the server's JWT secret. Servers sharing one secret accept each other's links; a
 * link names one item (never a storage key) and is refused once expired, altered, or once its
 * item is deleted (the route looks the row up again).
 */
export type FileLinks = {
  /** Path and query of the item's file, valid for `ttlMs` to `ttlMs` + FILE_LINK_STEP_MS. */
  urlOf(itemId: string): string;
  /** True when `expires` and `signature` are this server's unexpired signature of the item. */
  verify(itemId: string, expires: string | undefined, signature: string | undefined): boolean;
};

/**
 * Expiries are rounded up to this step, so lists fetched within it name the same URL and the
 * browser's cached copy of a file is used again.
 */
export const FILE_LINK_STEP_MS = 60_000;

const KEY_INFO = 'portal document file links v1';

export function createFileLinks(options: {
  secret: string;
  /** URL path the links are served under, e.g. /webhook/portal/files/documents */
  basePath: string;
  /** How long a link lives at least (FILE_LINK_TTL, config.ts). */
  ttlMs: number;
  now: () => Date;
}): FileLinks {
  const key = derivedKey(options.secret, KEY_INFO);
  const sign = (itemId: string, expires: string) =>
    createHmac('sha256', key).update(`${itemId}.${expires}`).digest('base64url');

  return {
    urlOf(itemId) {
      const at = options.now().getTime() + options.ttlMs;
      const expires = String(Math.ceil(at / FILE_LINK_STEP_MS) * (FILE_LINK_STEP_MS / 1000));
      const query = new URLSearchParams({ expires, signature: sign(itemId, expires) });
      return `${options.basePath}/${encodeURIComponent(itemId)}?${query}`;
    },
    verify(itemId, expires, signature) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 <= options.now().getTime()) return false;
      const expected = Buffer.from(sign(itemId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
