import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@portal/domain';
import { derivedKey } from '../auth/derived-key';

/**
 * The link at the end of every reminder and digest that turns that kind of e-mail off without a
 * sign-in: the person's id and the kind, signed with HMAC-SHA256 under a key derived (HKDF) from
 * the server's JWT secret, so servers sharing one secret accept each other's links. It never
 * expires: a person may act on an old e-mail, and what a leaked link can do is turn off that one
 * person's e-mails of that kind, which the profile modal turns on again.
 */
export type UnsubscribeLinks = {
  /** The full URL of the link (PUBLIC_URL, the API path, the token). */
  urlOf(userId: string, kind: MailKind): string;
  /** Whom and what the token names when it is this server's signature; null otherwise. */
  read(token: string | undefined): { userId: string; kind: MailKind } | null;
};

/** Where the link is answered, under `/webhook/{app}/` (http/mail-unsubscribe.ts). */
export const UNSUBSCRIBE_PATH = 'mail/unsubscribe';

const KEY_INFO = 'portal mail unsubscribe links v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The links of a server with this configuration (every server of one portal makes the same). */
export function createUnsubscribeLinks(config: {
  jwtSecret: string;
  publicUrl: string;
  appSegment: string;
}): UnsubscribeLinks {
  const key = derivedKey(config.jwtSecret, KEY_INFO);
  const sign = (userId: string, kind: string) =>
    createHmac('sha256', key).update(`${userId}.${kind}`).digest('base64url');
  const base = `${config.publicUrl}/webhook/${config.appSegment}/${UNSUBSCRIBE_PATH}`;
  return {
    urlOf: (userId, kind) =>
      `${base}?${new URLSearchParams({ token: `${userId}.${kind}.${sign(userId, kind)}` })}`,
    read(token) {
      const [userId, kind, signature, ...rest] = (token ?? '').split('.');
      if (rest.length || !userId || !kind || !signature) return null;
      if (!UUID.test(userId) || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, kind: kind as MailKind };
    },
  };
}
