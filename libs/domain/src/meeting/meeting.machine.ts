import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Meeting, MeetingSummary } from '../model/workspace';
import { failureMessage } from '../validation/failure';
import { MEETING_LOAD_FAILED, MEETING_NOT_FOUND } from '../messages';

/** docs/product.md/: the meeting screen's own texts. */
export const meetingMessages = {
  notFound: MEETING_NOT_FOUND,
  loadFailed: MEETING_LOAD_FAILED,
} as const;

/** The meeting screen's tabs, in order. */
export const MEETING_TABS = ['resumo', 'transcript'] as const;
export type MeetingTab = (typeof MEETING_TABS)[number];

export type LoadMeetingInput = { id: string };
/**
 * The meeting, or null when the company has no meeting with that id. Reject when the call
 * failed; a rejection with a user-facing `{ message }` (e.g. the api-client's ApiFailure) shows
 * that text, anything else 'Falha ao carregar detalhes da reunião'.
 */
export type LoadMeetingOutput = Meeting | null;

/**
 * What is known of the meeting before it loads, without asking the server: its entry in the
 * meetings list when the list is at hand (opened from the list), else null.
 */
export type PeekMeetingOutput = MeetingSummary | null;

/** `line`: a transcript line to open the Transcript tab at (the search's links, `?linha=N`). */
export type MeetingMachineInput = { id: string; line?: number | null };

export type MeetingContext = {
  id: string;
  meeting: Meeting | null;
  /** The list's entry, shown (title, date) while the meeting itself loads. */
  summary: MeetingSummary | null;
  /** The transcript search box; kept while switching tabs. */
  query: string;
  /** Shown by the not-found/error card. */
  error: string | null;
  /** The transcript line to show and mark (its position), or null. */
  line: number | null;
};

/** Before the meeting is loaded (the id comes from the input); stories start fixtures from it. */
export const initialMeetingContext: MeetingContext = {
  id: '',
  meeting: null,
  summary: null,
  query: '',
  error: null,
  line: null,
};

export type MeetingEvent =
  | { type: 'tab.select'; tab: MeetingTab }
  | { type: 'transcript.search'; query: string }
  | { type: 'transcript.focus'; line: number };

export const meetingMachine = setup({
  types: {
    context: {} as MeetingContext,
    events: {} as MeetingEvent,
    input: {} as MeetingMachineInput,
  },
  guards: {
    isFound: (_, output: LoadMeetingOutput) => output !== null,
    isTranscriptTab: ({ event }) => event.type === 'tab.select' && event.tab === 'transcript',
    isFoundAtLine: ({ context }, output: LoadMeetingOutput) =>
      output !== null && context.line !== null,
  },
  actors: {
    loadMeeting: fromPromise<LoadMeetingOutput, LoadMeetingInput>(async () => {
      throw new Error('loadMeeting not provided');
    }),
    peekMeeting: fromPromise<PeekMeetingOutput, LoadMeetingInput>(async () => {
      throw new Error('peekMeeting not provided');
    }),
  },
}).createMachine({
  id: 'meeting',
  context: ({ input }) => ({ ...initialMeetingContext, id: input.id, line: input.line ?? null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: [
        {
          // Beside the load: nothing to show yet is no failure, so an error changes nothing.
          id: 'peekMeeting',
          src: 'peekMeeting',
          input: ({ context }) => ({ id: context.id }),
          onDone: { actions: assign({ summary: ({ event }) => event.output }) },
          onError: {},
        },
        {
          id: 'loadMeeting',
          src: 'loadMeeting',
          input: ({ context }) => ({ id: context.id }),
          onDone: [
            {
              // A link to a line opens the Transcript tab there.
              guard: { type: 'isFoundAtLine', params: ({ event }) => event.output },
              target: 'loaded.transcript',
              actions: assign({ meeting: ({ event }) => event.output }),
            },
            {
              guard: { type: 'isFound', params: ({ event }) => event.output },
              target: 'loaded',
              actions: assign({ meeting: ({ event }) => event.output }),
            },
            { target: 'notFound', actions: assign({ error: MEETING_NOT_FOUND }) },
          ],
          onError: {
            target: 'failure',
            actions: assign({
              error: ({ event }) => failureMessage(event.error, MEETING_LOAD_FAILED),
            }),
          },
        },
      ],
    },
    notFound: {},
    failure: {},
    loaded: {
      initial: 'resumo',
      on: {
        'tab.select': [{ guard: 'isTranscriptTab', target: '.transcript' }, { target: '.resumo' }],
        // Another line of the same meeting chosen in the search: the whole transcript, at it.
        'transcript.focus': {
          target: '.transcript',
          actions: assign({ line: ({ event }) => event.line, query: '' }),
        },
      },
      states: {
        resumo: {},
        transcript: {
          on: {
            'transcript.search': { actions: assign({ query: ({ event }) => event.query }) },
          },
        },
      },
    },
  },
});

export type MeetingMachine = typeof meetingMachine;
export type MeetingSnapshot = SnapshotFrom<typeof meetingMachine>;

/** Statuses are the domain's `ItemStatus` (a meeting is asked for by id, so it may not exist). */
export type MeetingView =
  /** `summary`: the list's entry of the meeting, when known, to show title and date at once. */
  | { status: 'loading'; summary: MeetingSummary | null }
  | { status: 'notFound' | 'failure'; message: string }
  | { status: 'ready'; meeting: Meeting; tab: MeetingTab; query: string; line: number | null };

/**
 * What the meeting screen reads from the machine: a running actor's snapshot in the app, a
 * `meetingMachine.resolveState({ value, context })` in stories.
 */
export function selectMeetingView(snapshot: MeetingSnapshot): MeetingView {
  const { context } = snapshot;
  if (snapshot.matches('loaded') && context.meeting) {
    return {
      status: 'ready',
      meeting: context.meeting,
      tab: snapshot.matches({ loaded: 'transcript' }) ? 'transcript' : 'resumo',
      query: context.query,
      line: context.line,
    };
  }
  if (snapshot.matches('notFound')) {
    return { status: 'notFound', message: context.error ?? MEETING_NOT_FOUND };
  }
  if (snapshot.matches('failure')) {
    return { status: 'failure', message: context.error ?? MEETING_LOAD_FAILED };
  }
  return { status: 'loading', summary: context.summary };
}
