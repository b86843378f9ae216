import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Failed-login counters, kept in the database so that several API servers behind one
 * PostgreSQL share them. `key` is namespaced by the caller, e.g. 'key:ana@x.com' or 'ip:1.2.3.4'.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull().defaultNow(),
  lockedUntil: instant('locked_until'),
});

export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type NewLoginAttempt = typeof loginAttempts.$inferInsert;
