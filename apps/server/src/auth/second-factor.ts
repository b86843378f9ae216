import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@portal/domain';
import type { ServerRole } from './principal';
import { derivedKey } from './derived-key';

/** What the short-lived token between the password and the second step lets its bearer do. */
export type SecondStepPurpose = 'code' | 'setup';

/** How long the step between the password and the code may take. */
export const SECOND_STEP_TTL_SECONDS = 5 * 60;
/** The name authenticator apps show above the codes. */
export const TOTP_ISSUER = 'Portal de Mentoria';

/** Codes of the step before and after the server's are accepted too: phones' clocks drift. */
const DRIFT_STEPS = 1;
const STEP_KEY_INFO = 'portal second step tokens v1';
const SEAL_KEY_INFO = 'portal second factor keys v1';
const SEAL_VERSION = 'v1';
/** Base32's alphabet (RFC 4648): the recovery codes' letters, none easily misread as another. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export type SecondFactorKit = {
  /** Whether a person of this role must sign in with a second factor (TOTP_REQUIRED_FOR_STAFF). */
  isRequired: (role: ServerRole) => boolean;
  /** A token for the second step only, for {@link SECOND_STEP_TTL_SECONDS}. */
  issueStepToken: (userId: string, purpose: SecondStepPurpose) => Promise<string>;
  /** Whom a token of this purpose names and when it was issued (ms), else null. */
  readStepToken: (
    token: string,
    purpose: SecondStepPurpose,
  ) => Promise<{ userId: string; issuedAtMs: number } | null>;
  /** A new random key (160 bits, RFC 4226's recommendation) in base32. */
  newKey: () => string;
  /** The key as stored: encrypted, so a copy of the database alone gives no codes. */
  seal: (key: string) => string;
  /** The stored key back; null when it was sealed under another JWT secret. */
  unseal: (sealed: string) => string | null;
  /**
   * The time step `code` belongs to when it is the key's code for the step of `now` or one step
   * either side, and that step is later than `after`; else null.
   */
  acceptedStep: (key: string, code: string, after: number) => number | null;
  /** What an authenticator app needs: the key, its otpauth:// URI and that URI as a QR code. */
  setupOf: (key: string, account: string) => Promise<{ key: string; uri: string; qr: string }>;
  /** Ten new recovery codes as shown (ABCD-EFGH-…) and their hashes as stored. */
  newRecoveryCodes: () => { shown: string[]; hashes: string[] };
  hashRecoveryCode: (code: string) => string;
};

const totpOf = (key: string, account = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(key),
  });

export function createSecondFactorKit(options: {
  /** The server's JWT secret: every key here is derived from it (HKDF), one per use. */
  secret: string;
  requiredRoles: readonly ServerRole[];
  now: () => Date;
}): SecondFactorKit {
  const { now } = options;
  const stepKey = derivedKey(options.secret, STEP_KEY_INFO);
  const sealKey = derivedKey(options.secret, SEAL_KEY_INFO);
  const hashRecoveryCode = (code: string) =>
    createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

  return {
    isRequired: (role) => options.requiredRoles.includes(role),

    issueStepToken: (userId, purpose) => {
      const ms = now().getTime();
      const iat = Math.floor(ms / 1000);
      return new SignJWT({ purpose, iat_ms: ms })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + SECOND_STEP_TTL_SECONDS)
        .sign(stepKey);
    },

    readStepToken: async (token, purpose) => {
      try {
        const { payload } = await jwtVerify(token, stepKey, {
          algorithms: ['HS256'],
          currentDate: now(),
        });
        const { sub, purpose: given, iat_ms } = payload;
        if (typeof sub !== 'string' || given !== purpose || typeof iat_ms !== 'number') return null;
        return { userId: sub, issuedAtMs: iat_ms };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },

    newKey: () => new Secret({ size: 20 }).base32,

    seal: (key) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [SEAL_VERSION, ...parts].join('.');
    },

    unseal: (sealed) => {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== SEAL_VERSION || !iv || !tag || !body || rest.length) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const key = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return key.toString('utf8');
      } catch {
        // Sealed under another JWT secret (rotated): the person needs an admin's reset.
        return null;
      }
    },

    acceptedStep: (key, code, after) => {
      const token = Buffer.from(normalizeTotpCode(code));
      if (token.length !== TOTP_DIGITS) return null;
      const totp = totpOf(key);
      const current = Math.floor(now().getTime() / 1000 / TOTP_PERIOD_SECONDS);
      // Each step of the window on its own, so a code of a step used already is refused even
      // where a neighbouring step happens to have the same digits.
      for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
        if (step <= after) continue;
        const expected = totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
        if (timingSafeEqual(Buffer.from(expected), token)) return step;
      }
      return null;
    },

    setupOf: async (key, account) => {
      const uri = totpOf(key, account).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { key, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    newRecoveryCodes: () => {
      const shown = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const chars = Array.from({ length: RECOVERY_CODE_LENGTH }, () => BASE32[randomInt(32)]);
        return (chars.join('').match(/.{4}/g) ?? []).join('-');
      });
      return { shown, hashes: shown.map(hashRecoveryCode) };
    },

    hashRecoveryCode,
  };
}
