import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAtColumn, idColumn, instant } from './columns';

/**
 * Mail waiting to be sent (mail/outbox.ts). A message is written here first and sent after, so
 * a mail server that is down delays it instead of losing it. A sender claims due rows (`FOR
 * UPDATE SKIP LOCKED`, then `next_attempt_at` pushed past the attempt), so one server sends each
 * however many run; a sent row is deleted, one that failed too often stays as 'failed' with its
 * last error for the operator.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The one link that matters, printed in the log when mail is written to files. */
    link: text('link'),
    /** Where a reminder or digest is turned off in one click (List-Unsubscribe, RFC 8058). */
    unsubscribe: text('unsubscribe'),
    status: text('status', { enum: ['waiting', 'failed'] })
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_known', sql`${t.status} in ('waiting', 'failed')`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
