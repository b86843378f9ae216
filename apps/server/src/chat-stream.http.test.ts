import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_APOLOGY,
  CHAT_CONVERSATION_NOT_FOUND,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_RATE_LIMITED,
  FORBIDDEN_ACTION,
  stoppedAnswer,
} from '@portal/domain';
import { BACKENDS, type TestServer } from './test/harness';
import { useSignedInServer, type Who } from './test/fixtures';
import { askStreamed, textOf, type StreamedEvent } from './test/chat-stream-client';
import { answer, callTools, raw, streamed } from './test/fake-openai';
import { startOpenAiChat, type OpenAiChat } from './test/openai-chat';

// The chat's answers read as they are written (`Accept: text/event-stream` on the same /chat
// action): `start` naming the conversation, the `text` pieces in order, then `done` with the
// answer as kept, which is the pieces joined; 'Parar' (the client closing the stream) keeps what
// was written with the stopped note. The JSON call is unchanged (chat.http.test.ts and
// chat-openai.http.test.ts).

/** The admin's kept conversation, oldest message first: [type, content]. */
const keptOf = async (s: TestServer, jwt: string | undefined, conversationId: unknown) => {
  const r = await s.post('/chat/history', { jwt, conversationId });
  expect(r.status).toBe(200);
  return (r.body.messages as { type: string; content: string }[]).map((m) => [m.type, m.content]);
};

const typesOf = (events: readonly StreamedEvent[]) => [
  ...new Set(events.map((e) => e.type)), // in order of first appearance
];

describe.each(BACKENDS)('streamed answers of the built-in engine (%s)', (backend) => {
  let s: TestServer;
  let tokens: Map<Who, string>;
  // Slow and small pieces, so a stop lands mid-answer.
  useSignedInServer(backend, (started) => ({ s, tokens } = started), {
    chatRate: { max: 1_000, windowMs: 1_000 },
    chatPace: { chunkChars: 8, delayMs: 25 },
  });
  const url = () => `${s.api}/chat`;
  const question = 'Quantas empresas existem?';

  it('writes the answer in pieces, in order, and keeps their concatenation', async () => {
    const r = await askStreamed(url(), { jwt: tokens.get('admin'), message: question });
    expect(r.status).toBe(200);
    expect(r.contentType).toContain('text/event-stream');
    expect(typesOf(r.events)).toEqual(['start', 'text', 'done']);
    expect(r.events[0]!.type).toBe('start');
    expect(r.events.at(-1)!.type).toBe('done');
    expect(r.events.filter((e) => e.type === 'text').length).toBeGreaterThan(3);
    const done = r.events.at(-1)!.data;
    expect(done.output).toBe(textOf(r.events));
    expect(done.conversationId).toBe(r.events[0]!.data.conversationId);
    // The same answer as the JSON call, and the same after a reload.
    const json = await s.post('/chat', { jwt: tokens.get('admin'), message: question });
    expect(json.body.output).toBe(done.output);
    expect(await keptOf(s, tokens.get('admin'), done.conversationId)).toEqual([
      ['user', question],
      ['ai', done.output],
    ]);
  });

  it("'Parar' keeps what was written, with the stopped note, in the conversation named at the start", async () => {
    const full = (await s.post('/chat', { jwt: tokens.get('admin'), message: question })).body
      .output as string;
    const r = await askStreamed(
      url(),
      { jwt: tokens.get('admin'), message: question },
      (_event, all) => all.filter((e) => e.type === 'text').length === 2,
    );
    expect(r.events.map((e) => e.type)).toEqual(['start', 'text', 'text']);
    await s.settle();
    const kept = await keptOf(s, tokens.get('admin'), r.events[0]!.data.conversationId);
    expect(kept[0]).toEqual(['user', question]);
    const stored = kept[1]![1]!;
    // What the admin saw, maybe a piece more that was on its way, never the whole answer.
    expect(stored.startsWith(textOf(r.events).trimEnd())).toBe(true);
    expect(stored.endsWith(stoppedAnswer(''))).toBe(true);
    const written = stored.slice(0, -stoppedAnswer('').length).trimEnd();
    expect(full.startsWith(written)).toBe(true);
    expect(written.length).toBeLessThan(full.length);
    expect(stored).toBe(stoppedAnswer(written));
  });

  it("the next question right after 'Parar' continues the stopped answer's new conversation", async () => {
    const stopped = await askStreamed(
      url(),
      { jwt: tokens.get('admin'), message: question },
      (event) => event.type === 'text',
    );
    const conversationId = stopped.events[0]!.data.conversationId;
    const next = await askStreamed(url(), {
      jwt: tokens.get('admin'),
      message: 'E quantas pessoas?',
      conversationId,
    });
    expect(next.status).toBe(200);
    expect(next.events.at(-1)).toMatchObject({ type: 'done', data: { conversationId } });
    const kept = await keptOf(s, tokens.get('admin'), conversationId);
    expect(kept.map(([type]) => type)).toEqual(['user', 'ai', 'user', 'ai']);
    expect(kept[1]![1]).toMatch(/_Resposta interrompida\._$/);
  });

  it('keeps the per-admin window for streamed questions (429 as JSON)', async () => {
    const strict = await s.startSibling({ chatRate: { max: 1, windowMs: 60_000 } });
    const body = { jwt: tokens.get('admin'), message: question };
    const first = await askStreamed(`${strict.api}/chat`, body);
    expect(first.events.at(-1)!.type).toBe('done');
    const second = await askStreamed(`${strict.api}/chat`, body);
    expect([second.status, second.body]).toEqual([
      429,
      expect.objectContaining({ error: CHAT_RATE_LIMITED }),
    ]);
    await strict.settle();
  });

  it('refuses as the JSON call does, with a JSON reply and no stream', async () => {
    const council = await askStreamed(url(), { jwt: tokens.get('council'), message: question });
    expect([council.status, council.contentType]).toEqual([403, expect.stringContaining('json')]);
    expect(council.body).toMatchObject({ error: FORBIDDEN_ACTION });
    const long = await askStreamed(url(), { jwt: tokens.get('admin'), message: 'a'.repeat(4001) });
    expect([long.status, long.body]).toEqual([
      400,
      expect.objectContaining({ error: CHAT_MESSAGE_TOO_LONG }),
    ]);
    const gone = await askStreamed(url(), {
      jwt: tokens.get('admin'),
      message: question,
      conversationId: '00000000-0000-4000-8000-000000000000',
    });
    expect([gone.status, gone.body]).toEqual([
      404,
      expect.objectContaining({ error: CHAT_CONVERSATION_NOT_FOUND }),
    ]);
    const anonymous = await askStreamed(url(), { message: question });
    expect(anonymous.status).toBe(401);
  });
});

describe.each(BACKENDS)('streamed answers of the OpenAI-compatible engine (%s)', (backend) => {
  let chat: OpenAiChat;
  beforeAll(async () => {
    chat = await startOpenAiChat(backend);
  });
  afterAll(() => chat?.close());
  const ask = (message: string, onEvent?: Parameters<typeof askStreamed>[2]) =>
    askStreamed(`${chat.s.api}/chat`, { jwt: chat.tokens.get('admin'), message }, onEvent);

  it("hands out the model's pieces as they come, after its streamed tool calls, and keeps them joined", async () => {
    const pieces = ['A **Alfa Comércio** ', 'não tem ', 'relatório de outubro.'];
    chat.fake.reply([
      callTools({ name: 'search_companies', arguments: { query: 'alfa' } }),
      streamed(pieces, { delayMs: 20 }),
    ]);
    const r = await ask('A Alfa mandou o relatório de outubro?');
    expect(r.events.map((e) => e.type)).toEqual(['start', 'text', 'text', 'text', 'done']);
    expect(r.events.filter((e) => e.type === 'text').map((e) => e.data.text)).toEqual(pieces);
    expect(r.events.at(-1)!.data.output).toBe(pieces.join(''));
    // The provider was asked to stream, and the call put together from its deltas was run.
    expect(chat.fake.received.map((q) => q.body.stream)).toEqual([true, true]);
    const result = chat.fake.received[1]!.body.messages.at(-1)!;
    expect(result.role).toBe('tool');
    expect(JSON.parse(result.content!).companies[0].name).toBe('Alfa Comércio');
    expect(
      await keptOf(chat.s, chat.tokens.get('admin'), r.events[0]!.data.conversationId),
    ).toEqual([
      ['user', 'A Alfa mandou o relatório de outubro?'],
      ['ai', pieces.join('')],
    ]);
  });

  it("'Parar' ends the provider's call and keeps what was written with the stopped note", async () => {
    chat.fake.reply([
      streamed(['Primeira parte. ', 'Segunda parte. ', 'Terceira.'], { holdAfter: 2 }),
    ]);
    const r = await ask(
      'Resuma as reuniões.',
      (_event, all) => textOf(all) === 'Primeira parte. Segunda parte. ',
    );
    await expect.poll(() => chat.fake.received[0]?.aborted).toBe(true);
    await chat.s.settle();
    expect(
      await keptOf(chat.s, chat.tokens.get('admin'), r.events[0]!.data.conversationId),
    ).toEqual([
      ['user', 'Resuma as reuniões.'],
      ['ai', stoppedAnswer('Primeira parte. Segunda parte. ')],
    ]);
  });

  it('a provider error is an error event with the apology, and nothing is kept', async () => {
    chat.fake.reply([
      { kind: 'error', status: 500, body: { error: { message: 'x', type: 'server_error' } } },
    ]);
    const r = await ask('Quantas empresas existem?');
    expect(r.events.map((e) => e.type)).toEqual(['start', 'error']);
    expect(r.events[1]!.data).toEqual({ status: 502, error: CHAT_APOLOGY });
    const kept = await chat.s.post('/chat/history', {
      jwt: chat.tokens.get('admin'),
      conversationId: r.events[0]!.data.conversationId,
    });
    expect(kept.status).toBe(404);
  });

  it('an empty streamed answer is kept and shown as the apology', async () => {
    chat.fake.reply([streamed([])]);
    const r = await ask('Quantas empresas existem?');
    expect(r.events.map((e) => e.type)).toEqual(['start', 'done']);
    expect(r.events[1]!.data.output).toBe(CHAT_APOLOGY);
  });

  it('a provider that ignores stream: true and answers the whole completion is read all the same', async () => {
    chat.fake.reply([
      raw(JSON.stringify({ choices: [{ index: 0, message: { content: 'São 3.' } }] })),
    ]);
    const r = await ask('Quantas empresas existem?');
    expect(r.events.map((e) => [e.type, e.data.text ?? e.data.output])).toEqual([
      ['start', undefined],
      ['text', 'São 3.'],
      ['done', 'São 3.'],
    ]);
    chat.fake.reply([raw('<html>erro</html>', 'text/html')]);
    const broken = await ask('Quantas empresas existem?');
    expect(broken.events.at(-1)).toEqual({
      type: 'error',
      data: { status: 502, error: CHAT_APOLOGY },
    });
  });

  it('a JSON call on the same server still answers JSON', async () => {
    chat.fake.reply([answer('Três empresas.')]);
    const r = await chat.ask('Quantas empresas existem?');
    expect(r.status).toBe(200);
    expect(r.body.output).toBe('Três empresas.');
    expect(chat.fake.received[0]!.body.stream).toBeUndefined();
  });
});
