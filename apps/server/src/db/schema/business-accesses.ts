import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { idColumn, instant } from './columns';
import { users } from './users';

/**
 * Spy-mode entries into a company: an admin or council member opened its dashboard.
 * The company sees who and when (its accessLog). The name and role are those of the moment of the
 * entry, so the log still reads right after the person is renamed, demoted or deleted.
 */
export const businessAccesses = pgTable(
  'business_accesses',
  {
    id: idColumn(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Who entered; null once that person is deleted (the name stays). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'council'] }).notNull(),
    at: instant('at').notNull().defaultNow(),
    /** The client's address as the server saw it; null for entries made before it was kept. */
    address: text('address'),
  },
  (t) => [
    index('business_accesses_business_at_idx').on(t.businessId, t.at),
    // The audit log reads every company's entries newest first, and its retention purges by age.
    index('business_accesses_at_idx').on(t.at),
    check('business_accesses_role_valid', sql`${t.role} in ('admin', 'council')`),
  ],
);

export type BusinessAccess = typeof businessAccesses.$inferSelect;
export type NewBusinessAccess = typeof businessAccesses.$inferInsert;
