import { hkdfSync } from 'node:crypto';

/**
 * A 32-byte key of its own for one use (`info` names it), derived (HKDF-SHA256) from the server's
 * JWT secret: every server sharing the secret derives the same key, and no use can read another's.
 */
export const derivedKey = (secret: string, info: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, '', info, 32));
