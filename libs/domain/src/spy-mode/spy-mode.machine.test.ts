import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { spyModeMachine, type SpyModeMachineInput } from './spy-mode.machine';
import type { StoredBusiness } from '../model/session';

const padaria: StoredBusiness = { id: 'b1', name: 'Padaria' };

function start(input: SpyModeMachineInput) {
  const calls: string[] = [];
  const persistSpyMode = vi.fn();
  const actor = createActor(
    spyModeMachine.provide({
      actions: {
        persistSpyMode: (_, params) => {
          calls.push('persist');
          persistSpyMode(params.business);
        },
        clearSpyMode: () => calls.push('clear'),
        navigate: (_, params) => calls.push(`navigate ${params.to}`),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, persistSpyMode };
}

describe('spy mode', () => {
  it.each(['admin', 'council'] as const)('lets %s enter a company and come back', (role) => {
    const { actor, calls, persistSpyMode } = start({ role });
    expect(actor.getSnapshot().value).toBe('inactive');
    actor.send({ type: 'spyMode.enter', business: padaria });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.business).toEqual(padaria);
    expect(persistSpyMode).toHaveBeenCalledWith(padaria);
    actor.send({ type: 'spyMode.exit' });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(calls).toEqual([
      'persist',
      'navigate /dashboard/business/meetings',
      'clear',
      'navigate /admin/businesses',
    ]);
  });

  it('opens the company page a link names, in place of the link, and moves to another company', () => {
    const navigations: unknown[] = [];
    const actor = createActor(
      spyModeMachine.provide({
        actions: {
          persistSpyMode: () => undefined,
          clearSpyMode: () => undefined,
          navigate: (_, params) => navigations.push(params),
        },
      }),
      { input: { role: 'admin' } },
    );
    actor.start();
    const to = '/dashboard/business/meetings/m1';
    actor.send({ type: 'spyMode.enter', business: padaria, to, replace: true });
    expect(navigations).toEqual([{ to, replace: true }]);
    // Already viewing a company: a link to another one moves the view there.
    const flor = { id: 'b2', name: 'Flor de Lis' };
    actor.send({ type: 'spyMode.enter', business: flor, to: '/dashboard/business/tasks' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.business).toEqual(flor);
    expect(navigations.at(-1)).toEqual({ to: '/dashboard/business/tasks' });
  });

  it.each(['ordinary', 'waiting', null] as const)('refuses %s', (role) => {
    const { actor, calls } = start({ role });
    actor.send({ type: 'spyMode.enter', business: padaria });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(calls).toEqual([]);
  });

  it('resumes a stored spy session after a reload, but drops one that is no longer allowed', () => {
    const resumed = start({ role: 'admin', stored: { active: true, business: padaria } });
    expect(resumed.actor.getSnapshot().value).toBe('active');
    const dropped = start({ role: 'ordinary', stored: { active: true, business: padaria } });
    expect(dropped.actor.getSnapshot().value).toBe('inactive');
    expect(dropped.actor.getSnapshot().context.business).toBeNull();
    expect(dropped.calls).toEqual(['clear']);
    expect(resumed.calls).toEqual([]);
    // While the session is still validating the role is unknown: keep the stored flag.
    const unknown = start({ role: null, stored: { active: true, business: padaria } });
    expect(unknown.actor.getSnapshot().value).toBe('inactive');
    expect(unknown.calls).toEqual([]);
  });
});
