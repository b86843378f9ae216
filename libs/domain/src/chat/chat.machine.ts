import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import {
  CHAT_APOLOGY,
  CHAT_HISTORY_LOAD_FAILED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_NEW_CONVERSATION_FAILED,
  CHAT_SEND_FAILED,
} from '../messages';
import { CHAT_MESSAGE_MAX } from '../validation/limits';
import { failureMessage } from '../validation/failure';
import { stoppedAnswer } from './chat-answer';
import {
  initialChatContext,
  type ChatContext,
  type ChatEvent,
  type ChatMachineInput,
  type ChatMessage,
  type LoadChatHistoryOutput,
  type NewConversationOutput,
  type SendChatMessageInput,
  type SendChatMessageOutput,
} from './chat.types';

// The admins' AI chat (docs/product.md "Admin: AI chat" "Chat send", "Chat", "Chat"): the kept
// conversation loaded on entry, one question at a time with its answer shown as it is written
// ('Parar' ends it), 'Nova conversa', and copying a reply.

/** How long a copied reply's button says so (our choice). */
export const CHAT_COPIED_MS = 2000;

/** docs/product.md, Limits: a blank question is never sent; ours: nor one longer than CHAT_MESSAGE_MAX. */
export function chatQuestionOf(text: string): string | null {
  const question = text.trim();
  return question === '' ? null : question;
}

/**
 * A message made here: its id is the clock's millisecond as text (docs/product.md), one more than the
 * last when the clock has not moved since (an answer within the same millisecond).
 */
function newMessage(context: ChatContext, type: ChatMessage['type'], content: string): ChatMessage {
  const at = context.now();
  const last = Number(context.messages.at(-1)?.id);
  const id = Number.isSafeInteger(last) && last >= at ? last + 1 : at;
  return { id: String(id), type, content, timestamp: new Date(at).toISOString() };
}

/** The question leaves: it joins the conversation, the banner goes, the actor gets it. */
const ask = (context: ChatContext, question: string) => ({
  messages: [...context.messages, newMessage(context, 'user', question)],
  pending: question,
  error: null,
});

const aiReplyOf = (context: ChatContext, id: string) =>
  context.messages.find((message) => message.id === id && message.type === 'ai');

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatMachineInput,
  },
  guards: {
    isDraftBlank: ({ context }) => chatQuestionOf(context.draft) === null,
    isDraftTooLong: ({ context }) => context.draft.trim().length > CHAT_MESSAGE_MAX,
    canAskExample: ({ event }) =>
      event.type === 'example.ask' && chatQuestionOf(event.question) !== null,
    hasMessages: ({ context }) => context.messages.length > 0,
    hasHistoryError: ({ context }) => context.historyError !== null,
    isAiReply: ({ context, event }) =>
      event.type === 'reply.copy' && aiReplyOf(context, event.id) !== undefined,
  },
  actions: {
    /** Portal: the reply's markdown to the clipboard. */
    copyText: (_, _params: { text: string }): void => {
      throw new Error('copyText not provided');
    },
    markCopied: assign({
      copiedId: ({ event }) => (event.type === 'reply.copy' ? event.id : null),
    }),
  },
  actors: {
    loadHistory: fromPromise<LoadChatHistoryOutput, void>(async () => {
      throw new Error('loadHistory not provided');
    }),
    sendMessage: fromPromise<SendChatMessageOutput, SendChatMessageInput>(async () => {
      throw new Error('sendMessage not provided');
    }),
    newConversation: fromPromise<NewConversationOutput, void>(async () => {
      throw new Error('newConversation not provided');
    }),
  },
  delays: {
    copiedDelay: CHAT_COPIED_MS,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ ...initialChatContext, now: input?.now ?? initialChatContext.now }),
  type: 'parallel',
  on: {
    // Typing is never blocked: the next question may be written while an answer is on its way.
    'draft.change': { actions: assign({ draft: ({ event }) => event.text }) },
    'error.dismiss': { actions: assign({ error: null }) },
  },
  states: {
    conversation: {
      initial: 'loading',
      states: {
        // The kept conversation first (it survives a reload); a failure only says so.
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({
                  messages: event.output.messages,
                  conversationId: event.output.conversationId,
                  historyError: null,
                })),
                raise({ type: 'copied.clear' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({ historyError: CHAT_HISTORY_LOAD_FAILED }),
            },
          },
        },
        idle: {
          on: {
            'message.send': [
              { guard: 'isDraftBlank' },
              { guard: 'isDraftTooLong', actions: assign({ error: CHAT_MESSAGE_TOO_LONG }) },
              {
                target: 'sending',
                actions: assign(({ context }) => ({
                  ...ask(context, context.draft.trim()),
                  draft: '',
                })),
              },
            ],
            // The typed draft stays: an example does not throw away what the person wrote.
            'example.ask': {
              guard: 'canAskExample',
              target: 'sending',
              actions: assign(({ context, event }) => ask(context, event.question.trim())),
            },
            'conversation.new': { guard: 'hasMessages', target: 'starting' },
            'history.retry': { guard: 'hasHistoryError', target: 'loading' },
          },
        },
        // docs/product.md: busy until the answer or the failure; nothing else is sent meanwhile.
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context, self }) => ({
              message: context.pending ?? '',
              conversationId: context.conversationId,
              report: (event) => self.send(event),
            }),
            // The answer as kept replaces the pieces shown (the same text, or the apology for
            // an empty one).
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                messages: [...context.messages, newMessage(context, 'ai', event.output.output)],
                conversationId: event.output.conversationId ?? context.conversationId,
                pending: null,
                streamed: '',
                historyError: null,
              })),
            },
            // the error catalogue in docs/product.md: the banner, and the apology as the assistant's answer.
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                messages: [...context.messages, newMessage(context, 'ai', CHAT_APOLOGY)],
                error: failureMessage(event.error, CHAT_SEND_FAILED),
                pending: null,
                streamed: '',
              })),
            },
          },
          on: {
            // Named before the first piece: a stopped answer is kept in that conversation, and
            // the next question continues it.
            'answer.start': {
              actions: assign({ conversationId: ({ event }) => event.conversationId }),
            },
            'answer.text': {
              actions: assign({ streamed: ({ context, event }) => context.streamed + event.text }),
            },
            // Leaving `sending` stops the actor, whose signal ends the call: the server keeps
            // the same text as is shown here.
            'answer.stop': {
              target: 'idle',
              actions: assign(({ context }) => ({
                messages: [
                  ...context.messages,
                  newMessage(context, 'ai', stoppedAnswer(context.streamed)),
                ],
                pending: null,
                streamed: '',
              })),
            },
          },
        },
        // 'Nova conversa': the server keeps the empty conversation as the newest, so a reload
        // shows it empty too; what was shown stays until it answers.
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'newConversation',
            src: 'newConversation',
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({
                  messages: [],
                  conversationId: event.output.conversationId,
                  error: null,
                  historyError: null,
                })),
                // The copied reply is gone with its conversation.
                raise({ type: 'copied.clear' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, CHAT_NEW_CONVERSATION_FAILED),
              }),
            },
          },
        },
      },
    },
    // A copied reply's button says so for CHAT_COPIED_MS; copying again starts the time again
    // (going from the region into `shown` leaves and re-enters it, which restarts its `after`).
    copied: {
      initial: 'hidden',
      on: {
        'reply.copy': {
          guard: 'isAiReply',
          target: '.shown',
          actions: [
            {
              type: 'copyText',
              params: ({ context, event }) => ({
                text: aiReplyOf(context, event.id)?.content ?? '',
              }),
            },
            'markCopied',
          ],
        },
        'copied.clear': '.hidden',
      },
      states: {
        hidden: { entry: assign({ copiedId: null }) },
        shown: { after: { copiedDelay: 'hidden' } },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
export type ChatSnapshot = SnapshotFrom<typeof chatMachine>;
