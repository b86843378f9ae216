import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CHAT_APOLOGY,
  CHAT_EXAMPLE_QUESTIONS,
  CHAT_HISTORY_LOAD_FAILED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_NEW_CONVERSATION_FAILED,
  CHAT_NO_OUTPUT,
  CHAT_RATE_LIMITED,
  CHAT_SEND_FAILED,
} from '../messages';
import { CHAT_MESSAGE_MAX } from '../validation/limits';
import { controlledActors, flush } from '../testing/model-testing';
import { CHAT_COPIED_MS, chatMachine, type ChatSnapshot } from './chat.machine';
import { selectChatView, STREAMING_MESSAGE_ID } from './chat-view';
import { stoppedAnswer } from './chat-answer';
import type { ChatMessage, LoadChatHistoryOutput, SendChatMessageInput } from './chat.types';

const ACTORS = ['loadHistory', 'sendMessage', 'newConversation'] as const;
type ActorName = (typeof ACTORS)[number];
// 20 Nov 2026, 13:05:00.000 UTC.
const T0 = Date.UTC(2026, 10, 20, 13, 5);
const CONVERSATION = '00000000-0000-4000-8000-00000000c0a1';
const NEXT = '00000000-0000-4000-8000-00000000c0a2';

const kept: ChatMessage[] = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    type: 'user',
    content: 'Quantas empresas?',
    timestamp: '2026-11-19T12:00:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    type: 'ai',
    content: 'São **6** empresas.',
    timestamp: '2026-11-19T12:00:02.000Z',
  },
];
const history: LoadChatHistoryOutput = { conversationId: CONVERSATION, messages: kept };
const empty: LoadChatHistoryOutput = { conversationId: null, messages: [] };
/** The api-client's failures: a plain object whose message is the text to show. */
const refusal = (message: string) => ({ ok: false, reason: 'http', message });

function start() {
  let clock = T0;
  const actors = controlledActors(ACTORS);
  const copyText = vi.fn();
  const actor = createActor(
    chatMachine.provide({ actors: actors.logics as never, actions: { copyText } }),
    { input: { now: () => clock } },
  );
  actor.start();
  const snapshot = () => actor.getSnapshot() as ChatSnapshot;
  const view = () => selectChatView(snapshot());
  const settle = async (name: ActorName, how: 'resolve' | 'reject', value: unknown) => {
    actors[how](name, value);
    await flush();
  };
  const type = (text: string) => actor.send({ type: 'draft.change', text });
  const tick = (ms: number) => {
    clock += ms;
  };
  return { actor, actors, view, settle, type, tick, copyText, send: actor.send.bind(actor) };
}

/** The questions the answer's actor was given (without its report callback). */
const questionsOf = (chat: { actors: { inputsOf: (name: ActorName) => unknown[] } }) =>
  chat.actors.inputsOf('sendMessage').map((input) => {
    const { message, conversationId } = input as { message: string; conversationId: unknown };
    return { message, conversationId };
  });

async function startWith(output: LoadChatHistoryOutput = empty) {
  const chat = start();
  await chat.settle('loadHistory', 'resolve', output);
  return chat;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat: the kept conversation', () => {
  it('loads it on entry and shows it, oldest first, with pt-BR HH:MM times', async () => {
    const chat = start();
    expect(chat.view()).toMatchObject({ status: 'loading', isBusy: true, canSend: false });
    expect(chat.actors.inputsOf('loadHistory')).toHaveLength(1);
    await chat.settle('loadHistory', 'resolve', history);
    const view = chat.view();
    expect(view).toMatchObject({ status: 'ready', isEmpty: false, isBusy: false });
    expect(view.messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'Quantas empresas?'],
      ['ai', 'São **6** empresas.'],
    ]);
    expect(view.messages[0]?.time).toMatch(/^\d{2}:\d{2}$/);
    // The next question continues it.
    chat.type('E quais estão pendentes?');
    chat.send({ type: 'message.send' });
    expect(questionsOf(chat)).toEqual([
      { message: 'E quais estão pendentes?', conversationId: CONVERSATION },
    ]);
  });

  it('starts empty with the welcome examples when the admin has no conversation yet', async () => {
    const chat = await startWith(empty);
    expect(chat.view()).toMatchObject({
      status: 'ready',
      isEmpty: true,
      examples: CHAT_EXAMPLE_QUESTIONS,
      canStartNew: false,
      historyError: null,
    });
  });

  it('only says so when it cannot be loaded: the chat still works, and may try again', async () => {
    const chat = start();
    await chat.settle('loadHistory', 'reject', refusal('Erro de conexão'));
    expect(chat.view()).toMatchObject({
      status: 'ready',
      isEmpty: true,
      historyError: CHAT_HISTORY_LOAD_FAILED,
      error: null,
    });
    chat.send({ type: 'history.retry' });
    expect(chat.view().status).toBe('loading');
    await chat.settle('loadHistory', 'resolve', history);
    expect(chat.view()).toMatchObject({ historyError: null, isEmpty: false });
  });

  it('forgets the failed load once a question is answered (no retry then)', async () => {
    const chat = start();
    await chat.settle('loadHistory', 'reject', new Error('offline'));
    chat.type('Oi');
    chat.send({ type: 'message.send' });
    expect(questionsOf(chat)).toEqual([{ message: 'Oi', conversationId: null }]);
    await chat.settle('sendMessage', 'resolve', { output: 'Olá!', conversationId: NEXT });
    expect(chat.view().historyError).toBeNull();
    chat.send({ type: 'history.retry' });
    expect(chat.actors.inputsOf('loadHistory')).toHaveLength(1);
  });

  it('sends nothing while it loads', () => {
    const chat = start();
    chat.type('Quantas empresas?');
    chat.send({ type: 'message.send' });
    chat.send({ type: 'example.ask', question: CHAT_EXAMPLE_QUESTIONS[0] });
    expect(chat.actors.inputsOf('sendMessage')).toEqual([]);
    // Typing is kept.
    expect(chat.view().draft).toBe('Quantas empresas?');
  });
});

describe('chat: sending (docs/product.md "Chat send")', () => {
  it('adds the question, clears the input, is busy, then appends the answer', async () => {
    const chat = await startWith();
    chat.type('  Quantas empresas?\n');
    expect(chat.view().canSend).toBe(true);
    chat.send({ type: 'message.send' });
    const sending = chat.view();
    expect(sending).toMatchObject({ draft: '', isSending: true, isBusy: true, canSend: false });
    expect(sending.messages).toEqual([
      {
        id: String(T0),
        type: 'user',
        content: 'Quantas empresas?',
        timestamp: '2026-11-20T13:05:00.000Z',
        time: expect.stringMatching(/^\d{2}:\d{2}$/),
      },
    ]);
    expect(chat.actors.inputsOf('sendMessage')).toEqual([
      { message: 'Quantas empresas?', conversationId: null, report: expect.any(Function) },
    ]);
    chat.tick(1500);
    await chat.settle('sendMessage', 'resolve', {
      output: 'São **6** empresas.',
      conversationId: CONVERSATION,
    });
    const answered = chat.view();
    expect(answered).toMatchObject({ isSending: false, isBusy: false, error: null });
    expect(answered.messages.at(-1)).toMatchObject({
      id: String(T0 + 1500),
      type: 'ai',
      content: 'São **6** empresas.',
      timestamp: '2026-11-20T13:05:01.500Z',
    });
    // The server named the conversation: the next question continues it.
    chat.type('E em outubro?');
    chat.send({ type: 'message.send' });
    expect(chat.actors.inputsOf('sendMessage').at(-1)).toEqual({
      message: 'E em outubro?',
      conversationId: CONVERSATION,
      report: expect.any(Function),
    });
  });

  it('gives every message its own id, even within one millisecond', async () => {
    const chat = await startWith();
    chat.type('Oi');
    chat.send({ type: 'message.send' });
    await chat.settle('sendMessage', 'resolve', { output: 'Olá', conversationId: CONVERSATION });
    const ids = chat.view().messages.map((m) => m.id);
    expect(ids).toEqual([String(T0), String(T0 + 1)]);
  });

  it("shows the product's 'no output' apology as the answer when the client gives it", async () => {
    const chat = await startWith();
    chat.type('Oi');
    chat.send({ type: 'message.send' });
    await chat.settle('sendMessage', 'resolve', { output: CHAT_NO_OUTPUT, conversationId: null });
    expect(chat.view().messages.at(-1)).toMatchObject({ type: 'ai', content: CHAT_NO_OUTPUT });
    expect(chat.view().error).toBeNull();
  });

  it('on failure shows the banner and the apology, and busy ends', async () => {
    const chat = await startWith();
    chat.type('Quantas empresas?');
    chat.send({ type: 'message.send' });
    await chat.settle('sendMessage', 'reject', new Error('socket hang up'));
    const view = chat.view();
    expect(view).toMatchObject({ error: CHAT_SEND_FAILED, isSending: false, isBusy: false });
    expect(view.messages.map((m) => [m.type, m.content])).toEqual([
      ['user', 'Quantas empresas?'],
      ['ai', CHAT_APOLOGY],
    ]);
    // The next question clears the banner.
    chat.type('De novo');
    chat.send({ type: 'message.send' });
    expect(chat.view().error).toBeNull();
  });

  it("says the server's reason in the banner (too many questions), the apology as the answer", async () => {
    const chat = await startWith();
    chat.type('Oi');
    chat.send({ type: 'message.send' });
    await chat.settle('sendMessage', 'reject', refusal(CHAT_RATE_LIMITED));
    expect(chat.view().error).toBe(CHAT_RATE_LIMITED);
    expect(chat.view().messages.at(-1)?.content).toBe(CHAT_APOLOGY);
    chat.send({ type: 'error.dismiss' });
    expect(chat.view().error).toBeNull();
  });

  it('sends nothing blank, and nothing while an answer is pending (docs/product.md, Limits)', async () => {
    const chat = await startWith();
    chat.type('   \n  ');
    expect(chat.view().canSend).toBe(false);
    chat.send({ type: 'message.send' });
    expect(chat.actors.inputsOf('sendMessage')).toEqual([]);
    expect(chat.view().messages).toEqual([]);

    chat.type('Primeira');
    chat.send({ type: 'message.send' });
    chat.type('Segunda');
    chat.send({ type: 'message.send' });
    chat.send({ type: 'example.ask', question: CHAT_EXAMPLE_QUESTIONS[1] });
    chat.send({ type: 'conversation.new' });
    expect(chat.actors.inputsOf('sendMessage')).toHaveLength(1);
    expect(chat.actors.inputsOf('newConversation')).toHaveLength(0);
    // What was typed meanwhile waits in the textarea.
    expect(chat.view()).toMatchObject({ draft: 'Segunda', canSend: false });
    await chat.settle('sendMessage', 'resolve', { output: 'Ok', conversationId: CONVERSATION });
    expect(chat.view().canSend).toBe(true);
  });

  it('refuses a question longer than the limit with its text, sending nothing', async () => {
    const chat = await startWith();
    chat.type('a'.repeat(CHAT_MESSAGE_MAX + 1));
    chat.send({ type: 'message.send' });
    expect(chat.view()).toMatchObject({ error: CHAT_MESSAGE_TOO_LONG, isSending: false });
    expect(chat.view().draft).toHaveLength(CHAT_MESSAGE_MAX + 1);
    expect(chat.actors.inputsOf('sendMessage')).toEqual([]);
    chat.type('a'.repeat(CHAT_MESSAGE_MAX));
    chat.send({ type: 'message.send' });
    expect(chat.actors.inputsOf('sendMessage')).toHaveLength(1);
  });

  it('asks an example question at once, keeping whatever was typed', async () => {
    const chat = await startWith();
    chat.type('rascunho');
    const question = CHAT_EXAMPLE_QUESTIONS[1];
    chat.send({ type: 'example.ask', question });
    expect(questionsOf(chat)).toEqual([{ message: question, conversationId: null }]);
    expect(chat.view().messages.map((m) => m.content)).toEqual([question]);
    expect(chat.view().draft).toBe('rascunho');
  });
});

describe("chat: 'Nova conversa' and copying", () => {
  it('starts an empty conversation on the server and shows the welcome again', async () => {
    const chat = await startWith(history);
    expect(chat.view().canStartNew).toBe(true);
    chat.send({ type: 'conversation.new' });
    expect(chat.view()).toMatchObject({ isStartingNew: true, isBusy: true, canSend: false });
    // What was shown stays until the server answers.
    expect(chat.view().messages).toHaveLength(2);
    await chat.settle('newConversation', 'resolve', { conversationId: NEXT });
    expect(chat.view()).toMatchObject({ isEmpty: true, isStartingNew: false, canStartNew: false });
    chat.type('Oi');
    chat.send({ type: 'message.send' });
    expect(questionsOf(chat)).toEqual([{ message: 'Oi', conversationId: NEXT }]);
  });

  it('keeps the conversation and says so when a new one cannot be started', async () => {
    const chat = await startWith(history);
    chat.send({ type: 'conversation.new' });
    await chat.settle('newConversation', 'reject', new Error('offline'));
    expect(chat.view()).toMatchObject({ error: CHAT_NEW_CONVERSATION_FAILED, isEmpty: false });
  });

  it('copies an AI reply (its markdown), says so for a while, and copies no question', async () => {
    const chat = await startWith(history);
    const [question, answer] = kept;
    chat.send({ type: 'reply.copy', id: question?.id ?? '' });
    expect(chat.copyText).not.toHaveBeenCalled();
    chat.send({ type: 'reply.copy', id: answer?.id ?? '' });
    expect(chat.copyText).toHaveBeenCalledTimes(1);
    expect(chat.copyText.mock.calls[0]?.[1]).toEqual({ text: 'São **6** empresas.' });
    expect(chat.view().copiedId).toBe(answer?.id);
    await vi.advanceTimersByTimeAsync(CHAT_COPIED_MS - 1);
    expect(chat.view().copiedId).toBe(answer?.id);
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.view().copiedId).toBeNull();
  });

  it('copies while an answer is on its way too', async () => {
    const chat = await startWith(history);
    chat.type('Mais uma');
    chat.send({ type: 'message.send' });
    chat.send({ type: 'reply.copy', id: kept[1]?.id ?? '' });
    expect(chat.copyText).toHaveBeenCalledTimes(1);
  });
});

describe('chat: the answer as it is written', () => {
  /** The answer's actor reporting, as the portal's does while it reads the stream. */
  const report = (chat: Awaited<ReturnType<typeof startWith>>) =>
    (chat.actors.inputsOf('sendMessage').at(-1) as SendChatMessageInput).report;

  it('shows the typing indicator, then the text growing in its place, then the answer as kept', async () => {
    const chat = await startWith();
    chat.type('Quantas empresas?');
    chat.send({ type: 'message.send' });
    expect(chat.view()).toMatchObject({ isTyping: true, canStop: true, isSending: true });
    report(chat)({ type: 'answer.start', conversationId: NEXT });
    report(chat)({ type: 'answer.text', text: 'São **6**' });
    expect(chat.view()).toMatchObject({ isTyping: false, canStop: true, canSend: false });
    expect(chat.view().messages.at(-1)).toMatchObject({
      id: STREAMING_MESSAGE_ID,
      type: 'ai',
      content: 'São **6**',
      isStreaming: true,
    });
    report(chat)({ type: 'answer.text', text: ' empresas.' });
    expect(chat.view().messages.at(-1)?.content).toBe('São **6** empresas.');
    expect(chat.view().messages).toHaveLength(2);
    await chat.settle('sendMessage', 'resolve', {
      output: 'São **6** empresas.',
      conversationId: NEXT,
    });
    const done = chat.view();
    expect(done.messages).toHaveLength(2);
    expect(done.messages.at(-1)).toMatchObject({ type: 'ai', content: 'São **6** empresas.' });
    expect(done.messages.at(-1)?.isStreaming).toBeUndefined();
    expect(done).toMatchObject({ isSending: false, isTyping: false, canStop: false });
  });

  it("'Parar' keeps what was written with the stopped note, stops the answer's actor, and the chat goes on", async () => {
    const chat = await startWith();
    chat.type('Resuma as reuniões.');
    chat.send({ type: 'message.send' });
    report(chat)({ type: 'answer.start', conversationId: NEXT });
    report(chat)({ type: 'answer.text', text: 'Primeira parte. ' });
    chat.send({ type: 'answer.stop' });
    const stopped = chat.view();
    expect(stopped.messages.at(-1)).toMatchObject({
      type: 'ai',
      content: stoppedAnswer('Primeira parte. '),
    });
    expect(stopped).toMatchObject({ isSending: false, canStop: false, isBusy: false });
    expect(chat.actor.getSnapshot().children).not.toHaveProperty('sendMessage');
    // A piece that was already on its way changes nothing; the next question continues the
    // conversation the server named.
    report(chat)({ type: 'answer.text', text: 'Segunda parte.' });
    expect(chat.view().messages.at(-1)?.content).toBe(stoppedAnswer('Primeira parte. '));
    chat.type('E a próxima?');
    chat.send({ type: 'message.send' });
    expect(chat.actors.inputsOf('sendMessage').at(-1)).toMatchObject({
      message: 'E a próxima?',
      conversationId: NEXT,
    });
  });

  it('a failure after some text drops it: the apology and the banner, as before', async () => {
    const chat = await startWith();
    chat.type('Quantas empresas?');
    chat.send({ type: 'message.send' });
    report(chat)({ type: 'answer.text', text: 'São' });
    await chat.settle('sendMessage', 'reject', new Error('socket hang up'));
    expect(chat.view().messages.map((m) => m.content)).toEqual(['Quantas empresas?', CHAT_APOLOGY]);
    expect(chat.view().error).toBe(CHAT_SEND_FAILED);
  });
});
