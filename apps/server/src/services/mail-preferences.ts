import {
  MAIL_DIGEST_UNSUBSCRIBED,
  MAIL_PREFERENCES_SAVED,
  MAIL_TASKS_UNSUBSCRIBED,
  UNSUBSCRIBE_LINK_INVALID,
  type MailKind,
} from '@portal/domain';
import type { Principal } from '../auth/principal';
import { setUserMailPreferences } from '../repositories/users';
import { MAIL_KIND_COLUMN } from '../repositories/task-mail';
import { forbidden, invalid, MESSAGES, notFound } from './errors';
import type { ServiceDeps } from './deps';

const UNSUBSCRIBED: Record<MailKind, string> = {
  tasks: MAIL_TASKS_UNSUBSCRIBED,
  digest: MAIL_DIGEST_UNSUBSCRIBED,
};

/**
 * The unsubscribe link of a reminder or a digest (mail/unsubscribe-links.ts): turns that kind of
 * e-mail off for the person it names, with no sign-in, and answers the sentence that says so.
 * Following it again changes nothing and says the same. A token this server did not sign, or
 * naming a person who no longer exists, is refused with a pt-BR text.
 */
export async function unsubscribeByToken(
  deps: ServiceDeps,
  token: string | undefined,
): Promise<{ kind: MailKind; message: string }> {
  const named = deps.unsubscribe.read(token);
  if (!named) throw invalid(UNSUBSCRIBE_LINK_INVALID);
  const done = await setUserMailPreferences(deps.db, named.userId, {
    [MAIL_KIND_COLUMN[named.kind]]: false,
  });
  if (!done) throw invalid(UNSUBSCRIBE_LINK_INVALID);
  return { kind: named.kind, message: UNSUBSCRIBED[named.kind] };
}

/**
 * The profile modal's two switches, for the signed-in person only (the body names no one). A
 * business account is no person and gets no reminder or digest: it is refused.
 */
export async function setMailPreferences(
  deps: ServiceDeps,
  principal: Principal,
  input: { task_reminders?: boolean | undefined; weekly_digest?: boolean | undefined },
) {
  if (principal.kind !== 'user') throw forbidden(MESSAGES.forbiddenAction);
  const done = await setUserMailPreferences(deps.db, principal.id, {
    ...(input.task_reminders !== undefined && { mailTaskReminders: input.task_reminders }),
    ...(input.weekly_digest !== undefined && { mailWeeklyDigest: input.weekly_digest }),
  });
  if (!done) throw notFound(MESSAGES.userNotFound);
  return { status: 'success' as const, message: MAIL_PREFERENCES_SAVED };
}
