import { ChatEngineError } from '../engine';

// What one reply of an OpenAI-compatible provider says, read from a whole chat.completion or
// from the chunks of a streamed one. Neither is trusted to have the shape the SDK's types promise:
// a server behind AI_BASE_URL may be any program, or a proxy's error page.

/** A tool call as the model wrote it; its arguments are the model's JSON text. */
export type ToolCall = { id: string; name: string; arguments: string };
/** What one reply of the provider says: text, tool calls, or both. */
export type ProviderTurn = { content: string; calls: ToolCall[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The assistant's message of a chat.completion, checked: an OpenAI-compatible server may answer
 * HTML, a body without `choices`, or a message without content; the types promise none of that.
 */
export const turnOf = (completion: unknown): ProviderTurn => {
  // The SDK hands over the text of a reply not labelled JSON (an HTML error page, plain text).
  if (typeof completion === 'string')
    throw new ChatEngineError('provider', 'resposta que não é um objeto JSON');
  const choices = isRecord(completion) ? completion.choices : undefined;
  if (!Array.isArray(choices)) throw new ChatEngineError('provider', 'resposta sem choices');
  const message: unknown = isRecord(choices[0]) ? choices[0].message : undefined;
  if (!isRecord(message)) throw new ChatEngineError('provider', 'resposta sem mensagem');
  const calls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
  return {
    content: typeof message.content === 'string' ? message.content : '',
    calls: calls.filter(isRecord).map((call, index) => {
      // `function` for every tool this engine offers; a `custom` call is answered as unknown.
      const fn = isRecord(call.function) ? call.function : isRecord(call.custom) ? call.custom : {};
      return {
        id: typeof call.id === 'string' ? call.id : `call_${index}`,
        name: typeof fn.name === 'string' ? fn.name : '',
        arguments: typeof fn.arguments === 'string' ? fn.arguments : '',
      };
    }),
  };
};

/**
 * A streamed chat.completion read chunk by chunk: each piece of text handed to `onText` as it
 * comes, the tool calls put together from their deltas (the first delta of a call carries its id
 * and name, the next ones pieces of its arguments, all under the call's `index`), as the SDK's
 * own ChatCompletionStream does. A chunk without choices (usage, keep-alive) says nothing.
 */
export async function readStream(
  chunks: AsyncIterable<unknown>,
  onText: (text: string) => void,
): Promise<ProviderTurn> {
  let content = '';
  const calls: ToolCall[] = [];
  for await (const chunk of chunks) {
    const choices = isRecord(chunk) ? chunk.choices : undefined;
    const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
    const delta = isRecord(first) && isRecord(first.delta) ? first.delta : undefined;
    if (!delta) continue;
    if (typeof delta.content === 'string' && delta.content) {
      content += delta.content;
      onText(delta.content);
    }
    const deltas = Array.isArray(delta.tool_calls) ? delta.tool_calls.filter(isRecord) : [];
    for (const piece of deltas) {
      const index = typeof piece.index === 'number' ? piece.index : calls.length;
      const call = (calls[index] ??= { id: `call_${index}`, name: '', arguments: '' });
      const fn = isRecord(piece.function) ? piece.function : {};
      if (typeof piece.id === 'string' && piece.id) call.id = piece.id;
      if (typeof fn.name === 'string' && fn.name) call.name = fn.name;
      if (typeof fn.arguments === 'string') call.arguments += fn.arguments;
    }
  }
  return { content, calls: calls.filter((call) => call !== undefined) };
}
