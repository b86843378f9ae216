import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Meeting } from '../model/workspace';
import type { LoadStatus } from '../model/status';
import { failureMessage } from '../validation/failure';
import { MEETINGS_EMPTY_TEXT, MEETINGS_EMPTY_TITLE, MEETINGS_LOAD_FAILED } from '../messages';

/** SPEC §2/§8: the meetings list's texts. */
export const meetingsListMessages = {
  loadFailed: MEETINGS_LOAD_FAILED,
  emptyTitle: MEETINGS_EMPTY_TITLE,
  emptyText: MEETINGS_EMPTY_TEXT,
} as const;

/** `force` bypasses the api-client's 5-minute cache (a retry after a failure). */
export type LoadMeetingsInput = { force: boolean };
/** Newest first, as the server sends them. Reject when the call failed. */
export type LoadMeetingsOutput = readonly Meeting[];

export type MeetingsListContext = {
  meetings: readonly Meeting[];
  error: string | null;
};

export type MeetingsListEvent = { type: 'list.retry' };

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
  context: { meetings: [], error: null },
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

/**
 * What the view needs of the machine: a snapshot in the app, or a plain `{ value, context }`
 * fixture in stories (the ui kit may not run xstate).
 */
export type MeetingsListState = Pick<MeetingsListSnapshot, 'value' | 'context'>;

export type MeetingsListView = {
  /** `ready` with no meetings is SPEC's empty list ('Nenhuma reunião encontrada'). */
  status: LoadStatus;
  /** Newest first; empty unless `ready`. */
  meetings: readonly Meeting[];
  /** The failure's text; null unless `failure`. */
  errorMessage: string | null;
};

/** What the meetings list screen reads from the machine. */
export function selectMeetingsListView({ value, context }: MeetingsListState): MeetingsListView {
  if (value === 'loading') return { status: 'loading', meetings: [], errorMessage: null };
  if (value === 'failure') {
    return {
      status: 'failure',
      meetings: [],
      errorMessage: context.error ?? MEETINGS_LOAD_FAILED,
    };
  }
  return { status: 'ready', meetings: context.meetings, errorMessage: null };
}
