import { fromCallback, type EventObject } from 'xstate';
import type {
  DocumentChangeOutput,
  UploadActorEvent,
  UploadDocumentInput,
} from './document-library.types';

/** What an upload is given besides its input: where to report bytes sent, and its stop signal. */
export type UploadControls = {
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
};

/** An upload as the portal runs it: resolves with the change, rejects with the failure. */
export type RunUpload = (
  input: UploadDocumentInput,
  controls: UploadControls,
) => Promise<DocumentChangeOutput>;

/**
 * The library machine's `uploadDocument` actor from a promise-returning upload. An upload must
 * tell its parent how far it got while it runs, which a promise cannot, so the actor is a
 * callback actor: it sends `upload.progress` as bytes go, then `upload.done` or `upload.failed`.
 * When the machine stops it (Cancel, the dialog closed) the signal aborts the request, and
 * anything the upload says after that is dropped (a stopped callback actor sends nothing back).
 */
export const uploadDocumentActor = (run: RunUpload) =>
  fromCallback<EventObject, UploadDocumentInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const send = (event: UploadActorEvent) => sendBack(event);
    run(input, {
      signal: controller.signal,
      onProgress: (sent, total) => send({ type: 'upload.progress', sent, total }),
    }).then(
      (output) => send({ type: 'upload.done', output }),
      (error: unknown) => send({ type: 'upload.failed', error }),
    );
    return () => controller.abort();
  });
