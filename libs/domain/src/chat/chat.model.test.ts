import { describe, expect } from 'vitest';
import {
  CHAT_APOLOGY,
  CHAT_EXAMPLE_QUESTIONS,
  CHAT_HISTORY_LOAD_FAILED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_NEW_CONVERSATION_FAILED,
  CHAT_RATE_LIMITED,
  CHAT_SEND_FAILED,
} from '../messages';
import { CHAT_MESSAGE_MAX } from '../validation/limits';
import { replayPath, testModel } from '../testing/model-testing';
import { CHAT_COPIED_MS, chatMachine, chatQuestionOf, type ChatSnapshot } from './chat.machine';
import { selectChatView, STREAMING_MESSAGE_ID } from './chat-view';
import { stoppedAnswer } from './chat-answer';
import type { ChatContext, ChatMessage } from './chat.types';

// A clock that never moves: every message made here gets the next id after the last one, so the
// model's traversal and the replay agree on every id.
const T0 = Date.UTC(2026, 10, 20, 13, 5);
const input = { now: () => T0 };
const CONVERSATION = '00000000-0000-4000-8000-00000000c0a1';
const NEXT = '00000000-0000-4000-8000-00000000c0a2';
const QUESTION = 'Quais empresas estão com o DRE pendente?';
const ANSWER = '| Empresa |\n|---|\n| Padaria Pão da Serra |';
// The answer's first two pieces as the server writes them.
const PIECE_1 = '| Empresa |\n';
const PIECE_2 = '|---|\n';
const TOO_LONG = 'a'.repeat(CHAT_MESSAGE_MAX + 1);
const kept: ChatMessage[] = [
  {
    id: 'kept-q',
    type: 'user',
    content: 'Quantas empresas?',
    timestamp: '2026-11-19T12:00:00.000Z',
  },
  {
    id: 'kept-a',
    type: 'ai',
    content: 'São **6** empresas.',
    timestamp: '2026-11-19T12:00:02.000Z',
  },
];
const rateLimited = { message: CHAT_RATE_LIMITED };

const events = [
  {
    type: 'xstate.done.actor.loadHistory',
    output: { conversationId: CONVERSATION, messages: kept },
  },
  { type: 'xstate.done.actor.loadHistory', output: { conversationId: null, messages: [] } },
  { type: 'xstate.error.actor.loadHistory', error: new Error('offline') },
  { type: 'history.retry' },
  { type: 'draft.change', text: QUESTION },
  { type: 'draft.change', text: '  \n ' },
  { type: 'draft.change', text: TOO_LONG },
  { type: 'message.send' },
  { type: 'example.ask', question: CHAT_EXAMPLE_QUESTIONS[0] },
  { type: 'answer.start', conversationId: NEXT },
  { type: 'answer.text', text: PIECE_1 },
  { type: 'answer.text', text: PIECE_2 },
  { type: 'answer.stop' },
  { type: 'xstate.done.actor.sendMessage', output: { output: ANSWER, conversationId: NEXT } },
  { type: 'xstate.error.actor.sendMessage', error: new Error('socket hang up') },
  { type: 'xstate.error.actor.sendMessage', error: rateLimited },
  { type: 'error.dismiss' },
  { type: 'conversation.new' },
  { type: 'xstate.done.actor.newConversation', output: { conversationId: NEXT } },
  { type: 'xstate.error.actor.newConversation', error: new Error('offline') },
  { type: 'reply.copy', id: 'kept-a' },
  { type: 'reply.copy', id: 'kept-q' },
  { type: 'after.copiedDelay' },
];

type ModelEvent = {
  type: string;
  text?: string;
  conversationId?: string;
  question?: string;
  id?: string;
  output?: unknown;
  error?: unknown;
};
type Value = { conversation: string; copied: string };

// The conversation grows with every question; four messages tell every story (the kept two and
// one exchange, or two exchanges from empty) without an endless model.
const MAX_MESSAGES = 4;

function filterEvents(snapshot: { value: unknown; context: ChatContext }, event: ModelEvent) {
  const ctx = snapshot.context;
  const value = snapshot.value as Value;
  const idle = value.conversation === 'idle';
  switch (event.type) {
    case 'draft.change':
      // A draft that could be sent is not retyped; a blank or too long one may be replaced.
      return (
        ctx.draft !== event.text &&
        (chatQuestionOf(ctx.draft) === null || ctx.draft.trim().length > CHAT_MESSAGE_MAX)
      );
    case 'message.send':
    case 'example.ask':
      return ctx.messages.length < MAX_MESSAGES;
    case 'error.dismiss':
      return ctx.error !== null;
    case 'history.retry':
      return ctx.historyError !== null;
    case 'reply.copy':
      return idle && value.copied === 'hidden';
    case 'after.copiedDelay':
      return value.copied === 'shown';
    // The server names a new conversation before the first piece (a continued one it names
    // as it was, which changes nothing), then writes the pieces in order.
    case 'answer.start':
      return ctx.conversationId === null && ctx.streamed === '';
    case 'answer.text':
      return ctx.streamed === (event.text === PIECE_1 ? '' : PIECE_1);
    default:
      return true;
  }
}

// What tells two states apart; also what the replay compares (the clock is a function).
const meaning = (ctx: ChatContext) => ({
  messages: ctx.messages.map((m) => `${m.id}:${m.type}:${m.content.slice(0, 40)}`),
  draft: ctx.draft.length > 60 ? `${ctx.draft.length} chars` : ctx.draft,
  conversationId: ctx.conversationId,
  pending: ctx.pending,
  streamed: ctx.streamed,
  error: ctx.error,
  historyError: ctx.historyError,
  copiedId: ctx.copiedId,
});

const serializeState = (snapshot: { value: unknown; context: ChatContext }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

describe('chat model', () => {
  testModel(
    chatMachine,
    {
      traversal: { events, filterEvents, serializeState },
      actorNames: ['loadHistory', 'sendMessage', 'newConversation'],
      actionNames: ['copyText'],
      delays: { copiedDelay: CHAT_COPIED_MS },
      input,
    },
    async (h, path) => {
      const snapshot = () => h.actor.getSnapshot() as ChatSnapshot;
      const ctx = () => snapshot().context;
      const view = () => selectChatView(snapshot());

      // What each event must do, seen from outside, on top of the model's own state and context.
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        const wasIdle = snapshot().matches({ conversation: 'idle' });
        const copies = h.actions.copyText.mock.calls.length;
        const sends = h.actors.inputsOf('sendMessage').length;
        await h.execute(event as never);
        const after = ctx();
        const last = after.messages.at(-1);
        switch (event.type) {
          case 'message.send': {
            const question = chatQuestionOf(before.draft);
            const long = before.draft.trim().length > CHAT_MESSAGE_MAX;
            if (!wasIdle || question === null || long) {
              // Nothing leaves; a long question says why, a blank one nothing at all.
              expect(h.actors.inputsOf('sendMessage')).toHaveLength(sends);
              expect(after.messages).toEqual(before.messages);
              if (wasIdle && long) expect(after.error).toBe(CHAT_MESSAGE_TOO_LONG);
            } else {
              // docs/product.md: message added, input cleared, busy, call.
              expect(after.draft).toBe('');
              expect(last).toMatchObject({ type: 'user', content: question });
              expect(after.error).toBeNull();
              expect(view().isBusy).toBe(true);
            }
            break;
          }
          case 'example.ask':
            if (wasIdle) {
              expect(after.draft).toBe(before.draft);
              expect(last).toMatchObject({ type: 'user', content: event.question });
            } else {
              expect(after.messages).toEqual(before.messages);
            }
            break;
          case 'xstate.done.actor.sendMessage':
            // The answer as kept replaces the pieces shown.
            expect(last).toMatchObject({ type: 'ai', content: ANSWER });
            expect(after.conversationId).toBe(NEXT);
            expect(view().messages.some((m) => m.isStreaming)).toBe(false);
            break;
          case 'answer.start':
            expect(after.conversationId).toBe(NEXT);
            break;
          case 'answer.text': {
            // The typing indicator gives way to the text, which grows by the piece.
            const shown = view().messages.at(-1);
            expect(shown).toMatchObject({
              id: STREAMING_MESSAGE_ID,
              type: 'ai',
              content: before.streamed + event.text,
              isStreaming: true,
            });
            expect(view()).toMatchObject({ isTyping: false, canStop: true, isSending: true });
            break;
          }
          case 'answer.stop':
            // What was written stays, marked as stopped, as the server keeps it; nothing is
            // on its way any more.
            expect(last).toMatchObject({ type: 'ai', content: stoppedAnswer(before.streamed) });
            expect(after.messages).toHaveLength(before.messages.length + 1);
            expect(view()).toMatchObject({ isSending: false, canStop: false, isBusy: false });
            expect(after.conversationId).toBe(before.conversationId);
            break;
          case 'xstate.error.actor.sendMessage':
            // the error catalogue in docs/product.md: the banner (or the server's reason) and the apology.
            expect(last).toMatchObject({ type: 'ai', content: CHAT_APOLOGY });
            expect(after.error).toBe(
              event.error === rateLimited ? CHAT_RATE_LIMITED : CHAT_SEND_FAILED,
            );
            break;
          case 'xstate.done.actor.newConversation':
            expect(view()).toMatchObject({ isEmpty: true, error: null, historyError: null });
            expect(after.conversationId).toBe(NEXT);
            break;
          case 'xstate.error.actor.newConversation':
            expect(after.messages).toEqual(before.messages);
            expect(after.error).toBe(CHAT_NEW_CONVERSATION_FAILED);
            break;
          case 'xstate.error.actor.loadHistory':
            expect(view()).toMatchObject({
              status: 'ready',
              historyError: CHAT_HISTORY_LOAD_FAILED,
            });
            break;
          case 'reply.copy': {
            const reply = before.messages.find((m) => m.id === event.id && m.type === 'ai');
            expect(h.actions.copyText.mock.calls.length).toBe(copies + (reply ? 1 : 0));
            if (reply)
              expect(h.actions.copyText.mock.calls.at(-1)?.[1]).toEqual({ text: reply.content });
            break;
          }
        }
        // Every id is unique, and a message made here is stamped with the clock.
        const ids = after.messages.map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'conversation.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', isBusy: true, canSend: false });
          },
          'conversation.idle': () => {
            const v = view();
            expect(v).toMatchObject({ status: 'ready', isBusy: false, isSending: false });
            expect(v.canSend).toBe(chatQuestionOf(ctx().draft) !== null);
            expect(v.canStartNew).toBe(ctx().messages.length > 0);
            expect(v.isEmpty).toBe(ctx().messages.length === 0);
          },
          'conversation.sending': () => {
            const c = ctx();
            expect(view()).toMatchObject({
              isSending: true,
              isBusy: true,
              canSend: false,
              canStop: true,
              isTyping: c.streamed === '',
            });
            expect(h.actors.inputsOf('sendMessage').at(-1)).toMatchObject({
              message: c.pending,
            });
            expect(c.messages.at(-1)).toMatchObject({ type: 'user', content: c.pending });
            expect(view().messages.at(-1)?.isStreaming).toBe(c.streamed ? true : undefined);
          },
          'conversation.starting': () => {
            expect(view()).toMatchObject({ isStartingNew: true, isBusy: true, canStartNew: false });
          },
          'copied.hidden': () => expect(view().copiedId).toBeNull(),
          'copied.shown': () => {
            const id = view().copiedId;
            expect(ctx().messages.find((m) => m.id === id)?.type).toBe('ai');
          },
        },
        (context) => meaning(context as ChatContext),
      );
    },
  );
});
