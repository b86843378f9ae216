import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn } from './columns';

/** Team e-mails given when a new business was registered (shown to admins while it waits). */
export const businessTeamEmails = pgTable(
  'business_team_emails',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.email] }),
    check('business_team_emails_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

export type BusinessTeamEmail = typeof businessTeamEmails.$inferSelect;
export type NewBusinessTeamEmail = typeof businessTeamEmails.$inferInsert;
