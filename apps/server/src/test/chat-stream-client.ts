// A client of the chat's streamed answers, as the portal reads them: POST with
// `Accept: text/event-stream`, the server-sent events parsed as they arrive.

export type StreamedEvent = { type: string; data: Record<string, unknown> };

export type StreamedAnswer = {
  status: number;
  contentType: string | null;
  events: StreamedEvent[];
  /** The JSON body of a refusal (not a stream). */
  body: unknown;
};

/** One SSE block (`event:` and `data:` lines) as an event; comments and blanks give null. */
const eventOf = (block: string): StreamedEvent | null => {
  let type = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length
    ? { type, data: JSON.parse(data.join('\n')) as Record<string, unknown> }
    : null;
};

/**
 * Asks `body` at `url` and reads the events; `onEvent` sees each one as it arrives, and returns
 * true to stop reading there ('Parar': the connection is closed, as the portal's abort does).
 */
export async function askStreamed(
  url: string,
  body: unknown,
  onEvent: (event: StreamedEvent, all: StreamedEvent[]) => boolean | void = () => false,
): Promise<StreamedAnswer> {
  const abort = new AbortController();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  const contentType = res.headers.get('content-type');
  if (!contentType?.includes('text/event-stream'))
    return { status: res.status, contentType, events: [], body: await res.json() };
  const events: StreamedEvent[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = eventOf(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (!event) continue;
      events.push(event);
      if (onEvent(event, events)) {
        abort.abort();
        await reader.cancel().catch(() => undefined);
        return { status: res.status, contentType, events, body: null };
      }
    }
  }
  return { status: res.status, contentType, events, body: null };
}

/** The answer's text as the events wrote it. */
export const textOf = (events: readonly StreamedEvent[]): string =>
  events
    .filter((e) => e.type === 'text')
    .map((e) => String(e.data.text))
    .join('');
