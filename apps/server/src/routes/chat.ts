import {
  chatBodySchema,
  chatHistoryBodySchema,
  chatNewBodySchema,
  type ChatReply,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { parse } from '../http/parse';
import { serverSentEvents } from '../http/server-sent-events';
import { STATUS_OF } from '../http/replies';
import type { ServiceDeps } from '../services/deps';
import {
  askChat,
  chatHistory,
  newChatConversation,
  openChatStream,
  type ChatStream,
  type ChatStreamEvent,
} from '../services/chat';

/** The client reads the answer as it is written (`Accept: text/event-stream`). */
const wantsStream = (request: Request) =>
  request.headers.get('accept')?.includes('text/event-stream') ?? false;

/** A stream's events as the client reads them: a failure with the HTTP status the JSON call has. */
type WireEvent =
  Exclude<ChatStreamEvent, { type: 'error' }> | { type: 'error'; status: number; error: string };

const onTheWire =
  (run: ChatStream['run']) =>
  (emit: (event: WireEvent) => void, stop: AbortSignal): Promise<void> =>
    run((event) => {
      if (event.type !== 'error') return emit(event);
      const status = event.kind === 'internal' ? 500 : STATUS_OF[event.kind];
      emit({ type: 'error', status, error: event.error });
    }, stop);

/**
 * The admins' AI chat: a question and its markdown answer, the kept conversation, and
 * 'Nova conversa'. Admin only (auth/authorize.ts). When the configured model fails the reply is
 * 502, or 504 when it took longer than 30 s, with docs/product.md's apology as the text. A client
 * that accepts text/event-stream gets the answer as server-sent events instead
 * (services/chat/chat-stream.ts), after the same checks; refused, it gets the same JSON refusal.
 */
export const chatRoutes = (deps: ServiceDeps, contract: PortalContract['chat']) =>
  t.router(contract, {
    chat: async ({ body }, { request }) => {
      const { message, conversationId } = parse(chatBodySchema, body);
      const principal = stateOf(request).principal;
      if (wantsStream(request)) {
        const stream = await openChatStream(deps, principal, { message, conversationId });
        // Not a ChatReply: the dispatcher sends a StreamedReply as it is (http/dispatch.ts).
        const reply = serverSentEvents(onTheWire(stream.run), request) as unknown as ChatReply;
        return { status: 200, body: reply };
      }
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
