import type { ServerResponse } from 'node:http';

// The fake provider's streamed replies (`stream: true`), as OpenAI writes them: server-sent
// events whose data is a chat.completion.chunk, the text in `delta.content` pieces, each tool
// call in `delta.tool_calls` pieces under its `index` (the first with its id and name, the next
// ones pieces of its arguments), a last chunk with `finish_reason`, then `data: [DONE]`.

export type StreamedTurn =
  | { kind: 'answer'; pieces: string[] }
  | { kind: 'tools'; calls: { name: string; arguments: string }[] };

export type StreamOptions = {
  /** Between two chunks. */
  delayMs: number;
  /** After this many text pieces the stream stops writing and stays open (a slow model). */
  holdAfter?: number | undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A string in two halves (arguments arrive in pieces). */
const halves = (text: string) => [text.slice(0, text.length >> 1), text.slice(text.length >> 1)];

/** Writes the streamed reply of `turn`; resolves when it is written, or never when held. */
export async function writeStream(
  res: ServerResponse,
  turn: StreamedTurn,
  n: number,
  model: string,
  options: StreamOptions,
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: unknown, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: `chatcmpl-${n}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    })}\n\n`;
  const write = async (text: string) => {
    if (res.destroyed) return;
    res.write(text);
    await sleep(options.delayMs);
  };
  await write(chunk({ role: 'assistant', content: '' }));
  if (turn.kind === 'answer') {
    for (const [index, piece] of turn.pieces.entries()) {
      if (options.holdAfter !== undefined && index >= options.holdAfter) return;
      await write(chunk({ content: piece }));
    }
  } else {
    for (const [index, call] of turn.calls.entries()) {
      await write(
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${n}_${index}`,
              type: 'function',
              function: { name: call.name, arguments: '' },
            },
          ],
        }),
      );
      for (const piece of halves(call.arguments))
        await write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  }
  await write(chunk({}, turn.kind === 'tools' ? 'tool_calls' : 'stop'));
  // A usage chunk without choices, as OpenAI sends with stream_options.include_usage.
  await write(`data: ${JSON.stringify({ id: `chatcmpl-${n}`, choices: [], usage: null })}\n\n`);
  res.end('data: [DONE]\n\n');
}
