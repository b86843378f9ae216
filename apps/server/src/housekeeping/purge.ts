import { and, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { addDays, dayKeyOf, OVERDUE_REMINDER_DAYS } from '@portal/domain';
import { schema, type Database } from '../db';
import { DEFAULT_AUDIT_LOG_RETENTION_DAYS } from '../config-audit';
import { purgeAuditLogBefore } from '../repositories/audit-log';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { sweepOrphanFiles } from './orphan-files';
import { scheduleEvery, type Schedule } from './schedule';

/**
 * How long a row of `login_attempts` or `password_reset_tokens` is kept once nothing depends on
 * it any more. Longer than every window that reads them (the throttle's idle time and locks,
 * the reset and registration limits' hour, a reset link's hour), so a purge never shortens a wait or revives a
 * spent link; short enough that the tables hold about a day of traffic, not the server's life.
 */
export const PURGE_AFTER_MS = 24 * 60 * 60_000;
/** How often a running server purges (and once when it starts). */
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The bell keeps a read notification this long, and any notification NOTIFICATIONS_KEPT_MS: it
 * tells what is new, and a person who comes back after half a year finds the places themselves.
 */
export const READ_NOTIFICATIONS_KEPT_MS = 30 * 24 * 60 * 60_000;
export const NOTIFICATIONS_KEPT_MS = 180 * 24 * 60 * 60_000;

/**
 * A task reminder's claim is kept while a reminder could still be sent for its 'Prazo' (up to
 * OVERDUE_REMINDER_DAYS late), with a week to spare; a digest's while its week could still be
 * sent. Deleting one earlier would send that e-mail again.
 */
export const MAIL_CLAIMS_KEPT_DAYS = OVERDUE_REMINDER_DAYS + 7;

export type Purged = {
  loginAttempts: number;
  resetTokens: number;
  notifications: number;
  mailClaims: number;
  /** Entries of the audit log past its retention (its three tables). */
  auditLog: number;
};

export type PurgeOptions = {
  /** How long the audit log keeps an entry (AUDIT_LOG_RETENTION_DAYS). */
  auditLogRetentionDays?: number;
};

/** Deletes the bell's old notifications and the claims of e-mails that cannot be sent again. */
async function purgeNotificationsAndClaims(db: Database, now: Date) {
  const n = schema.notifications;
  const readBefore = new Date(now.getTime() - READ_NOTIFICATIONS_KEPT_MS);
  const anyBefore = new Date(now.getTime() - NOTIFICATIONS_KEPT_MS);
  const notifications = await db
    .delete(n)
    .where(or(and(isNotNull(n.readAt), lt(n.createdAt, readBefore)), lt(n.createdAt, anyBefore)))
    .returning({ id: n.id });
  const oldest = addDays(dayKeyOf(now), -MAIL_CLAIMS_KEPT_DAYS);
  const reminders = await db
    .delete(schema.taskReminders)
    .where(lt(schema.taskReminders.dueDate, oldest))
    .returning({ id: schema.taskReminders.taskId });
  const digests = await db
    .delete(schema.weeklyDigests)
    .where(lt(schema.weeklyDigests.week, oldest))
    .returning({ id: schema.weeklyDigests.userId });
  return { notifications: notifications.length, mailClaims: reminders.length + digests.length };
}

/**
 * Deletes login counters untouched for PURGE_AFTER_MS whose lock (if any) is over, reset tokens
 * used or expired more than PURGE_AFTER_MS ago, old notifications, spent e-mail claims and the
 * audit log's entries older than its retention. Safe to run on several servers at once.
 */
export async function purgeExpired(
  db: Database,
  now: Date,
  options: PurgeOptions = {},
): Promise<Purged> {
  const before = new Date(now.getTime() - PURGE_AFTER_MS);
  const a = schema.loginAttempts;
  const attempts = await db
    .delete(a)
    .where(and(lt(a.windowStartedAt, before), or(isNull(a.lockedUntil), lte(a.lockedUntil, now))))
    .returning({ key: a.key });
  const r = schema.passwordResetTokens;
  const tokens = await db
    .delete(r)
    .where(or(and(isNotNull(r.usedAt), lt(r.usedAt, before)), lt(r.expiresAt, before)))
    .returning({ id: r.id });
  const days = options.auditLogRetentionDays ?? DEFAULT_AUDIT_LOG_RETENTION_DAYS;
  const auditLog = await purgeAuditLogBefore(db, new Date(now.getTime() - days * 86_400_000));
  return {
    loginAttempts: attempts.length,
    resetTokens: tokens.length,
    ...(await purgeNotificationsAndClaims(db, now)),
    auditLog,
  };
}

export type PurgeSchedule = Schedule;

/**
 * Purges now and then every `everyMs`; a failed purge is logged and tried again next time. With
 * `storage`, each round also sweeps stored document files and logos no row names
 * (orphan-files.ts).
 */
export function schedulePurge(options: {
  db: Database;
  now: () => Date;
  logger: Logger;
  storage?: FileStorage;
  everyMs?: number;
  auditLogRetentionDays?: number;
}): PurgeSchedule {
  const { db, now, logger, storage } = options;
  const purge = async () => {
    try {
      const purged = await purgeExpired(db, now(), {
        auditLogRetentionDays: options.auditLogRetentionDays,
      });
      if (purged.loginAttempts || purged.resetTokens) {
        logger.info(
          `[limpeza] removidos ${purged.loginAttempts} contadores de login e ${purged.resetTokens} links de redefinição antigos`,
        );
      }
      if (purged.notifications || purged.mailClaims) {
        logger.info(
          `[limpeza] removidas ${purged.notifications} notificações e ${purged.mailClaims} marcas de e-mails enviados antigas`,
        );
      }
      if (purged.auditLog) {
        logger.info(
          `[limpeza] removidos ${purged.auditLog} registros de auditoria além do prazo de guarda`,
        );
      }
    } catch (error) {
      logger.error('[limpeza] falha ao remover registros antigos', error);
    }
  };
  const sweep = async (files: FileStorage) => {
    try {
      const removed = await sweepOrphanFiles(db, files, now());
      if (removed) logger.info(`[limpeza] removidos ${removed} arquivos sem documento ou empresa`);
    } catch (error) {
      logger.error('[limpeza] falha ao remover arquivos sem documento ou empresa', error);
    }
  };
  return scheduleEvery(async () => {
    await purge();
    if (storage) await sweep(storage);
  }, options.everyMs ?? PURGE_EVERY_MS);
}
