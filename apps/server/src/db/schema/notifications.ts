import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAtColumn, idColumn, instant } from './columns';
import { users } from './users';

/** What the bell tells a person about. */
export const notificationKinds = [
  'task-assigned',
  'meeting-new',
  'report-reminder',
  'registration-waiting',
  'join-request',
  'erasure-requested',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The bell in the portal's top bar: one row per person and event, its pt-BR text and the portal
 * address it opens written when the event happens. `event_key` names the event ('meeting:<id>'),
 * unique per person, so an event told twice (a retry, two servers) is one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: createdAtColumn(),
    readAt: instant('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_event_unique').on(t.userId, t.eventKey),
    index('notifications_user_recent_idx').on(t.userId, t.createdAt),
    check(
      'notifications_kind_known',
      sql`${t.kind} in ('task-assigned', 'meeting-new', 'report-reminder', 'registration-waiting', 'join-request', 'erasure-requested')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
