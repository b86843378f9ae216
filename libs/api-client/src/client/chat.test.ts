import {
  CHAT_HISTORY_LOAD_FAILED,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_NEW_CONVERSATION_FAILED,
  CHAT_NO_OUTPUT,
  CHAT_RATE_LIMITED,
  CHAT_SEND_FAILED,
  createMemoryStorage,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import { recordingFetch, signedIn, type Reply } from './test-support';

const CONVERSATION = '00000000-0000-4000-8000-00000000c0a1';
const OTHER = '00000000-0000-4000-8000-00000000c0a2';

const clientWith = (...replies: Reply[]) => {
  const { fetch, calls } = recordingFetch(...replies);
  return { chat: createApiClient({ baseUrl: '', storage: signedIn(), fetch }).chat, calls };
};

describe('chat.send', () => {
  it('sends only jwt and the trimmed message when no conversation is open yet', async () => {
    const { chat, calls } = clientWith({
      body: { output: '**3** empresas', conversationId: CONVERSATION },
    });
    expect(await chat.send('  Quantas empresas?  ')).toEqual({
      ok: true,
      data: { output: '**3** empresas', conversationId: CONVERSATION },
    });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/chat');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123', message: 'Quantas empresas?' });
  });

  it('continues the conversation it is given', async () => {
    const { chat, calls } = clientWith({ body: { output: 'Sim.' } });
    expect(await chat.send('E em outubro?', CONVERSATION)).toEqual({
      ok: true,
      // A server that does not name the conversation keeps the one asked in.
      data: { output: 'Sim.', conversationId: CONVERSATION },
    });
    expect(calls[0]?.json).toEqual({
      jwt: 'jwt-123',
      message: 'E em outubro?',
      conversationId: CONVERSATION,
    });
  });

  it("answers the product's apology when the reply has no output (or only blanks)", async () => {
    const { chat } = clientWith({ body: {} }, { body: { output: '  \n ' } });
    expect(await chat.send('Oi')).toEqual({
      ok: true,
      data: { output: CHAT_NO_OUTPUT, conversationId: null },
    });
    expect(await chat.send('Oi')).toMatchObject({ ok: true, data: { output: CHAT_NO_OUTPUT } });
  });

  it("fails with the product's banner text on a fault, a 5xx, a 403 or a reply in another shape", async () => {
    const { chat } = clientWith(
      new Error('socket hang up'),
      { status: 500, body: { error: 'Internal' } },
      { status: 403, body: { error: 'Acesso negado' } },
      { body: { output: 42 } },
    );
    for (const reason of ['network', 'http', 'http', 'invalid-reply']) {
      expect(await chat.send('Quantas empresas?')).toMatchObject({
        ok: false,
        reason,
        message: CHAT_SEND_FAILED,
      });
    }
  });

  it('says why when the server refuses the question, and asks to wait on a 429', async () => {
    const { chat } = clientWith(
      { status: 400, body: { error: CHAT_MESSAGE_TOO_LONG } },
      { status: 429, body: { error: 'Too Many Requests' } },
      { status: 400, body: {} },
    );
    expect(await chat.send('x'.repeat(10))).toMatchObject({
      ok: false,
      status: 400,
      message: CHAT_MESSAGE_TOO_LONG,
    });
    expect(await chat.send('Oi')).toMatchObject({
      ok: false,
      status: 429,
      message: CHAT_RATE_LIMITED,
    });
    // A refusal without a text of its own keeps the banner's.
    expect(await chat.send('Oi')).toMatchObject({ ok: false, message: CHAT_SEND_FAILED });
  });

  it('sends nothing without a stored token', async () => {
    const { fetch, calls } = recordingFetch({ body: { output: 'x' } });
    const chat = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch }).chat;
    expect(await chat.send('Oi')).toMatchObject({
      ok: false,
      reason: 'missing-session',
      message: CHAT_SEND_FAILED,
    });
    expect(calls).toHaveLength(0);
  });
});

describe('chat.history', () => {
  const kept = {
    conversationId: CONVERSATION,
    messages: [
      {
        id: '00000000-0000-4000-8000-00000000a001',
        type: 'user',
        content: 'Quantas empresas?',
        timestamp: '2026-11-20T13:05:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-00000000a002',
        type: 'ai',
        content: 'São **6** empresas.',
        timestamp: '2026-11-20T13:05:01.000Z',
      },
    ],
  };

  it("reads the admin's newest conversation, or the one named", async () => {
    const { chat, calls } = clientWith({ body: kept }, { body: kept });
    expect(await chat.history()).toEqual({ ok: true, data: kept });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/chat/history');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123' });
    await chat.history(OTHER);
    expect(calls[1]?.json).toEqual({ jwt: 'jwt-123', conversationId: OTHER });
  });

  it('knows an admin without any conversation yet', async () => {
    const { chat } = clientWith({ body: { conversationId: null, messages: [] } });
    expect(await chat.history()).toEqual({
      ok: true,
      data: { conversationId: null, messages: [] },
    });
  });

  it('fails with its own text on any failure, and sends nothing without a token', async () => {
    const { chat } = clientWith(
      { status: 500, body: {} },
      { body: { messages: [{ type: 'robot' }] } },
    );
    expect(await chat.history()).toMatchObject({ ok: false, message: CHAT_HISTORY_LOAD_FAILED });
    expect(await chat.history()).toMatchObject({
      ok: false,
      reason: 'invalid-reply',
      message: CHAT_HISTORY_LOAD_FAILED,
    });
    const { fetch, calls } = recordingFetch({ body: kept });
    const anonymous = createApiClient({ baseUrl: '', storage: createMemoryStorage(), fetch });
    expect(await anonymous.chat.history()).toMatchObject({
      ok: false,
      reason: 'missing-session',
      message: CHAT_HISTORY_LOAD_FAILED,
    });
    expect(calls).toHaveLength(0);
  });
});

describe('chat.newConversation', () => {
  it("starts an empty conversation and answers its id ('Nova conversa')", async () => {
    const { chat, calls } = clientWith({ body: { conversationId: OTHER } });
    expect(await chat.newConversation()).toEqual({ ok: true, data: { conversationId: OTHER } });
    expect(calls[0]?.url.pathname).toBe('/webhook/portal/chat/new');
    expect(calls[0]?.json).toEqual({ jwt: 'jwt-123' });
  });

  it('fails with its own text', async () => {
    const { chat } = clientWith({ status: 403, body: { error: 'Acesso negado' } }, { body: {} });
    expect(await chat.newConversation()).toMatchObject({
      ok: false,
      message: CHAT_NEW_CONVERSATION_FAILED,
    });
    expect(await chat.newConversation()).toMatchObject({
      ok: false,
      reason: 'invalid-reply',
      message: CHAT_NEW_CONVERSATION_FAILED,
    });
  });
});
