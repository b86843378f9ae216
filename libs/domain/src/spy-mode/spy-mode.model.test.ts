import { describe, expect } from 'vitest';
import { spyModeMachine, type SpyModeContext, type SpyModeMachineInput } from './spy-mode.machine';
import { leafStateIds, replayPath, testModel } from '../testing/model-testing';

const padaria = { id: 'b1', name: 'Padaria' };
const florDeLis = { id: 'b2', name: 'Flor de Lis' };
// From a link in the chat: straight to a page of the company, replacing the link's address.
const fromLink = { to: '/dashboard/business/tasks', replace: true };
const events = [
  { type: 'spyMode.enter', business: padaria },
  { type: 'spyMode.enter', business: florDeLis, ...fromLink },
  { type: 'spyMode.exit' },
];

type State = { value: unknown; context: SpyModeContext };

const inputs: Array<[string, SpyModeMachineInput, boolean]> = [
  ['admin', { role: 'admin' }, true],
  ['council after reload', { role: 'council', stored: { active: true, business: padaria } }, true],
  ['ordinary user', { role: 'ordinary' }, false],
  [
    'waiting user with a forged flag',
    { role: 'waiting', stored: { active: true, business: padaria } },
    false,
  ],
  ['session not validated yet', { role: null, stored: { active: true, business: padaria } }, false],
];

describe.each(inputs)('spy mode model (%s)', (_label, input, allowed) => {
  testModel(
    spyModeMachine,
    {
      traversal: { events },
      actorNames: [],
      actionNames: ['persistSpyMode', 'clearSpyMode', 'navigate'],
      input,
      // A role that may not use the mode stays out of it, whatever it sends.
      everyState: allowed ? leafStateIds(spyModeMachine) : ['spyMode.inactive'],
    },
    async (h, path) => {
      const navigations = () =>
        h.actions.navigate.mock.calls.map((call) => (call[1] as { to: string }).to);
      const lastNavigation = () => h.actions.navigate.mock.calls.at(-1)?.[1];
      await replayPath(path, h, {
        active: (state) => {
          const { business } = (state as State).context;
          const persisted = h.actions.persistSpyMode.mock.calls.at(-1)?.[1];
          // Resumed after a reload: the stored company, nothing written, nowhere to go.
          if (!persisted) return expect(business).toEqual(padaria);
          expect(persisted).toEqual({ business });
          expect(lastNavigation()).toEqual(
            business?.id === florDeLis.id ? fromLink : { to: '/dashboard/business/meetings' },
          );
        },
        inactive: (state) => {
          expect((state as State).context.business).toBeNull();
          if (!allowed) {
            expect(navigations()).toEqual([]);
            expect(h.actions.persistSpyMode).not.toHaveBeenCalled();
            // A stored flag is wiped on start only when a known role may not use it.
            expect(h.actions.clearSpyMode).toHaveBeenCalledTimes(
              input.stored?.active && input.role !== null ? 1 : 0,
            );
          }
          if (allowed && h.actions.clearSpyMode.mock.calls.length > 0) {
            expect(navigations().at(-1)).toBe('/admin/businesses');
          }
        },
      });
    },
  );
});
