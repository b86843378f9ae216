import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '../db';

/**
 * Queries on `chat_conversations` and `chat_messages`. Every one names the admin: a conversation
 * is only ever found through its owner.
 */

export type ChatMessageRow = typeof schema.chatMessages.$inferSelect;
export type ChatMessageType = ChatMessageRow['type'];

const c = schema.chatConversations;
const m = schema.chatMessages;

/**
 * The admin's conversation by id, or null (another admin's is null too); with `lock`, locked for
 * the rest of the caller's transaction.
 */
export async function findConversationOf(
  db: Database,
  userId: string,
  id: string,
  lock = false,
): Promise<{ id: string } | null> {
  const query = db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.id, id), eq(c.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The admin's newest conversation (last used or started), or null without any. */
export async function findNewestConversationOf(
  db: Database,
  userId: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(eq(c.userId, userId))
    .orderBy(desc(c.updatedAt), desc(c.createdAt))
    .limit(1);
  return row ?? null;
}

type NewMessage = { type: ChatMessageType; content: string; at: Date };

/**
 * A new conversation of the admin's, started at `at`, with `messages` as its first ones (none for
 * an empty one); it was last used when the last of them was written.
 */
export async function insertConversation(
  tx: Database,
  userId: string,
  at: Date,
  messages: readonly NewMessage[] = [],
  /** An id chosen before the insert (an answer streamed names its conversation first). */
  id?: string,
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(c)
    .values({
      ...(id ? { id } : {}),
      userId,
      createdAt: at,
      updatedAt: messages.at(-1)?.at ?? at,
    })
    .returning({ id: c.id });
  if (messages.length) await insertMessages(tx, row!.id, messages, 0);
  return row!;
}

const insertMessages = (
  tx: Database,
  conversationId: string,
  messages: readonly NewMessage[],
  start: number,
): Promise<ChatMessageRow[]> =>
  tx
    .insert(m)
    .values(
      messages.map((message, index) => ({
        conversationId,
        position: start + index,
        type: message.type,
        content: message.content,
        createdAt: message.at,
      })),
    )
    .returning();

export async function touchConversation(tx: Database, id: string, at: Date): Promise<void> {
  await tx.update(c).set({ updatedAt: at }).where(eq(c.id, id));
}

/** The conversation's messages, oldest first. */
export function listMessages(db: Database, conversationId: string): Promise<ChatMessageRow[]> {
  return db.select().from(m).where(eq(m.conversationId, conversationId)).orderBy(asc(m.position));
}

/** The conversation's newest `limit` messages, oldest first (the model's context). */
export async function listLastMessages(
  db: Database,
  conversationId: string,
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(m)
    .where(eq(m.conversationId, conversationId))
    .orderBy(desc(m.position))
    .limit(limit);
  return rows.reverse();
}

/**
 * Appends messages after the conversation's last (the caller holds the conversation's lock),
 * then drops the oldest beyond `keep`.
 */
export async function appendMessages(
  tx: Database,
  conversationId: string,
  messages: readonly NewMessage[],
  keep: number,
): Promise<ChatMessageRow[]> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${m.position}), -1)`.mapWith(Number) })
    .from(m)
    .where(eq(m.conversationId, conversationId));
  const start = (last?.position ?? -1) + 1;
  const saved = await insertMessages(tx, conversationId, messages, start);
  const newest = start + messages.length - 1;
  await tx
    .delete(m)
    .where(and(eq(m.conversationId, conversationId), lte(m.position, newest - keep)));
  return saved;
}
