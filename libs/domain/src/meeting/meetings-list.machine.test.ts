import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  initialMeetingsListContext,
  meetingsListMachine,
  meetingsListMessages,
  selectMeetingsListView,
  type LoadMeetingsInput,
  type LoadMeetingsOutput,
} from './meetings-list.machine';
import type { Meeting } from '../model/workspace';

const meeting = (id: string): Meeting => ({
  id,
  title: `Reunião ${id}`,
  date: '2026-11-10T14:00:00.000Z',
  overview: '',
  notes: '',
  tasks_added: [],
  transcript: [],
});

function start(replies: Array<() => Promise<LoadMeetingsOutput>>) {
  const calls: LoadMeetingsInput[] = [];
  const actor = createActor(
    meetingsListMachine.provide({
      actors: {
        loadMeetings: fromPromise<LoadMeetingsOutput, LoadMeetingsInput>(({ input }) => {
          calls.push(input);
          const reply = replies[calls.length - 1];
          if (!reply) throw new Error('unexpected call');
          return reply();
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('meetings list', () => {
  it('shows the meetings in the order received', async () => {
    const list = [meeting('m2'), meeting('m1')];
    const { actor, calls } = start([async () => list]);
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(calls).toEqual([{ force: false }]);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.meetings).toEqual(list);
  });

  it('says there are no meetings for an empty list', async () => {
    const { actor } = start([async () => []]);
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(meetingsListMessages.emptyTitle).toBe('Nenhuma reunião encontrada');
    expect(meetingsListMessages.emptyText).toBe('Não há reuniões registradas para esta empresa');
  });

  it('says the load failed, and a retry loads again bypassing the cache', async () => {
    const { actor, calls } = start([
      () => Promise.reject(new Error('API error: 500')),
      async () => [meeting('m1')],
    ]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe(
      'Falha ao carregar reuniões. Por favor, tente novamente.',
    );
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(calls).toEqual([{ force: false }, { force: true }]);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the text a failure carries (missing session)', async () => {
    const { actor } = start([() => Promise.reject({ message: 'Dados de autenticação ausentes' })]);
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Dados de autenticação ausentes');
  });

  it('ignores a retry while loading or once loaded', async () => {
    const { actor, calls } = start([async () => [meeting('m1')]]);
    actor.send({ type: 'list.retry' });
    await settle();
    actor.send({ type: 'list.retry' });
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('gives the same view from a resolved { value, context } as from the actor (stories)', async () => {
    const list = [meeting('m1')];
    const { actor } = start([async () => list]);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(
      selectMeetingsListView(
        meetingsListMachine.resolveState({ value: 'loaded', context: snapshot.context }),
      ),
    ).toEqual(selectMeetingsListView(snapshot));
    expect(selectMeetingsListView(snapshot)).toEqual({
      status: 'ready',
      meetings: list,
      errorMessage: null,
    });
    expect(
      selectMeetingsListView(
        meetingsListMachine.resolveState({ value: 'empty', context: initialMeetingsListContext }),
      ),
    ).toEqual({ status: 'ready', meetings: [], errorMessage: null });
  });
});
