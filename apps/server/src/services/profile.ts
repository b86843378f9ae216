import type { Profile } from '@portal/api-client';
import { isUniqueViolation } from '../db';
import {
  findBusinessById,
  findBusinessCredentials,
  setBusinessPasswordHash,
} from '../repositories/businesses';
import { spendOpenResetTokens } from '../repositories/password-reset-tokens';
import {
  findUserById,
  findUserCredentials,
  findUserIdByEmail,
  findUserPicture,
  setUserPasswordHash,
  updateUserProfile,
} from '../repositories/users';
import { hashPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { newStorageKey } from '../storage';
import {
  CURRENT_PASSWORD_FOR_EMAIL,
  normalizeEmail,
  PASSWORD_CHANGED,
  PROFILE_UPDATED,
} from '@portal/domain';
import { conflict, forbidden, invalid, MESSAGES, notFound } from './errors';
import { inBackground, type ServiceDeps } from './deps';
import { checkCurrentPassword } from './current-password';
import { checkImage } from './images';
import { endTokens, issueToken } from './tokens';

/** The profile as the contract answers it. */
export type ProfileView = Profile;

export const fileUrl = (deps: ServiceDeps, key: string | null) =>
  key ? `${deps.filesPath}/${key}` : null;

export async function getProfile(deps: ServiceDeps, principal: Principal): Promise<ProfileView[]> {
  if (principal.kind === 'business') {
    const b = await findBusinessById(deps.db, principal.id);
    if (!b) throw notFound(MESSAGES.businessNotFound);
    return [
      {
        name: b.name,
        email: '',
        phone_number: null,
        knowledge_base: b.knowledgeBase,
        profile_picture: fileUrl(deps, b.logo),
      },
    ];
  }
  const u = await findUserById(deps.db, principal.id);
  if (!u) throw notFound(MESSAGES.userNotFound);
  return [
    {
      name: u.name,
      email: u.email,
      phone_number: u.phoneNumber,
      knowledge_base: u.knowledgeBase,
      profile_picture: fileUrl(deps, u.profilePicture),
      mail_task_reminders: u.mailTaskReminders,
      mail_weekly_digest: u.mailWeeklyDigest,
      erasure_requested_at: u.erasureRequestedAt?.toISOString() ?? null,
    },
  ];
}

export type ProfileUpdate = {
  name: string;
  email: string;
  phone_number: string;
  knowledge_base: string;
  /** Required when the e-mail changes. */
  current_password?: string | undefined;
  picture?: Uint8Array | undefined;
};

/** To the address the account leaves: whoever did not ask for the change learns of it. */
function notifyEmailChanged(deps: ServiceDeps, to: string, name: string, newEmail: string) {
  inBackground(deps, '[perfil] falha ao avisar da troca de email', () =>
    deps.mailer.send({
      to,
      subject: 'O email da sua conta foi alterado',
      text:
        `Olá, ${name}!\n\n` +
        `O email de acesso da sua conta no portal foi alterado para ${newEmail}.\n` +
        'A partir de agora, os avisos e os links de redefinição de senha vão para esse endereço.\n\n' +
        'Se não foi você, responda a este email ou fale com o suporte o quanto antes: ' +
        'alguém pode estar usando a sua conta.\n',
    }),
  );
}

/**
 * The picture is written to storage before the row changes (a failed write leaves the old
 * profile untouched) and the old picture is removed only after the commit.
 *
 * Changing the e-mail (the account's login key and where reset links go) asks for the current
 * password, so that a stolen session alone cannot take the account over. Then, as for a new
 * password, every token of the person ends (the reply carries this session's new one), open
 * reset links are spent, and the old address is told.
 */
export async function updateProfile(
  deps: ServiceDeps,
  principal: Principal,
  input: ProfileUpdate,
  clientAddress: string,
) {
  if (principal.kind !== 'user') throw forbidden(MESSAGES.forbiddenAction);
  const email = normalizeEmail(input.email);
  const before = await findUserById(deps.db, principal.id);
  if (!before) throw notFound(MESSAGES.userNotFound);
  const changesEmail = email !== before.email;
  if (changesEmail) {
    if (!input.current_password) throw invalid(CURRENT_PASSWORD_FOR_EMAIL);
    const account = { kind: principal.kind, key: before.email, passwordHash: before.passwordHash };
    await checkCurrentPassword(deps, account, input.current_password, clientAddress);
  }
  let newKey: string | undefined;
  if (input.picture && input.picture.byteLength > 0) {
    const { contentType, extension } = await checkImage(input.picture);
    newKey = newStorageKey('profile-pictures', extension);
    await deps.storage.put(newKey, input.picture, contentType);
  }
  let oldKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const current = await findUserPicture(tx, principal.id);
      if (!current) throw notFound(MESSAGES.userNotFound);
      if (changesEmail) {
        const taken = await findUserIdByEmail(tx, email);
        if (taken && taken.id !== principal.id) throw conflict(MESSAGES.emailTaken);
      }
      oldKey = newKey ? current.profilePicture : null;
      await updateUserProfile(tx, principal.id, {
        name: input.name.trim(),
        email,
        phoneNumber: input.phone_number.trim() || null,
        knowledgeBase: input.knowledge_base.trim() || null,
        ...(newKey ? { profilePicture: newKey } : {}),
      });
      if (changesEmail) {
        await spendOpenResetTokens(tx, principal.id, deps.clock.now());
        await endTokens(deps, principal, tx);
      }
    });
  } catch (error) {
    if (newKey) await deps.storage.delete(newKey).catch(() => undefined);
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  if (oldKey) await deps.storage.delete(oldKey).catch(() => undefined);
  const [profile] = await getProfile(deps, principal);
  if (!changesEmail) return { status: 'success' as const, message: PROFILE_UPDATED, profile };
  notifyEmailChanged(deps, before.email, before.name, email);
  const jwt_token = await issueToken(deps, principal);
  return { status: 'success' as const, message: PROFILE_UPDATED, profile, jwt_token };
}

/**
 * Ends every token of the person, the current one included (an attacker who knew the old
 * password may hold a newer session than ours), and hands back a fresh token for this session.
 * Reset links still open are spent too: a link sent to a mailbox that is no longer trusted must
 * not undo the change. Wrong old passwords count with the login throttle under the account's
 * login key (a stolen session must not become an unlimited password oracle).
 */
export async function changePassword(
  deps: ServiceDeps,
  principal: Principal,
  input: { oldPassword: string; newPassword: string },
  clientAddress: string,
) {
  const row =
    principal.kind === 'business'
      ? await findBusinessCredentials(deps.db, principal.id)
      : await findUserCredentials(deps.db, principal.id);
  const account = {
    kind: principal.kind,
    key: row?.key ?? principal.id,
    passwordHash: row?.passwordHash ?? null,
  };
  await checkCurrentPassword(deps, account, input.oldPassword, clientAddress);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (principal.kind === 'business') {
      await setBusinessPasswordHash(tx, principal.id, passwordHash);
    } else {
      await setUserPasswordHash(tx, principal.id, passwordHash);
      await spendOpenResetTokens(tx, principal.id, now);
    }
    await endTokens(deps, principal, tx);
  });
  const jwt_token = await issueToken(deps, principal);
  return { status: 'success' as const, message: PASSWORD_CHANGED, jwt_token };
}
