import {
  chatBodySchema,
  chatHistoryBodySchema,
  chatNewBodySchema,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { parse } from '../http/parse';
import type { ServiceDeps } from '../services/deps';
import { askChat, chatHistory, newChatConversation } from '../services/chat';

/**
 * The admins' AI chat: a question and its markdown answer, the kept conversation, and
 * 'Nova conversa'. Admin only (auth/authorize.ts). When the configured model fails the reply is
 * 502, or 504 when it took longer than 30 s, with docs/product.md's apology as the text.
 */
export const chatRoutes = (deps: ServiceDeps, contract: PortalContract['chat']) =>
  t.router(contract, {
    chat: async ({ body }, { request }) => {
      const { message, conversationId } = parse(chatBodySchema, body);
      const principal = stateOf(request).principal;
      return { status: 200, body: await askChat(deps, principal, { message, conversationId }) };
    },
    history: async ({ body }, { request }) => {
      const { conversationId } = parse(chatHistoryBodySchema, body);
      return {
        status: 200,
        body: await chatHistory(deps, stateOf(request).principal, { conversationId }),
      };
    },
    newConversation: async ({ body }, { request }) => {
      parse(chatNewBodySchema, body);
      return { status: 200, body: await newChatConversation(deps, stateOf(request).principal) };
    },
  });
