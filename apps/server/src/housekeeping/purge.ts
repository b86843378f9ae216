import { and, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { schema, type Database } from '../db';
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

export type Purged = { loginAttempts: number; resetTokens: number };

/**
 * Deletes login counters untouched for PURGE_AFTER_MS whose lock (if any) is over, and reset
 * tokens used or expired more than PURGE_AFTER_MS ago. Safe to run on several servers at once.
 */
export async function purgeExpired(db: Database, now: Date): Promise<Purged> {
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
  return { loginAttempts: attempts.length, resetTokens: tokens.length };
}

export type PurgeSchedule = Schedule;

/**
 * Purges now and then every `everyMs`; a failed purge is logged and tried again next time. With
 * `storage`, each round also sweeps stored document files no row names (orphan-files.ts).
 */
export function schedulePurge(options: {
  db: Database;
  now: () => Date;
  logger: Logger;
  storage?: FileStorage;
  everyMs?: number;
}): PurgeSchedule {
  const { db, now, logger, storage } = options;
  const purge = async () => {
    try {
      const purged = await purgeExpired(db, now());
      if (purged.loginAttempts || purged.resetTokens) {
        logger.info(
          `[limpeza] removidos ${purged.loginAttempts} contadores de login e ${purged.resetTokens} links de redefinição antigos`,
        );
      }
    } catch (error) {
      logger.error('[limpeza] falha ao remover registros antigos', error);
    }
  };
  const sweep = async (files: FileStorage) => {
    try {
      const removed = await sweepOrphanFiles(db, files, now());
      if (removed) logger.info(`[limpeza] removidos ${removed} arquivos sem documento`);
    } catch (error) {
      logger.error('[limpeza] falha ao remover arquivos sem documento', error);
    }
  };
  return scheduleEvery(async () => {
    await purge();
    if (storage) await sweep(storage);
  }, options.everyMs ?? PURGE_EVERY_MS);
}
