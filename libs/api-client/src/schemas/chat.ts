import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_REQUIRED, CHAT_MESSAGE_TOO_LONG } from '@portal/domain';
import { z } from 'zod';
import { authTypeSchema, idSchema, jwtSchema, text } from './common';

/** The server fills the session fields from a Bearer token; chat bodies accept them. */
const chatSession = { jwt: jwtSchema, authType: authTypeSchema.optional() };

/**
 * docs/product.md, The wire format: `{jwt, message (trimmed)}`. Ours: the conversation it continues; without
 * one the server starts a new conversation and answers its id.
 */
export const chatBodySchema = z
  .object({
    ...chatSession,
    message: text()
      .trim()
      .min(1, CHAT_MESSAGE_REQUIRED)
      .max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
    conversationId: idSchema.optional(),
  })
  .strict();
export type ChatBody = z.infer<typeof chatBodySchema>;

/**
 * `output` is markdown; the portal renders it to sanitized HTML. Beyond docs/product.md: the conversation
 * the answer was kept in, and the kept question and answer (ids and times from the server).
 */
export const chatReplySchema = z
  .object({
    output: text().optional(),
    conversationId: idSchema.optional(),
  })
  .passthrough();
export type ChatReply = z.infer<typeof chatReplySchema>;

/** A kept message: the admin's question (text) or the assistant's answer (markdown). */
export const chatStoredMessageSchema = z.object({
  id: idSchema,
  type: z.enum(['user', 'ai']),
  content: text(),
  timestamp: text(),
});
export type ChatStoredMessage = z.infer<typeof chatStoredMessageSchema>;

/** The admin's newest conversation (or the one named), oldest message first. */
export const chatHistoryBodySchema = z
  .object({ ...chatSession, conversationId: idSchema.optional() })
  .strict();
export const chatHistoryReplySchema = z.object({
  conversationId: idSchema.nullable(),
  messages: z.array(chatStoredMessageSchema),
});
export type ChatHistoryReply = z.infer<typeof chatHistoryReplySchema>;

/** 'Nova conversa': an empty conversation becomes the admin's newest. */
export const chatNewBodySchema = z.object(chatSession).strict();
export const chatNewReplySchema = z.object({ conversationId: idSchema });
