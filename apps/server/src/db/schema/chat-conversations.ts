import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, instant } from './columns';
import { users } from './users';

/**
 * An admin's conversation with the AI chat. Only its admin ever reads it; it goes
 * with them when they are deleted.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    /** The last question, answer or 'Nova conversa': the newest conversation is the admin's. */
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export type ChatConversation = typeof chatConversations.$inferSelect;
export type NewChatConversation = typeof chatConversations.$inferInsert;
