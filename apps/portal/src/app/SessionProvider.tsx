import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  selectSessionView,
  type KeyValueStorage,
  type Session,
  type SessionSnapshot,
  type SessionUserChange,
  type SessionView,
} from '@portal/domain';
import { sessionApi } from './api';
import { nextPathFrom, toGuardSession } from './guards';
import { SessionContext, type SessionContextValue } from './session-context';
import { createSessionMachine, storedSessionAtStart, type Navigate } from './session-machine';

export type { Navigate };

function sameView(a: SessionView, b: SessionView): boolean {
  return (
    a.isValidating === b.isValidating &&
    a.isAuthenticated === b.isAuthenticated &&
    a.role === b.role &&
    a.session === b.session &&
    a.pendingSession === b.pendingSession
  );
}

type SessionProviderProps = {
  readonly navigate: Navigate;
  /** Where the session is kept: the browser's localStorage (an empty one when the build draws a page). */
  readonly storage: KeyValueStorage;
  readonly children: ReactNode;
};

// The ONE app-wide session actor: the domain's machine with real I/O and real browser effects.
export function SessionProvider({ navigate, storage, children }: SessionProviderProps) {
  const [machine] = useState(() =>
    createSessionMachine({
      storage,
      api: sessionApi,
      navigate,
      next: () => nextPathFrom(window.location.search),
    }),
  );
  // Read before the first render, so a reload draws the shell of the person at once; the token
  // check still decides what they may see.
  const [stored] = useState(() => storedSessionAtStart(storage));
  const actor = useActorRef(machine, { input: stored === undefined ? {} : { stored } });
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
  // The machine keeps the person where they are: stored, trusted for 30 s, no landing.
  const replaceToken = useCallback(
    (jwt: string) => actor.send({ type: 'session.tokenReplaced', jwt }),
    [actor],
  );

  const changeUser = useCallback(
    (user: SessionUserChange) => actor.send({ type: 'session.userChanged', user }),
    [actor],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      guard: toGuardSession(view),
      session: view.session,
      shellSession: view.session ?? view.pendingSession,
      signIn,
      logout: signOut,
      revalidate,
      replaceToken,
      changeUser,
    }),
    [view, signIn, signOut, revalidate, replaceToken, changeUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
