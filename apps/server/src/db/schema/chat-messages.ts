import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatConversations } from './chat-conversations';
import { createdAtColumn, idColumn } from './columns';

export const chatMessageTypes = ['user', 'ai'] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];

/**
 * A kept chat message: the admin's question (text, at most CHAT_MESSAGE_MAX characters) or the
 * assistant's answer (markdown). `position` orders a conversation (a question and its answer
 * share an instant); the oldest go once a conversation holds CHAT_CONVERSATION_MAX_MESSAGES.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: chatMessageTypes }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_position_unique').on(t.conversationId, t.position),
    check('chat_messages_type_valid', sql`${t.type} in ('user', 'ai')`),
  ],
);

export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
