import { describe, expect } from 'vitest';
import {
  meetingsListMachine,
  meetingsListMessages,
  selectMeetingsListView,
  type MeetingsListContext,
  type MeetingsListSnapshot,
} from './meetings-list.machine';
import { replayPath, testModel } from '../testing/model-testing';
import type { Meeting } from '../model/workspace';

const meetings: Meeting[] = [
  {
    id: 'm2',
    title: 'Revisão mensal',
    date: '2026-11-10T14:00:00.000Z',
    overview: 'Resultados de outubro',
    notes: '',
    tasks_added: [],
    transcript: [],
  },
];

const events = [
  { type: 'xstate.done.actor.loadMeetings', output: meetings },
  { type: 'xstate.done.actor.loadMeetings', output: [] },
  { type: 'xstate.error.actor.loadMeetings', error: new Error('API error: 500') },
  { type: 'list.retry' },
];

type Ctx = MeetingsListContext;

describe('meetings list model', () => {
  testModel(
    meetingsListMachine,
    { traversal: { events }, actorNames: ['loadMeetings'] },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectMeetingsListView(h.actor.getSnapshot() as MeetingsListSnapshot);
      await replayPath(path, h, {
        loading: () => {
          const calls = h.actors.inputsOf('loadMeetings');
          // Only a retry bypasses the cache.
          expect(calls.at(-1)).toEqual({ force: calls.length > 1 });
          expect(view()).toEqual({ status: 'loading', meetings: [], errorMessage: null });
        },
        loaded: () => {
          expect(ctx().meetings).toEqual(meetings);
          expect(ctx().error).toBeNull();
          expect(view()).toEqual({ status: 'ready', meetings, errorMessage: null });
        },
        empty: () => {
          expect(ctx().meetings).toEqual([]);
          expect(ctx().error).toBeNull();
          expect(view()).toEqual({ status: 'ready', meetings: [], errorMessage: null });
        },
        failure: () => {
          expect(ctx().error).toBe(meetingsListMessages.loadFailed);
          expect(view()).toEqual({
            status: 'failure',
            meetings: [],
            errorMessage: meetingsListMessages.loadFailed,
          });
        },
      });
    },
  );
});
