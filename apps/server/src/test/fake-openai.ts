import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeStream } from './fake-openai-stream';

// A local stand-in for an OpenAI-compatible chat API, started inside a test on loopback. It
// speaks the real wire format: POST /v1/chat/completions with `messages` and `tools`, answering
// a chat.completion whose message has `content` or `tool_calls`, or an `{ error: {...} }` body
// with an HTTP error status. Each test scripts its replies turn by turn, broken ones included: a
// body that is not JSON, a JSON body that is not a chat.completion, an empty message. A request
// with `stream: true` gets the same turn as server-sent chunks (test/fake-openai-stream.ts).

type WireMessage = {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};

type WireRequest = {
  model: string;
  messages: WireMessage[];
  tools?: {
    type: 'function';
    function: { name: string; description: string; parameters: unknown };
  }[];
  tool_choice?: unknown;
  stream?: boolean;
};

type Received = {
  body: WireRequest;
  authorization: string | undefined;
  path: string;
  /** The caller went away before the reply was whole (the server stopped the call). */
  aborted: boolean;
};

export type Turn =
  /**
   * `content: null`: a message with neither text nor tool calls. Streamed, the text goes in
   * `pieces` (one piece when absent), `delayMs` apart; with `holdAfter` the stream stops writing
   * after that many pieces and stays open.
   */
  | {
      kind: 'answer';
      content: string | null;
      pieces?: string[];
      delayMs?: number;
      holdAfter?: number;
    }
  | { kind: 'tools'; calls: { name: string; arguments: string }[] }
  | { kind: 'error'; status: number; body: unknown }
  /** Exactly these bytes, whatever the wire format wants (a proxy's HTML page, a cut body). */
  | { kind: 'raw'; status: number; contentType: string; body: string }
  /** Never answers (a provider that hangs). */
  | { kind: 'hang' };

export const answer = (content: string): Turn => ({ kind: 'answer', content });
/** An answer written in these pieces when streamed (`delayMs` apart; held after `holdAfter`). */
export const streamed = (
  pieces: string[],
  options: { delayMs?: number; holdAfter?: number } = {},
): Turn => ({ kind: 'answer', content: pieces.join(''), pieces, ...options });
/** A message with no text and no tool calls (`content: null`). */
export const emptyAnswer = (): Turn => ({ kind: 'answer', content: null });
/** A 200 whose body is `text`, labelled `contentType`. */
export const raw = (body: string, contentType = 'application/json', status = 200): Turn => ({
  kind: 'raw',
  status,
  contentType,
  body,
});
export const callTools = (...calls: { name: string; arguments?: unknown }[]): Turn => ({
  kind: 'tools',
  calls: calls.map((c) => ({
    name: c.name,
    arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}),
  })),
});

export type FakeOpenAi = {
  /** The API base to configure: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  received: Received[];
  /** Replies for the next requests, in order; `script(request, index)` decides past the list. */
  reply: (next: Turn[] | ((request: WireRequest, index: number) => Turn)) => void;
  close: () => Promise<void>;
};

const completion = (
  turn: Extract<Turn, { kind: 'answer' | 'tools' }>,
  n: number,
  model: string,
) => ({
  id: `chatcmpl-${n}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    {
      index: 0,
      finish_reason: turn.kind === 'tools' ? 'tool_calls' : 'stop',
      logprobs: null,
      message:
        turn.kind === 'tools'
          ? {
              role: 'assistant',
              content: null,
              refusal: null,
              tool_calls: turn.calls.map((c, i) => ({
                id: `call_${n}_${i}`,
                type: 'function',
                function: { name: c.name, arguments: c.arguments },
              })),
            }
          : { role: 'assistant', content: turn.content, refusal: null },
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
});

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const received: Received[] = [];
  let script: Turn[] | ((request: WireRequest, index: number) => Turn) = [];
  const hanging = new Set<ServerResponse>();

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      send(404, { error: { message: 'not found', type: 'invalid_request_error', code: null } });
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WireRequest;
    const index = received.length;
    const entry: Received = {
      body,
      authorization: req.headers.authorization,
      path: req.url,
      aborted: false,
    };
    received.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.aborted = true;
    });
    const turn = typeof script === 'function' ? script(body, index) : script[index];
    if (!turn) {
      send(500, {
        error: { message: 'sem resposta roteirizada', type: 'server_error', code: null },
      });
      return;
    }
    if (turn.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (turn.kind === 'error') send(turn.status, turn.body);
    else if (body.stream && turn.kind !== 'raw') {
      hanging.add(res);
      await writeStream(
        res,
        turn.kind === 'tools'
          ? turn
          : { kind: 'answer', pieces: turn.pieces ?? (turn.content ? [turn.content] : []) },
        index,
        body.model,
        {
          delayMs: turn.kind === 'answer' ? (turn.delayMs ?? 1) : 1,
          holdAfter: turn.kind === 'answer' ? turn.holdAfter : undefined,
        },
      );
    } else if (turn.kind === 'raw') {
      res.writeHead(turn.status, { 'content-type': turn.contentType });
      res.end(turn.body);
    } else send(200, completion(turn, index, body.model));
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    reply: (next) => {
      script = next;
      received.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      });
    },
  };
}
