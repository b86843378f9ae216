import { describe, expect } from 'vitest';
import {
  meetingMachine,
  meetingMessages,
  selectMeetingView,
  type MeetingContext,
  type MeetingSnapshot,
} from './meeting.machine';
import { replayPath, testModel } from '../testing/model-testing';
import type { Meeting, MeetingSummary } from '../model/workspace';

const meeting: Meeting = {
  id: 'm1',
  title: 'Reunião de planejamento',
  date: '2026-11-10T14:00:00.000Z',
  overview: 'Metas do trimestre',
  notes: 'Notas',
  tasks_added: [],
  transcript: [
    { speaker: 'Ana', text: 'Bom dia a todos', minutes: 0.5 },
    { speaker: 'Bruno', text: 'Vamos às metas', minutes: 1.25 },
  ],
};
const input = { id: 'm1' };
const summary: MeetingSummary = {
  id: 'm1',
  title: meeting.title,
  date: meeting.date,
  overview: meeting.overview,
};

const events = [
  { type: 'xstate.done.actor.peekMeeting', output: summary },
  { type: 'xstate.done.actor.peekMeeting', output: null },
  { type: 'xstate.error.actor.peekMeeting', error: new Error('no list at hand') },
  { type: 'xstate.done.actor.loadMeeting', output: meeting },
  { type: 'xstate.done.actor.loadMeeting', output: null },
  { type: 'xstate.error.actor.loadMeeting', error: new Error('API error: 500') },
  {
    type: 'xstate.error.actor.loadMeeting',
    error: { message: 'Dados de autenticação ausentes' },
  },
  { type: 'tab.select', tab: 'transcript' },
  { type: 'tab.select', tab: 'resumo' },
  { type: 'transcript.search', query: 'metas' },
  { type: 'transcript.search', query: '' },
  { type: 'transcript.focus', line: 1 },
];

type Ctx = MeetingContext;

describe('meeting model', () => {
  testModel(
    meetingMachine,
    { traversal: { events }, actorNames: ['loadMeeting', 'peekMeeting'], input },
    async (h, path) => {
      const ctx = () => h.actor.getSnapshot().context as Ctx;
      const view = () => selectMeetingView(h.actor.getSnapshot() as MeetingSnapshot);
      const execute = async (event: { type: string; tab?: string }) => {
        const before = ctx();
        await h.execute(event);
        // Switching tabs never loses the search.
        if (event.type === 'tab.select') expect(ctx().query).toBe(before.query);
      };
      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          loading: () => {
            // The list's entry shows as soon as it is known; until then, the spinner alone.
            expect(view()).toEqual({ status: 'loading', summary: ctx().summary });
            expect([null, summary]).toContainEqual(ctx().summary);
            expect(h.actors.inputsOf('loadMeeting')).toEqual([{ id: 'm1' }]);
            expect(h.actors.inputsOf('peekMeeting')).toEqual([{ id: 'm1' }]);
          },
          notFound: () =>
            expect(view()).toEqual({ status: 'notFound', message: meetingMessages.notFound }),
          failure: () =>
            expect(view()).toEqual({
              status: 'failure',
              message: expect.stringMatching(
                /^(Falha ao carregar detalhes da reunião|Dados de autenticação ausentes)$/,
              ),
            }),
          'loaded.resumo': () =>
            expect(view()).toEqual({
              status: 'ready',
              meeting,
              tab: 'resumo',
              query: ctx().query,
              line: ctx().line,
            }),
          'loaded.transcript': () =>
            expect(view()).toEqual({
              status: 'ready',
              meeting,
              tab: 'transcript',
              query: ctx().query,
              line: ctx().line,
            }),
        },
      );
      // The meeting is loaded once per screen, whatever happens after.
      expect(h.actors.inputsOf('loadMeeting')).toHaveLength(1);
    },
  );
});
