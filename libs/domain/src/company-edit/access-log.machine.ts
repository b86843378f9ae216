import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { formatAdminDate } from '../format/format';
import { ACCESS_LOG_LOAD_FAILED } from '../messages';
import type { LoadStatus } from '../model/status';
import { failureMessage } from '../validation/failure';

// The company page's spy-mode entries (ours, beyond docs/product.md: spy mode made visible to the
// company): who of the admin and the council entered the company, and when. A machine of its
// own beside the company-edit machine, so its failure never touches the company's record.

/** One entry as the api-client's `company.accessLog` answers it, newest first. */
export type CompanyAccess = {
  readonly id: string;
  /** When the person entered (a timestamp). */
  readonly at: string;
  readonly name: string;
  readonly role: 'admin' | 'council';
};

export type LoadAccessLogOutput = readonly CompanyAccess[];

export type AccessLogContext = {
  entries: readonly CompanyAccess[];
  error: string | null;
};

export type AccessLogEvent = { type: 'accessLog.retry' };

export const initialAccessLogContext: AccessLogContext = { entries: [], error: null };

export const accessLogMachine = setup({
  types: {
    context: {} as AccessLogContext,
    events: {} as AccessLogEvent,
  },
  actors: {
    loadAccessLog: fromPromise<LoadAccessLogOutput, void>(async () => {
      throw new Error('loadAccessLog not provided');
    }),
  },
}).createMachine({
  id: 'accessLog',
  context: initialAccessLogContext,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccessLog',
        src: 'loadAccessLog',
        onDone: {
          target: 'ready',
          actions: assign({ entries: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failure',
          actions: assign({
            entries: [],
            error: ({ event }) => failureMessage(event.error, ACCESS_LOG_LOAD_FAILED),
          }),
        },
      },
    },
    ready: {},
    failure: { on: { 'accessLog.retry': 'loading' } },
  },
});

export type AccessLogSnapshot = SnapshotFrom<typeof accessLogMachine>;

/** An entry as the page lists it: the date as the product's admin dates, dd/MM/yyyy HH:mm. */
export type AccessLogItem = CompanyAccess & { readonly when: string };

export type AccessLogView = {
  status: LoadStatus;
  entries: readonly AccessLogItem[];
  /** ACCESS_LOG_LOAD_FAILED, or the failure's own text ('Dados de autenticação ausentes'). */
  error: string | null;
};

/** What the company page's access list reads from the machine. */
export function selectAccessLogView(snapshot: AccessLogSnapshot): AccessLogView {
  const { context } = snapshot;
  const status: LoadStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failure')
      ? 'failure'
      : 'ready';
  return {
    status,
    entries: context.entries.map((entry) => ({ ...entry, when: formatAdminDate(entry.at) })),
    error: context.error,
  };
}
