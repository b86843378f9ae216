import {
  chatBodySchema,
  chatHistoryBodySchema,
  chatHistoryReplySchema,
  chatNewBodySchema,
  chatNewReplySchema,
  chatReplySchema,
} from '../schemas/chat';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const createChatContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      chat: {
        method: 'POST',
        path: '/chat',
        summary: 'Ask the AI assistant about the system (admin only); answers markdown in output',
        description:
          "Read-only answers about the portal's own data. Without `conversationId` a new " +
          'conversation starts; the reply names it. 429 when one admin asks too often. With ' +
          '`Accept: text/event-stream` the answer comes as server-sent events, after the same ' +
          'checks: `start` {conversationId}, `text` {text} for each piece as it is written, then ' +
          '`done` {output, conversationId} (the answer as kept: the pieces joined) or `error` ' +
          '{status, error}. Closing the stream stops the answer; what was written is kept, ' +
          "followed by '_Resposta interrompida._'.",
        body: chatBodySchema,
        responses: { 200: chatReplySchema },
        metadata: meta({ session: 'jwt', roles: ['admin'], sessions: 'keeps', audit: 'reads' }),
      },
      history: {
        method: 'POST',
        path: '/chat/history',
        summary: "The admin's kept conversation (newest, or the one named), oldest message first",
        body: chatHistoryBodySchema,
        responses: { 200: chatHistoryReplySchema },
        metadata: meta({ session: 'jwt', roles: ['admin'], sessions: 'keeps', audit: 'reads' }),
      },
      newConversation: {
        method: 'POST',
        path: '/chat/new',
        summary: "'Nova conversa': starts an empty conversation for the admin",
        body: chatNewBodySchema,
        responses: { 200: chatNewReplySchema },
        metadata: meta({ session: 'jwt', roles: ['admin'], sessions: 'keeps', audit: 'reads' }),
      },
    },
    routerOptions(prefix),
  );
