import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ACCESS_LOG_LOAD_FAILED } from '../messages';
import { formatAdminDate } from '../format/format';
import { accessLogMachine, selectAccessLogView, type CompanyAccess } from './access-log.machine';
import {
  controlledActors,
  createHarness,
  flush,
  leafStateIds,
  modelPaths,
  namedPaths,
  replayPath,
  visitedLeafIds,
} from '../testing/model-testing';

const entries: readonly CompanyAccess[] = [
  { id: 'a2', at: '2026-11-16T18:05:00.000Z', name: 'Roberto Almeida', role: 'council' },
  { id: 'a1', at: '2026-11-02T12:30:00.000Z', name: 'Mariana Costa', role: 'admin' },
];

function start() {
  const actors = controlledActors(['loadAccessLog'] as const);
  const actor = createActor(accessLogMachine.provide({ actors: actors.logics as never }));
  actor.start();
  const view = () => selectAccessLogView(actor.getSnapshot());
  return { actor, actors, view };
}

describe('company access list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lists who entered the company, newest first, with the product's admin date", async () => {
    const c = start();
    expect(c.view()).toEqual({ status: 'loading', entries: [], error: null });
    c.actors.resolve('loadAccessLog', entries);
    await flush();
    const view = c.view();
    expect(view.status).toBe('ready');
    expect(view.entries.map((entry) => [entry.name, entry.role, entry.when])).toEqual([
      ['Roberto Almeida', 'council', formatAdminDate(entries[0]!.at)],
      ['Mariana Costa', 'admin', formatAdminDate(entries[1]!.at)],
    ]);
    expect(view.entries[0]?.when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('says it could not load them, with its own text or the failure’s, and retries', async () => {
    const c = start();
    c.actors.reject('loadAccessLog', new Error('socket hang up'));
    await flush();
    expect(c.view()).toEqual({ status: 'failure', entries: [], error: ACCESS_LOG_LOAD_FAILED });
    c.actor.send({ type: 'accessLog.retry' });
    c.actors.reject('loadAccessLog', { message: 'Dados de autenticação ausentes' });
    await flush();
    expect(c.view().error).toBe('Dados de autenticação ausentes');
    c.actor.send({ type: 'accessLog.retry' });
    c.actors.resolve('loadAccessLog', []);
    await flush();
    expect(c.view()).toEqual({ status: 'ready', entries: [], error: null });
  });
});

describe('company access list model', () => {
  const events = [
    { type: 'xstate.done.actor.loadAccessLog', output: entries },
    { type: 'xstate.error.actor.loadAccessLog', error: new Error('API error: 500') },
    { type: 'accessLog.retry' },
  ];
  const paths = modelPaths(accessLogMachine, { events });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes through every state', () => {
    expect(visitedLeafIds(paths)).toEqual(leafStateIds(accessLogMachine));
  });

  it.each(namedPaths(paths))('%s', async (_, path) => {
    const h = createHarness(accessLogMachine, { actorNames: ['loadAccessLog'], actionNames: [] });
    const view = () => selectAccessLogView(h.actor.getSnapshot() as never);
    await replayPath(path as never, h, {
      loading: () => expect(view()).toMatchObject({ status: 'loading', entries: [] }),
      ready: () =>
        expect(view()).toMatchObject({
          status: 'ready',
          entries: entries.map((e) => e),
          error: null,
        }),
      failure: () =>
        expect(view()).toEqual({ status: 'failure', entries: [], error: ACCESS_LOG_LOAD_FAILED }),
    });
  });
});
