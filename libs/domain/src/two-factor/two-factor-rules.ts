import {
  RECOVERY_CODE_FORMAT,
  RECOVERY_CODE_REQUIRED,
  TOTP_CODE_FORMAT,
  TOTP_CODE_REQUIRED,
} from '../messages/two-factor';

/** Digits of a code of the authenticator app (RFC 6238's default, what every app shows). */
export const TOTP_DIGITS = 6;
/** Seconds each code lives (RFC 6238's default period). */
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes handed out when the second factor is turned on, each good once. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code (base32: 5 bits each, 80 bits in all), without its dashes. */
export const RECOVERY_CODE_LENGTH = 16;
/** Longest text a code field takes (a recovery code with dashes and spaces fits). */
export const SECOND_FACTOR_INPUT_MAX = 40;

/** What was typed in the 6-digit field, without the spaces apps print in the middle. */
export const normalizeTotpCode = (value: string): string => value.replace(/\s+/g, '');

/** The field's message, or undefined for six digits. */
export function validateTotpCode(value: string): string | undefined {
  const code = normalizeTotpCode(value);
  if (!code) return TOTP_CODE_REQUIRED;
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? undefined : TOTP_CODE_FORMAT;
}

/**
 * A recovery code as stored: capitals without dashes or spaces, so 'abcd-efgh …' as written on
 * paper reads the same as it was shown.
 */
export const normalizeRecoveryCode = (value: string): string =>
  value.replace(/[\s-]+/g, '').toUpperCase();

export function validateRecoveryCode(value: string): string | undefined {
  const code = normalizeRecoveryCode(value);
  if (!code) return RECOVERY_CODE_REQUIRED;
  return new RegExp(`^[A-Z2-7]{${RECOVERY_CODE_LENGTH}}$`).test(code)
    ? undefined
    : RECOVERY_CODE_FORMAT;
}

/** A recovery code as shown: four groups of four ('ABCD-EFGH-IJKL-MNOP'). */
export const formatRecoveryCode = (code: string): string =>
  (normalizeRecoveryCode(code).match(/.{1,4}/g) ?? []).join('-');

/** The key as shown beside the QR code: groups of four, easier to type into an app. */
export const formatTotpKey = (key: string): string => (key.match(/.{1,4}/g) ?? []).join(' ');

/** Which of the two the person is typing at the second step of login. */
export type SecondFactorMethod = 'code' | 'recovery';

/** The code field's message for the method chosen. */
export const validateSecondFactor = (method: SecondFactorMethod, value: string) =>
  method === 'code' ? validateTotpCode(value) : validateRecoveryCode(value);
