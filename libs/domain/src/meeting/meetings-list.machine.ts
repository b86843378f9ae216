import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Meeting } from '../model/workspace';
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
