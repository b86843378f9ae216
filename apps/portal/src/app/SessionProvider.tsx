import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  selectSessionView,
  sessionMachine,
  type LogoutInput,
  type LogoutOutput,
  type ReadStoredSessionOutput,
  type Session,
  type SessionSnapshot,
  type SessionView,
  type ValidateTokenInput,
  type ValidateTokenOutput,
} from '@portal/domain';
import { api } from './api';
import { toGuardSession } from './guards';
import { SessionContext, type SessionContextValue } from './session-context';
import { clearSession, readStoredSession, writeSession, writeValidation } from './storage';

export type Navigate = (to: string) => void;

// Only an answer that says "not valid" ends the session; an unreachable server rejects, and the
// machine treats a rejection as a failed validation too (SPEC §8).
const validateToken = fromPromise<ValidateTokenOutput, ValidateTokenInput>(async ({ input }) => {
  const result = await api.auth.validateToken(input);
  if (!result.ok) throw new Error(result.message);
  return result.data.valid
    ? { valid: true, user: result.data.user, business: result.data.business }
    : { valid: false };
});

// Server-side logout first (it ends every earlier token of the person), then the client clears
// storage; the machine's clearStorage action clears it again in case the call never ran.
const logout = fromPromise<LogoutOutput, LogoutInput>(() => api.auth.logout());

const readStored = fromPromise<ReadStoredSessionOutput, void>(async () =>
  readStoredSession(window.localStorage),
);

function sameView(a: SessionView, b: SessionView): boolean {
  return (
    a.isValidating === b.isValidating &&
    a.isAuthenticated === b.isAuthenticated &&
    a.role === b.role &&
    a.session === b.session
  );
}

type SessionProviderProps = { readonly navigate: Navigate; readonly children: ReactNode };

// The ONE app-wide session actor: the domain's machine with real I/O and real browser effects.
export function SessionProvider({ navigate, children }: SessionProviderProps) {
  // Set while a new token replaces the old one, so the landing navigation of 'session.login' is
  // skipped: the person stays on the page they are on.
  const quiet = useRef(false);
  const [machine] = useState(() =>
    sessionMachine.provide({
      actors: { readStoredSession: readStored, validateToken, logout },
      actions: {
        persistSession: (_, { session }) => writeSession(window.localStorage, session),
        persistValidation: (_, { at, valid }) => writeValidation(window.localStorage, at, valid),
        clearStorage: () => {
          clearSession(window.localStorage);
          api.clearCaches();
        },
        navigate: (_, { to }) => {
          if (!quiet.current) navigate(to);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: {} });
  const view = useSelector(
    actor,
    (snapshot: SessionSnapshot) => selectSessionView(snapshot),
    sameView,
  );

  const signIn = useCallback(
    (session: Session) => actor.send({ type: 'session.login', session }),
    [actor],
  );
  const signOut = useCallback(() => actor.send({ type: 'session.logout' }), [actor]);
  const revalidate = useCallback(() => actor.send({ type: 'session.revalidate' }), [actor]);
  const replaceToken = useCallback(
    (jwt: string) => {
      const current = actor.getSnapshot().context.session;
      if (!current) return;
      quiet.current = true;
      try {
        // xstate processes the event synchronously, so the landing navigation happens (and is
        // skipped) inside this call.
        actor.send({ type: 'session.login', session: { ...current, jwt } });
      } finally {
        quiet.current = false;
      }
    },
    [actor],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      guard: toGuardSession(view),
      session: view.session,
      signIn,
      logout: signOut,
      revalidate,
      replaceToken,
    }),
    [view, signIn, signOut, revalidate, replaceToken],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
