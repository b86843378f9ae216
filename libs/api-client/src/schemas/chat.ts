import { CHAT_MESSAGE_REQUIRED, MAX_LENGTH } from '@portal/domain';
import { z } from 'zod';
import { capped, jwtSchema, text } from './common';

export const chatBodySchema = z.object({
  jwt: jwtSchema,
  message: capped(MAX_LENGTH.longText).trim().min(1, CHAT_MESSAGE_REQUIRED),
});
export type ChatBody = z.infer<typeof chatBodySchema>;

/** `output` is markdown; the portal renders it to sanitized HTML. */
export const chatReplySchema = z.object({ output: text().optional() }).passthrough();
export type ChatReply = z.infer<typeof chatReplySchema>;
