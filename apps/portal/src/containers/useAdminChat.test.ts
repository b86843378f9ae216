import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { failure, success, type ChatHistoryReply } from '@portal/api-client';
import {
  CHAT_APOLOGY,
  CHAT_HISTORY_LOAD_FAILED,
  CHAT_NEW_CONVERSATION_FAILED,
  CHAT_RATE_LIMITED,
  CHAT_SEND_FAILED,
  chatMachine,
  selectChatView,
  stoppedAnswer,
} from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import { adminChatActors, copyReply } from './useAdminChat';

const CONVERSATION = '00000000-0000-4000-8000-00000000c0a1';
const NEXT = '00000000-0000-4000-8000-00000000c0a2';
const kept: ChatHistoryReply = {
  conversationId: CONVERSATION,
  messages: [
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
  ],
};

type Script = {
  history?: 'fail' | ChatHistoryReply;
  send?: 'fail' | 'rate-limited' | 'no-session';
  newConversation?: 'fail';
};

/** The chat client as the container sees it, recording what it is asked. */
function chatApi(script: Script = {}) {
  const sent: { message: string; conversationId: string | null | undefined }[] = [];
  const api = {
    chat: {
      history: async () =>
        script.history === 'fail'
          ? failure('http', CHAT_HISTORY_LOAD_FAILED, { status: 500 })
          : success(script.history ?? kept),
      stream: async (
        message: string,
        conversationId: string | null | undefined,
        listener: { onStart?: (id: string) => void; onText?: (text: string) => void },
      ) => {
        sent.push({ message, conversationId });
        if (!script.send) {
          listener.onStart?.(CONVERSATION);
          for (const piece of ['| Empresa |\n', '|---|\n', '| Padaria |']) listener.onText?.(piece);
        }
        if (script.send === 'fail') return failure('network', CHAT_SEND_FAILED);
        if (script.send === 'rate-limited')
          return failure('http', CHAT_RATE_LIMITED, { status: 429 });
        if (script.send === 'no-session') return failure('missing-session', CHAT_SEND_FAILED);
        return success({ output: '| Empresa |\n|---|\n| Padaria |', conversationId: CONVERSATION });
      },
      newConversation: async () =>
        script.newConversation === 'fail'
          ? failure('http', CHAT_NEW_CONVERSATION_FAILED, { status: 500 })
          : success({ conversationId: NEXT }),
    },
  };
  return { call: fakeCall(api as never), sent };
}

async function start(script: Script = {}) {
  const { call, sent } = chatApi(script);
  const actor = createActor(chatMachine.provide({ actors: adminChatActors(call) }), { input: {} });
  actor.start();
  await waitFor(actor, (s) => s.matches({ conversation: 'idle' }));
  const view = () => selectChatView(actor.getSnapshot());
  const ask = async (text: string) => {
    actor.send({ type: 'draft.change', text });
    actor.send({ type: 'message.send' });
    await waitFor(actor, (s) => s.matches({ conversation: 'idle' }));
  };
  return { actor, view, ask, sent };
}

describe('useAdminChat actors', () => {
  it("shows the admin's kept conversation and continues it", async () => {
    const chat = await start();
    expect(chat.view().messages.map((m) => m.content)).toEqual([
      'Quantas empresas?',
      'São **6** empresas.',
    ]);
    await chat.ask('  E quais estão pendentes?  ');
    expect(chat.sent).toEqual([
      { message: 'E quais estão pendentes?', conversationId: CONVERSATION },
    ]);
    expect(chat.view().messages.at(-1)).toMatchObject({
      type: 'ai',
      content: '| Empresa |\n|---|\n| Padaria |',
    });
    expect(chat.view().error).toBeNull();
  });

  it('starts a new conversation with the first question of an admin who has none', async () => {
    const chat = await start({ history: { conversationId: null, messages: [] } });
    expect(chat.view().isEmpty).toBe(true);
    await chat.ask('Oi');
    expect(chat.sent).toEqual([{ message: 'Oi', conversationId: null }]);
    await chat.ask('E agora?');
    expect(chat.sent.at(-1)).toEqual({ message: 'E agora?', conversationId: CONVERSATION });
  });

  it('says the history failed to load and still answers', async () => {
    const chat = await start({ history: 'fail' });
    expect(chat.view()).toMatchObject({ historyError: CHAT_HISTORY_LOAD_FAILED, isEmpty: true });
    await chat.ask('Oi');
    expect(chat.view().messages).toHaveLength(2);
  });

  it.each([
    ['a fault', 'fail', CHAT_SEND_FAILED],
    ['no stored token', 'no-session', CHAT_SEND_FAILED],
    ['too many questions', 'rate-limited', CHAT_RATE_LIMITED],
  ] as const)('on %s shows the banner text and the apology', async (_, send, banner) => {
    const chat = await start({ send });
    await chat.ask('Quantas empresas?');
    expect(chat.view().error).toBe(banner);
    expect(chat.view().messages.at(-1)).toMatchObject({ type: 'ai', content: CHAT_APOLOGY });
  });

  it("'Nova conversa' empties the screen once the server started one, and says so if it did not", async () => {
    const chat = await start();
    chat.actor.send({ type: 'conversation.new' });
    await waitFor(chat.actor, (s) => s.matches({ conversation: 'idle' }));
    expect(chat.view().isEmpty).toBe(true);
    await chat.ask('Oi');
    expect(chat.sent.at(-1)).toEqual({ message: 'Oi', conversationId: NEXT });

    const failing = await start({ newConversation: 'fail' });
    failing.actor.send({ type: 'conversation.new' });
    await waitFor(failing.actor, (s) => s.matches({ conversation: 'idle' }));
    expect(failing.view()).toMatchObject({ isEmpty: false, error: CHAT_NEW_CONVERSATION_FAILED });
  });

  it("shows the answer's pieces as they arrive, and 'Parar' closes the stream keeping what was written", async () => {
    let aborted = false;
    let piece: (text: string) => void = () => undefined;
    const api = {
      chat: {
        history: async () => success({ conversationId: null, messages: [] }),
        stream: (
          _message: string,
          _conversationId: string | null | undefined,
          listener: {
            onStart?: (id: string) => void;
            onText?: (text: string) => void;
            signal?: AbortSignal;
          },
        ) =>
          new Promise((resolve) => {
            listener.onStart?.(NEXT);
            piece = (text) => listener.onText?.(text);
            listener.signal?.addEventListener('abort', () => {
              aborted = true;
              resolve(failure('cancelled', CHAT_SEND_FAILED));
            });
          }),
      },
    };
    // Pieces of one frame are shown together: here each frame comes when the test says.
    const frames: (() => void)[] = [];
    const actor = createActor(
      chatMachine.provide({
        actors: adminChatActors(fakeCall(api as never), (flush) => frames.push(flush)),
      }),
      { input: {} },
    );
    const paint = () => frames.splice(0).forEach((flush) => flush());
    actor.start();
    await waitFor(actor, (s) => s.matches({ conversation: 'idle' }));
    const view = () => selectChatView(actor.getSnapshot());
    actor.send({ type: 'example.ask', question: 'Resuma as reuniões.' });
    await waitFor(actor, (s) => s.matches({ conversation: 'sending' }));
    expect(view().isTyping).toBe(true);
    piece('Primeira ');
    piece('parte.');
    expect(view().isTyping).toBe(true);
    paint();
    expect(view().messages.at(-1)).toMatchObject({ content: 'Primeira parte.', isStreaming: true });
    piece(' Segunda');
    paint();
    expect(view().messages.at(-1)?.content).toBe('Primeira parte. Segunda');
    actor.send({ type: 'answer.stop' });
    expect(aborted).toBe(true);
    expect(view().messages.at(-1)?.content).toBe(stoppedAnswer('Primeira parte. Segunda'));
    expect(actor.getSnapshot().context.conversationId).toBe(NEXT);
  });

  it('copies an answer to the clipboard, and a refused clipboard breaks nothing', async () => {
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('no'));
    const win = { navigator: { clipboard: { writeText } } } as unknown as Window;
    copyReply('São **6** empresas.', win);
    copyReply('De novo', win);
    expect(writeText.mock.calls).toEqual([['São **6** empresas.'], ['De novo']]);
    await Promise.resolve();
  });
});
