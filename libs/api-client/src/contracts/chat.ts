import { chatBodySchema, chatReplySchema } from '../schemas/chat';
import { c, meta, routerOptions, type WebhookPrefix } from './shared';

export const createChatContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      chat: {
        method: 'POST',
        path: '/chat',
        summary: 'Ask the AI assistant about the system (admin only); answers markdown in output',
        body: chatBodySchema,
        responses: { 200: chatReplySchema },
        metadata: meta({ session: 'jwt' }),
      },
    },
    routerOptions(prefix),
  );
