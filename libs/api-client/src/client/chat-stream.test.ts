import { CHAT_APOLOGY, CHAT_RATE_LIMITED, CHAT_SEND_FAILED } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '.';
import type { FetchLike } from '../transport';
import { signedIn } from './test-support';

const CONVERSATION = '00000000-0000-4000-8000-00000000c0a1';

const sse = (type: string, data: unknown) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A fetch that answers a stream of events in these byte pieces (cut anywhere, as a network
 * cuts them), or a JSON refusal; it records the headers and body of the request.
 */
function streamingFetch(reply: { pieces: string[] } | { status: number; body: unknown }) {
  const seen: { headers: Record<string, string>; json: unknown }[] = [];
  const fetch: FetchLike = async (_input, init) => {
    seen.push({
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      json: JSON.parse(String(init.body)),
    });
    if ('status' in reply)
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    const bytes = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of reply.pieces) controller.enqueue(bytes.encode(piece));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return { chat: createApiClient({ baseUrl: '', storage: signedIn(), fetch }).chat, seen };
}

describe('chat.stream', () => {
  it('hands out the conversation and each piece in order, and answers the kept answer', async () => {
    const whole =
      sse('start', { conversationId: CONVERSATION }) +
      sse('text', { text: 'São **3**' }) +
      sse('text', { text: ' empresas\nativas.' }) +
      sse('done', { output: 'São **3** empresas\nativas.', conversationId: CONVERSATION });
    // Cut inside an event, inside a line and between the blank line's two breaks.
    const cuts = [7, 60, whole.indexOf('\n\n', 90) + 1, whole.length - 5];
    const pieces = [0, ...cuts].map((at, i) => whole.slice(at, [...cuts, whole.length][i]));
    const { chat, seen } = streamingFetch({ pieces });
    const started: string[] = [];
    const texts: string[] = [];
    const result = await chat.stream('  Quantas empresas?  ', null, {
      onStart: (id) => started.push(id),
      onText: (text) => texts.push(text),
    });
    expect(result).toEqual({
      ok: true,
      data: { output: 'São **3** empresas\nativas.', conversationId: CONVERSATION },
    });
    expect(started).toEqual([CONVERSATION]);
    expect(texts).toEqual(['São **3**', ' empresas\nativas.']);
    expect(seen[0]!.headers.accept).toBe('text/event-stream');
    expect(seen[0]!.json).toEqual({ jwt: 'jwt-123', message: 'Quantas empresas?' });
  });

  it("a failure mid-answer is send's failure: the banner text, nothing else", async () => {
    const { chat } = streamingFetch({
      pieces: [
        sse('start', { conversationId: CONVERSATION }),
        sse('error', { status: 502, error: CHAT_APOLOGY }),
      ],
    });
    expect(await chat.stream('Oi', CONVERSATION)).toMatchObject({
      ok: false,
      reason: 'http',
      status: 502,
      message: CHAT_SEND_FAILED,
    });
  });

  it('a stream cut before its end is a network failure', async () => {
    const { chat } = streamingFetch({ pieces: [sse('text', { text: 'Meia' })] });
    expect(await chat.stream('Oi', null)).toMatchObject({ ok: false, reason: 'network' });
  });

  it('a refusal before the stream is JSON, read as send reads it', async () => {
    const { chat } = streamingFetch({ status: 429, body: { error: 'Calma' } });
    expect(await chat.stream('Oi', null)).toMatchObject({ ok: false, message: CHAT_RATE_LIMITED });
  });

  it("'Parar' aborts the call: cancelled", async () => {
    const abort = new AbortController();
    abort.abort();
    const fetchFails: FetchLike = async () => {
      throw new DOMException('aborted', 'AbortError');
    };
    const aborted = createApiClient({ baseUrl: '', storage: signedIn(), fetch: fetchFails }).chat;
    expect(await aborted.stream('Oi', null, { signal: abort.signal })).toMatchObject({
      ok: false,
      reason: 'cancelled',
    });
  });
});
