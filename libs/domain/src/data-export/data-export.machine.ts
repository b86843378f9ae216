import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  COMPANY_DATA_EXPORT_FAILED,
  DATA_EXPORT_DONE,
  PERSONAL_DATA_EXPORT_FAILED,
} from '../messages';
import { TOAST_MS } from '../toast/toast-region';
import { failureMessage } from '../validation/failure';

// A copy of data taken out as a zip (docs/product.md, "Data exports (LGPD)"): a company's, by
// an admin from its detail, or the signed-in person's own, from the profile modal. One press
// asks the server for the file and hands it to the browser; a failure says so until the next
// press (or dismiss), a success for TOAST_MS.

/** Whose data: a company's (the admin's export) or the signed-in person's own. */
export const DATA_EXPORT_SUBJECTS = ['company', 'personal'] as const;
export type DataExportSubject = (typeof DATA_EXPORT_SUBJECTS)[number];

/** Where the flow is: waiting for a press, asking, the file handed over, or refused. */
export const DATA_EXPORT_STATUSES = ['idle', 'exporting', 'done', 'failure'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The file the server made: its bytes (a `Blob` in the browser) and the name it gave it. */
export type ExportedFile = { readonly file: unknown; readonly fileName: string };

export type DataExportInput = { readonly subject: DataExportSubject };

export type DataExportContext = {
  readonly subject: DataExportSubject;
  /** The failure's text (the server's refusal, or the subject's own default). */
  readonly error: string | null;
};

export type DataExportEvent = { type: 'export.start' } | { type: 'message.dismiss' };

const FAILED: Record<DataExportSubject, string> = {
  company: COMPANY_DATA_EXPORT_FAILED,
  personal: PERSONAL_DATA_EXPORT_FAILED,
};

export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
    input: {} as DataExportInput,
  },
  actions: {
    /** The portal saves the file under its name (a download in the browser). */
    saveFile: (_, _params: ExportedFile) => {
      throw new Error('saveFile not provided');
    },
  },
  actors: {
    exportData: fromPromise<ExportedFile, void>(async () => {
      throw new Error('exportData not provided');
    }),
  },
  delays: { messageDelay: TOAST_MS },
}).createMachine({
  id: 'dataExport',
  context: ({ input }) => ({ subject: input.subject, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': 'exporting' },
    },
    exporting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'exportData',
        src: 'exportData',
        onDone: {
          target: 'done',
          actions: { type: 'saveFile', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failure',
          actions: assign({
            error: ({ context, event }) => failureMessage(event.error, FAILED[context.subject]),
          }),
        },
      },
    },
    done: {
      after: { messageDelay: 'idle' },
      on: { 'export.start': 'exporting', 'message.dismiss': 'idle' },
    },
    failure: {
      on: {
        'export.start': 'exporting',
        'message.dismiss': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});

export type DataExportMachine = typeof dataExportMachine;
export type DataExportSnapshot = SnapshotFrom<typeof dataExportMachine>;

/** What the export's button shows: its status and, done or refused, the text beside it. */
export type DataExportView = {
  readonly status: DataExportStatus;
  readonly message: string | null;
};

export function selectDataExportView(snapshot: {
  value: DataExportSnapshot['value'];
  context: DataExportContext;
}): DataExportView {
  const status = snapshot.value;
  const message =
    status === 'done' ? DATA_EXPORT_DONE : status === 'failure' ? snapshot.context.error : null;
  return { status, message };
}
