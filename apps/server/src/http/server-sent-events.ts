import { StreamedReply } from './dispatch';

/** An event of a stream: its `type` is the SSE event name, the rest its JSON data. */
type StreamEvent = { readonly type: string };

const encoder = new TextEncoder();

/**
 * A text/event-stream reply written by `run` (`event: <type>` and one `data:` line of JSON per
 * event). `run`'s signal aborts when the client goes away: its reader cancels the stream (a
 * fetch aborted, a tab closed) or the connection closes under the request. Events after that, or
 * after `run` ends, go nowhere.
 */
export function serverSentEvents<E extends StreamEvent>(
  run: (emit: (event: E) => void, stop: AbortSignal) => Promise<void>,
  request: Request,
): StreamedReply {
  const stop = new AbortController();
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const emit = (event: E) => {
        if (!open) return;
        const { type, ...data } = event;
        controller.enqueue(encoder.encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      void run(emit, stop.signal).finally(() => {
        if (!open) return;
        open = false;
        controller.close();
      });
    },
    cancel() {
      open = false;
      stop.abort();
    },
  });
  request.signal.addEventListener('abort', () => stop.abort(), { once: true });
  return new StreamedReply(stream, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // A proxy that buffers replies (nginx does by default) would hold the answer until its end.
    'x-accel-buffering': 'no',
  });
}
