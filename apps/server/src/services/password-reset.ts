import { createHash, randomBytes } from 'node:crypto';
import {
  formatAdminDate,
  normalizeEmail,
  RESET_LINK_INVALID,
  RESET_MAIL_SUBJECT,
  RESET_PASSWORD_SUCCESS,
  RESET_REQUEST_SENT,
  resetMailText,
  routes,
} from '@portal/domain';
import {
  claimResetToken,
  findUsableResetToken,
  insertPasswordResetToken,
  spendOpenResetTokens,
} from '../repositories/password-reset-tokens';
import {
  findUserContactByEmail,
  findUserCredentials,
  setUserPasswordHash,
} from '../repositories/users';
import { throttleKey } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';
import { invalid } from './errors';
import { inBackground, type ServiceDeps } from './deps';
import { endTokens } from './tokens';

const RESET_TTL_MS = 60 * 60_000;

/** Only this hash is stored: a leaked table cannot be used to reset anyone's password. */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Always the same reply, given before anything is looked up: the look-up, the token and the
 * e-mail happen after it (in the background queue), so neither the answer nor its timing tells
 * whether the address has an account. Requests over the per-e-mail or per-address limit are
 * dropped there, silently (see auth/request-limit.ts).
 */
export async function requestPasswordReset(
  deps: ServiceDeps,
  input: { email: string },
  clientAddress: string,
) {
  const email = normalizeEmail(input.email);
  inBackground(deps, '[reset] falha ao processar pedido de redefinição', () =>
    sendResetLink(deps, email, clientAddress),
  );
  return { status: 'success' as const, message: RESET_REQUEST_SENT };
}

async function sendResetLink(deps: ServiceDeps, email: string, clientAddress: string) {
  if (!(await deps.resetLimit.allow(email, clientAddress))) return;
  const user = await findUserContactByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + RESET_TTL_MS);
  await insertPasswordResetToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
  });
  const link = `${deps.publicUrl}${routes.resetPasswordWith(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: RESET_MAIL_SUBJECT,
    link,
    text: resetMailText(user.name, link, formatAdminDate(expiresAt)),
  });
}

async function findUsable(deps: ServiceDeps, token: string) {
  return findUsableResetToken(deps.db, hashToken(token), deps.clock.now());
}

export async function verifyResetToken(deps: ServiceDeps, input: { token: string }) {
  const row = await findUsable(deps, input.token);
  if (!row) return { valid: false as const };
  return { valid: true as const, token: input.token, userName: row.userName };
}

/** Single use: the token is claimed by one UPDATE, so two concurrent resets cannot both win. */
export async function resetPassword(
  deps: ServiceDeps,
  input: { token: string; newPassword: string },
) {
  // A stranger's guess costs one indexed lookup, not an argon2 hash (≈ 19 MiB and a few ms each).
  if (!(await findUsable(deps, input.token))) throw invalid(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  // Claimed here again: the look-up above decided nothing, two resets may race to this point.
  const userId = await deps.db.transaction(async (tx) => {
    const claimed = await claimResetToken(tx, hashToken(input.token), now);
    if (!claimed) throw invalid(RESET_LINK_INVALID);
    await setUserPasswordHash(tx, claimed.userId, passwordHash);
    await endTokens(deps, { kind: 'user', id: claimed.userId }, tx);
    // Any other link sent to this person stops working too.
    await spendOpenResetTokens(tx, claimed.userId, now);
    return claimed.userId;
  });
  // Whoever proved they own the mailbox is let back in at once: the account's login counts go.
  const account = await findUserCredentials(deps.db, userId);
  if (account) await deps.throttle.clearAccount(throttleKey('user', account.key));
  return { success: true as const, message: RESET_PASSWORD_SUCCESS };
}
