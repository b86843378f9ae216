import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MeetingSummary } from '../model/workspace';
import type { LoadStatus } from '../model/status';
import { failureMessage } from '../validation/failure';
import { MEETINGS_EMPTY_TEXT, MEETINGS_EMPTY_TITLE, MEETINGS_LOAD_FAILED } from '../messages';

/** docs/product.md/: the meetings list's texts. */
export const meetingsListMessages = {
  loadFailed: MEETINGS_LOAD_FAILED,
  emptyTitle: MEETINGS_EMPTY_TITLE,
  emptyText: MEETINGS_EMPTY_TEXT,
} as const;

/** `force` bypasses the api-client's 5-minute cache (a retry after a failure). */
export type LoadMeetingsInput = { force: boolean };
/**
 * Newest first, as the server sends them: what the list shows of each (no transcript, no notes;
 * the meeting screen loads those). Reject when the call failed.
 */
export type LoadMeetingsOutput = readonly MeetingSummary[];

export type MeetingsListContext = {
  meetings: readonly MeetingSummary[];
  error: string | null;
};

export type MeetingsListEvent = { type: 'list.retry' };

/** Before the first load; stories start their fixture contexts from it. */
export const initialMeetingsListContext: MeetingsListContext = { meetings: [], error: null };

export const meetingsListMachine = setup({
  types: {
    context: {} as MeetingsListContext,
    events: {} as MeetingsListEvent,
  },
  guards: {
    hasMeetings: (_, output: LoadMeetingsOutput) => output.length > 0,
  },
  actors: {
    loadMeetings: fromPromise<LoadMeetingsOutput, LoadMeetingsInput>(async () => {
      throw new Error('loadMeetings not provided');
    }),
  },
}).createMachine({
  id: 'meetingsList',
  context: initialMeetingsListContext,
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMeetings',
        src: 'loadMeetings',
        input: ({ event }) => ({ force: event.type === 'list.retry' }),
        onDone: [
          {
            guard: { type: 'hasMeetings', params: ({ event }) => event.output },
            target: 'loaded',
            actions: assign({ meetings: ({ event }) => event.output, error: null }),
          },
          { target: 'empty', actions: assign({ meetings: [], error: null }) },
        ],
        onError: {
          target: 'failure',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MEETINGS_LOAD_FAILED),
          }),
        },
      },
    },
    loaded: {},
    empty: {},
    failure: {
      on: { 'list.retry': 'loading' },
    },
  },
});

export type MeetingsListMachine = typeof meetingsListMachine;
export type MeetingsListSnapshot = SnapshotFrom<typeof meetingsListMachine>;

export type MeetingsListView = {
  /** `ready` with no meetings is the product's empty list ('Nenhuma reunião encontrada'). */
  status: LoadStatus;
  /** Newest first; empty unless `ready`. */
  meetings: readonly MeetingSummary[];
  /** The failure's text; null unless `failure`. */
  errorMessage: string | null;
};

/**
 * What the meetings list screen reads from the machine: a running actor's snapshot in the app, a
 * `meetingsListMachine.resolveState({ value, context })` in stories.
 */
export function selectMeetingsListView(snapshot: MeetingsListSnapshot): MeetingsListView {
  const { context } = snapshot;
  if (snapshot.matches('loading')) return { status: 'loading', meetings: [], errorMessage: null };
  if (snapshot.matches('failure')) {
    return {
      status: 'failure',
      meetings: [],
      errorMessage: context.error ?? MEETINGS_LOAD_FAILED,
    };
  }
  return { status: 'ready', meetings: context.meetings, errorMessage: null };
}
