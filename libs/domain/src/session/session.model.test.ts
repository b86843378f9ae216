import { describe, expect } from 'vitest';
import {
  selectSessionView,
  sessionMachine,
  type SessionContext,
  type SessionUserChange,
} from './session.machine';
import { replayPath, testModel } from '../testing/model-testing';
import type { Session, SessionUser } from '../model/session';

const NOW = 1_700_000_000_000;
const input = { now: () => NOW };
const ana: SessionUser = { id: 'u1', name: 'Ana', email: 'ana@loja.com.br', role: 'ordinary' };
const stored: Session = {
  jwt: 'jwt-1',
  authType: 'user',
  user: ana,
  business: { id: 'b1', name: 'Padaria' },
};
const admin: Session = {
  jwt: 'jwt-admin',
  authType: 'user',
  user: { id: 'a1', name: 'Admin', email: 'admin@demo.com.br', role: 'admin' },
  business: null,
};

const events = [
  { type: 'xstate.done.actor.readStoredSession', output: null },
  {
    type: 'xstate.done.actor.readStoredSession',
    output: { ...stored, lastTokenValidation: null, tokenValid: false },
  },
  {
    type: 'xstate.done.actor.readStoredSession',
    output: { ...stored, lastTokenValidation: NOW - 5_000, tokenValid: true },
  },
  { type: 'xstate.error.actor.readStoredSession', error: new SyntaxError('bad JSON') },
  { type: 'xstate.done.actor.validateToken', output: { valid: true } },
  {
    type: 'xstate.done.actor.validateToken',
    output: { valid: true, user: { ...ana, role: 'waiting' }, business: null },
  },
  { type: 'xstate.done.actor.validateToken', output: { valid: false } },
  { type: 'xstate.error.actor.validateToken', error: new Error('offline') },
  { type: 'session.login', session: admin },
  { type: 'session.tokenReplaced', jwt: 'jwt-2' },
  { type: 'session.tokenReplaced', jwt: '' },
  { type: 'session.userChanged', user: { name: 'Ana Lima', email: 'ana.lima@loja.com.br' } },
  { type: 'session.logout' },
  { type: 'session.revalidate' },
  { type: 'xstate.done.actor.logout', output: { status: 'success' } },
  { type: 'xstate.error.actor.logout', error: new Error('500') },
];

type State = { value: unknown; context: SessionContext };
const withoutClock = (context: unknown) => ({ ...(context as SessionContext), now: undefined });

// The machine reads storage itself, or the host found nothing stored before the start.
describe.each([
  ['session model', input],
  ['session model, nothing stored at start', { ...input, stored: null }],
])('%s', (_, start) => {
  testModel(
    sessionMachine,
    {
      traversal: { events },
      actorNames: ['readStoredSession', 'validateToken', 'logout'],
      actionNames: ['persistSession', 'persistValidation', 'clearStorage', 'navigate'],
      input: start,
    },
    async (h, path) => {
      const view = () => selectSessionView(h.actor.getSnapshot() as never);
      const lastNavigation = () =>
        (h.actions.navigate.mock.calls.at(-1)?.[1] as { to: string } | undefined)?.to;
      // A replaced token never moves the person or touches storage beyond the new token; an
      // empty one changes nothing at all. A saved profile changes the name and e-mail shown of a
      // signed-in person, nothing else, and nothing at all of anyone else.
      const execute = async (event: { type: string; jwt?: string; user?: SessionUserChange }) => {
        if (event.type !== 'session.tokenReplaced' && event.type !== 'session.userChanged') {
          return h.execute(event);
        }
        const before = h.actor.getSnapshot().context as SessionContext;
        const signedIn = h.actor.getSnapshot().matches('authenticated');
        const navigations = h.actions.navigate.mock.calls.length;
        const persisted = h.actions.persistSession.mock.calls.length;
        await h.execute(event);
        const after = h.actor.getSnapshot().context as SessionContext;
        expect(h.actions.navigate.mock.calls.length).toBe(navigations);
        expect(h.actions.clearStorage).not.toHaveBeenCalled();
        if (event.user && signedIn && before.session) {
          const user = { ...before.session.user, ...event.user };
          expect(after).toEqual({ ...before, session: { ...before.session, user } });
          expect(h.actions.persistSession.mock.calls.at(-1)?.[1]).toEqual({
            session: after.session,
          });
        } else if (event.jwt && !event.user) {
          expect(after.session).toEqual({ ...before.session, jwt: event.jwt });
        } else {
          expect(after).toEqual(before);
          expect(h.actions.persistSession.mock.calls.length).toBe(persisted);
        }
      };
      await replayPath(
        path,
        { actor: h.actor, execute },
        {
          loading: () =>
            expect(view()).toMatchObject({ isValidating: true, isAuthenticated: false }),
          validating: (state) => {
            expect(view()).toMatchObject({ isValidating: true, isAuthenticated: false });
            const { session } = (state as State).context;
            // Who the person appears to be while the token is checked, and nothing more.
            expect(view()).toMatchObject({ session: null, pendingSession: session });
            expect(h.actors.inputsOf('validateToken').at(-1)).toEqual({
              jwt: session?.jwt,
              authType: session?.authType,
            });
          },
          authenticated: (state) => {
            const { context } = state as State;
            const role = context.session?.user.role;
            expect(view()).toMatchObject({
              isValidating: false,
              isAuthenticated: true,
              role,
              pendingSession: null,
            });
            expect(context.tokenValid).toBe(true);
            expect(context.lastTokenValidation).not.toBeNull();
            // What is stored is what the machine holds (a login, a validation, a new token).
            const persisted = h.actions.persistSession.mock.calls.at(-1)?.[1];
            if (persisted) expect(persisted).toEqual({ session: context.session });
            const validation = h.actions.persistValidation.mock.calls.at(-1)?.[1];
            if (validation) {
              expect(validation).toEqual({ at: context.lastTokenValidation, valid: true });
            }
            if (context.session?.jwt === 'jwt-2') {
              // A replaced token is persisted and fresh, and never moves the person.
              expect(persisted).toEqual({ session: context.session });
              expect(context.lastTokenValidation).toBe(NOW);
            }
            if (role === 'admin') expect(lastNavigation()).toBe('/admin/businesses');
            if (role === 'waiting') expect(lastNavigation()).toBe('/waiting');
            if (role === 'ordinary') expect(h.actions.navigate).not.toHaveBeenCalled();
            expect(h.actions.clearStorage).not.toHaveBeenCalled();
          },
          loggingOut: (state) => {
            expect(view()).toMatchObject({
              isValidating: true,
              isAuthenticated: false,
              role: null,
              pendingSession: null,
            });
            expect(h.actors.inputsOf('logout').at(-1)).toEqual({
              jwt: (state as State).context.session?.jwt,
              authType: 'user',
            });
            expect(h.actions.clearStorage).not.toHaveBeenCalled();
          },
          anonymous: (state) => {
            expect(view()).toMatchObject({
              isValidating: false,
              isAuthenticated: false,
              role: null,
              pendingSession: null,
            });
            expect((state as State).context.session).toBeNull();
            // Leaving a session always wipes storage and goes to login.
            if (
              h.actors.inputsOf('validateToken').length > 0 ||
              h.actors.inputsOf('logout').length > 0
            ) {
              expect(h.actions.clearStorage).toHaveBeenCalled();
              expect(lastNavigation()).toBe('/');
            }
          },
        },
        withoutClock,
      );
    },
  );
});
