import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  meetingMachine,
  meetingMessages,
  selectMeetingView,
  type LoadMeetingInput,
  type LoadMeetingOutput,
  type PeekMeetingOutput,
} from './meeting.machine';
import type { Meeting } from '../model/workspace';

const meeting: Meeting = {
  id: 'm1',
  title: 'Reunião de planejamento',
  date: '2026-11-10T14:00:00.000Z',
  overview: 'Metas do trimestre',
  notes: '**Decisão**: abrir aos domingos',
  tasks_added: [{ title: 'Contratar atendente', task: 'Contratar atendente' }],
  transcript: [{ speaker: 'Ana', text: 'Bom dia', minutes: 0.5 }],
};

function start(
  load: (input: LoadMeetingInput) => Promise<LoadMeetingOutput>,
  id = 'm1',
  line: number | null = null,
) {
  const calls: LoadMeetingInput[] = [];
  const actor = createActor(
    meetingMachine.provide({
      actors: {
        loadMeeting: fromPromise<LoadMeetingOutput, LoadMeetingInput>(({ input }) => {
          calls.push(input);
          return load(input);
        }),
      },
    }),
    { input: { id, line } },
  );
  actor.start();
  return { actor, calls, view: () => selectMeetingView(actor.getSnapshot()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('meeting screen', () => {
  it('loads the meeting of the route and opens on Resumo', async () => {
    const { actor, calls, view } = start(async () => meeting, 'm1');
    expect(view()).toEqual({ status: 'loading', summary: null });
    await settle();
    expect(calls).toEqual([{ id: 'm1' }]);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'resumo' });
    expect(view()).toEqual({ status: 'ready', meeting, tab: 'resumo', query: '', line: null });
  });

  it("shows the list's entry (title, date) while the meeting loads, and the meeting once it has", async () => {
    let release: (m: Meeting) => void = () => undefined;
    const summary = { id: 'm1', title: meeting.title, date: meeting.date, overview: 'Metas…' };
    const peeked: LoadMeetingInput[] = [];
    const actor = createActor(
      meetingMachine.provide({
        actors: {
          loadMeeting: fromPromise<LoadMeetingOutput, LoadMeetingInput>(
            () => new Promise<Meeting>((resolve) => (release = resolve)),
          ),
          peekMeeting: fromPromise<PeekMeetingOutput, LoadMeetingInput>(async ({ input }) => {
            peeked.push(input);
            return summary;
          }),
        },
      }),
      { input: { id: 'm1' } },
    ).start();
    await settle();
    expect(peeked).toEqual([{ id: 'm1' }]);
    expect(selectMeetingView(actor.getSnapshot())).toEqual({ status: 'loading', summary });
    release(meeting);
    await settle();
    expect(selectMeetingView(actor.getSnapshot())).toEqual({
      status: 'ready',
      meeting,
      tab: 'resumo',
      query: '',
      line: null,
    });
  });

  it('a peek that fails changes nothing: the meeting still loads', async () => {
    const { actor, view } = start(async () => meeting);
    // `start` provides no peekMeeting: the machine's own throws "not provided".
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(view()).toMatchObject({ status: 'ready', meeting });
  });

  it("opens on the Transcript tab at a search's line, and at another one chosen later", async () => {
    const { actor, view } = start(async () => meeting, 'm1', 0);
    await settle();
    expect(view()).toMatchObject({ status: 'ready', tab: 'transcript', line: 0 });
    actor.send({ type: 'transcript.search', query: 'nada' });
    actor.send({ type: 'tab.select', tab: 'resumo' });
    actor.send({ type: 'transcript.focus', line: 3 });
    // The whole transcript again, so the line is there to be seen.
    expect(view()).toMatchObject({ tab: 'transcript', line: 3, query: '' });
  });

  it('switches tabs and keeps the transcript search across them', async () => {
    const { actor, view } = start(async () => meeting);
    await settle();
    actor.send({ type: 'tab.select', tab: 'transcript' });
    expect(view()).toMatchObject({ tab: 'transcript', query: '' });
    actor.send({ type: 'transcript.search', query: 'ana' });
    expect(view()).toMatchObject({ tab: 'transcript', query: 'ana' });
    actor.send({ type: 'tab.select', tab: 'resumo' });
    expect(view()).toMatchObject({ tab: 'resumo', query: 'ana' });
    actor.send({ type: 'tab.select', tab: 'transcript' });
    expect(view()).toMatchObject({ tab: 'transcript', query: 'ana' });
    actor.send({ type: 'transcript.search', query: '' });
    expect(view()).toMatchObject({ query: '' });
  });

  it('ignores a search typed outside the transcript tab', async () => {
    const { actor, view } = start(async () => meeting);
    await settle();
    actor.send({ type: 'transcript.search', query: 'ana' });
    expect(view()).toMatchObject({ tab: 'resumo', query: '' });
  });

  it('says "Reunião não encontrada" when the company has no such meeting', async () => {
    const { actor, view } = start(async () => null);
    await settle();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(view()).toEqual({ status: 'notFound', message: 'Reunião não encontrada' });
    actor.send({ type: 'tab.select', tab: 'transcript' });
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('says the load failed, or shows the text the failure carries', async () => {
    const crashed = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    await settle();
    expect(crashed.view()).toEqual({
      status: 'failure',
      message: 'Falha ao carregar detalhes da reunião',
    });
    const noSession = start(() => Promise.reject({ message: 'Dados de autenticação ausentes' }));
    await settle();
    expect(noSession.view()).toEqual({
      status: 'failure',
      message: 'Dados de autenticação ausentes',
    });
  });

  it('exports docs/product.md texts', () => {
    expect(meetingMessages).toEqual({
      notFound: 'Reunião não encontrada',
      loadFailed: 'Falha ao carregar detalhes da reunião',
    });
  });

  it('gives the same view from a resolved { value, context } as from the actor (stories)', async () => {
    const { actor } = start(async () => meeting);
    await settle();
    actor.send({ type: 'tab.select', tab: 'transcript' });
    const snapshot = actor.getSnapshot();
    const fixture = meetingMachine.resolveState({
      value: { loaded: 'transcript' },
      context: snapshot.context,
    });
    expect(selectMeetingView(fixture)).toEqual(selectMeetingView(snapshot));
    expect(selectMeetingView(fixture)).toEqual({
      status: 'ready',
      meeting,
      tab: 'transcript',
      query: '',
      line: null,
    });
  });
});
