import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn } from './columns';
import { users } from './users';

/** Which users belong to which businesses (user: one, council: many, admin: implicit all). */
export const userBusinesses = pgTable(
  'user_businesses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index('user_businesses_business_idx').on(t.businessId),
  ],
);

export type UserBusiness = typeof userBusinesses.$inferSelect;
export type NewUserBusiness = typeof userBusinesses.$inferInsert;
