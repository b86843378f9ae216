import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'hono/utils/cookie';
import { derivedKey } from './derived-key';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): each
 * successful login hands the browser a cookie that names the account and a random device id,
 * signed with HMAC-SHA256 under a key derived (HKDF) from the server's JWT secret, so every server
 * sharing the secret accepts it. Its holder has proved the account's password on this device
 * before: the login throttle lets it past the account-wide wait that strangers' guesses set, and
 * counts its own failures under the device instead (auth/login-throttle.ts). It opens nothing by
 * itself: the password is checked as always.
 *
 * One cookie per account (its name is a keyed digest of the account, so two people sharing a
 * computer keep theirs and the cookie does not show the e-mail): HttpOnly, SameSite=Strict,
 * Secure over https, sent only to the login path, and refused past its expiry (signed inside the
 * value, whatever the browser keeps) or for any other account.
 */
export type DeviceCookies = {
  /** The device id of a valid, unexpired cookie of `account` in the Cookie header, else null. */
  deviceOf(account: string, cookieHeader: string | null | undefined): string | null;
  /** A Set-Cookie header with a new device cookie of `account`. */
  issue(account: string, options: { secure: boolean }): string;
};

/** How long a device stays known without a new successful login from it. */
export const DEVICE_COOKIE_TTL_MS = 30 * 24 * 3600_000;

const KEY_INFO = 'portal device cookies v1';
const NAME_PREFIX = 'portal_device_';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function createDeviceCookies(options: {
  secret: string;
  /** The login action's path: the only one the cookie is sent to. */
  path: string;
  now: () => Date;
  ttlMs?: number;
}): DeviceCookies {
  const key = derivedKey(options.secret, KEY_INFO);
  const ttlMs = options.ttlMs ?? DEVICE_COOKIE_TTL_MS;
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const nameOf = (account: string) => `${NAME_PREFIX}${mac(`name|${account}`).slice(0, 16)}`;
  const sign = (account: string, device: string, expires: string) =>
    mac(`device|${account}|${device}|${expires}`);

  return {
    deviceOf(account, cookieHeader) {
      if (!cookieHeader) return null;
      const name = nameOf(account);
      const value = parse(cookieHeader, name)[name];
      const [device, expires, signature, ...rest] = value?.split('.') ?? [];
      if (!device || !expires || !signature || rest.length > 0) return null;
      if (!DEVICE_ID.test(device) || !/^\d{1,12}$/.test(expires)) return null;
      if (Number(expires) * 1000 <= options.now().getTime()) return null;
      const expected = Buffer.from(sign(account, device, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
    },
    issue(account, { secure }) {
      const device = randomBytes(16).toString('base64url');
      const expires = String(Math.floor((options.now().getTime() + ttlMs) / 1000));
      return serialize(nameOf(account), `${device}.${expires}.${sign(account, device, expires)}`, {
        path: options.path,
        httpOnly: true,
        secure,
        sameSite: 'Strict',
        maxAge: Math.floor(ttlMs / 1000),
      });
    },
  };
}
