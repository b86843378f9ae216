import { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiFailure, type ApiResult } from '../result';
import {
  chatBodySchema,
  chatHistoryReplySchema,
  chatNewReplySchema,
  chatReplySchema,
  type ChatHistoryReply,
} from '../schemas/chat';
import { idSchema } from '../schemas/common';
import type { Call, Routes } from './shared';

/** What a question gives: the answer's markdown and the conversation it was kept in. */
export type ChatAnswer = { output: string; conversationId: string | null };

/** What a streamed answer reports while it is written. */
export type ChatStreamListener = {
  /** The conversation the answer goes into, named before its first word. */
  onStart?: (conversationId: string) => void;
  /** The next piece of the answer's markdown. */
  onText?: (text: string) => void;
  /** 'Parar': closes the stream; the server keeps what was written (the result is 'cancelled'). */
  signal?: AbortSignal;
};

const startSchema = z.object({ conversationId: idSchema });
const textSchema = z.object({ text: z.string() });

/**
 * A refusal the admin can act on says why (the server's pt-BR text: a question too long, a
 * conversation that is gone); too many questions at once is CHAT_RATE_LIMITED whatever the
 * server wrote. Anything else (a fault, a time-out, a 5xx) keeps docs/product.md's banner text.
 */
function sendFailure(result: ApiFailure): ApiFailure {
  if (result.reason !== 'http') return result;
  if (result.status === 429) return { ...result, message: apiMessages.chatRateLimited };
  if ((result.status === 400 || result.status === 404) && result.serverMessage) {
    return { ...result, message: result.serverMessage };
  }
  return result;
}

/** A reply without output gives docs/product.md's 'Desculpe, não consegui processar sua pergunta.'. */
const answerOf = (
  reply: z.infer<typeof chatReplySchema>,
  conversationId: string | null | undefined,
): ChatAnswer => {
  const output = reply.output?.trim();
  return {
    output: output ? output : apiMessages.chatNoOutput,
    conversationId: reply.conversationId ?? conversationId ?? null,
  };
};

export const createChatClient = (deps: { call: Call; routes: Routes<'chat'> }) => {
  const { call, routes } = deps;
  return {
    /**
     * Asks one question (trimmed) in `conversationId`, or in a new conversation without one.
     * Answers markdown; a reply without output gives docs/product.md's 'Desculpe, não consegui processar
     * sua pergunta.' as the answer.
     */
    async send(
      message: z.input<typeof chatBodySchema>['message'],
      conversationId?: string | null,
    ): Promise<ApiResult<ChatAnswer>> {
      const result = await call({
        route: routes.chat,
        body: { message: message.trim(), ...(conversationId ? { conversationId } : {}) },
        reply: chatReplySchema,
        failureMessage: apiMessages.chatSend,
        missingSessionMessage: apiMessages.chatSend,
      });
      if (!result.ok) return sendFailure(result);
      return success(answerOf(result.data, conversationId));
    },

    /**
     * The same question with its answer read as it is written (server-sent events on the same
     * action): the pieces go to `onText` in order; the result is the answer as the server kept
     * it. Refusals and failures are those of `send`.
     */
    async stream(
      message: z.input<typeof chatBodySchema>['message'],
      conversationId: string | null | undefined,
      listener: ChatStreamListener = {},
    ): Promise<ApiResult<ChatAnswer>> {
      const result = await call({
        route: routes.chat,
        body: { message: message.trim(), ...(conversationId ? { conversationId } : {}) },
        reply: chatReplySchema,
        failureMessage: apiMessages.chatSend,
        missingSessionMessage: apiMessages.chatSend,
        ...(listener.signal ? { signal: listener.signal } : {}),
        onEvent: ({ type, data }) => {
          if (type === 'start') {
            const start = startSchema.safeParse(data);
            if (start.success) listener.onStart?.(start.data.conversationId);
          } else if (type === 'text') {
            const text = textSchema.safeParse(data);
            if (text.success) listener.onText?.(text.data.text);
          }
        },
      });
      if (!result.ok) return sendFailure(result);
      return success(answerOf(result.data, conversationId));
    },

    /** The admin's newest conversation (or the one named), oldest message first. */
    history(conversationId?: string | null): Promise<ApiResult<ChatHistoryReply>> {
      return call({
        route: routes.history,
        body: conversationId ? { conversationId } : {},
        reply: chatHistoryReplySchema,
        failureMessage: apiMessages.chatHistoryLoad,
        missingSessionMessage: apiMessages.chatHistoryLoad,
      });
    },

    /** 'Nova conversa': an empty conversation becomes the admin's newest; its id. */
    newConversation(): Promise<ApiResult<z.infer<typeof chatNewReplySchema>>> {
      return call({
        route: routes.newConversation,
        body: {},
        reply: chatNewReplySchema,
        failureMessage: apiMessages.chatNewConversation,
        missingSessionMessage: apiMessages.chatNewConversation,
      });
    },
  };
};
