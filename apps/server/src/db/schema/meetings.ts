import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAtColumn, idColumn, instant } from './columns';

export const meetings = pgTable(
  'meetings',
  {
    id: idColumn(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: instant('date').notNull(),
    overview: text('overview').notNull().default(''),
    /** Rich text (markdown-like: **bold**, (hh:mm - hh:mm) ranges); sanitized when rendered. */
    notes: text('notes').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('meetings_business_date_idx').on(t.businessId, t.date)],
);

export type Meeting = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;
