/**
 * The one normal form of the keys people sign in with, used for look-up, storage and throttling
 * alike: two spellings that reach one account must be one key everywhere. NFKC folds compatibility
 * look-alikes first ('ſ' U+017F becomes 's', full-width letters become ASCII), then one case
 * folding is applied.
 */

/** E-mails are stored and compared in this form. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Business access codes are ASCII letters and digits only, stored upper-case. */
export const ACCESS_CODE_PATTERN = /^[A-Z0-9]+$/;

/**
 * The access code as stored, or null when what was typed cannot be one: only [A-Za-z0-9] is
 * accepted, so a letter such as 'ı' (U+0131), which upper-cases to 'I', never reaches an account.
 */
export function normalizeAccessCode(code: string): string | null {
  const folded = code.normalize('NFKC').trim();
  if (!/^[A-Za-z0-9]+$/.test(folded)) return null;
  return folded.toUpperCase();
}
