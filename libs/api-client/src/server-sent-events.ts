// A reply of server-sent events read from a fetch Response, as the chat's streamed answers come
// (text/event-stream: blocks of `event:` and `data:` lines, a blank line after each). EventSource
// cannot POST or send the session, so the body is read here, as it arrives.

export type ServerEvent = { type: string; data: unknown };

/** One block's event; a comment or a block without data gives null. */
function eventOf(block: string): ServerEvent | null {
  let type = 'message';
  const data: string[] = [];
  for (const raw of block.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  try {
    return { type, data: JSON.parse(text) as unknown };
  } catch {
    return { type, data: text };
  }
}

/** Each event of `body` handed to `onEvent` as soon as its block is whole; resolves at the end. */
export async function readServerEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done }).replace(/\r\n/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = eventOf(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
    }
    if (done) break;
  }
  const last = eventOf(buffer);
  if (last) onEvent(last);
}
