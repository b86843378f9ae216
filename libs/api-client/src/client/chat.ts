import type { z } from 'zod';
import { apiMessages } from '../messages';
import { success, type ApiFailure, type ApiResult } from '../result';
import {
  chatBodySchema,
  chatHistoryReplySchema,
  chatNewReplySchema,
  chatReplySchema,
  type ChatHistoryReply,
} from '../schemas/chat';
import type { Call, Routes } from './shared';

/** What a question gives: the answer's markdown and the conversation it was kept in. */
export type ChatAnswer = { output: string; conversationId: string | null };

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
      const output = result.data.output?.trim();
      return success({
        output: output ? output : apiMessages.chatNoOutput,
        conversationId: result.data.conversationId ?? conversationId ?? null,
      });
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
