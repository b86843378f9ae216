import { createContext, useContext } from 'react';
import type { Session, SessionUserChange } from '@portal/domain';
import type { GuardSession } from './guards';

// What routes and containers may know about the one app-wide session actor. They read this and
// call these intents; only SessionProvider talks to the actor itself.
export type SessionContextValue = {
  readonly guard: GuardSession;
  /** The signed-in person's session, once its token is known to be good. */
  readonly session: Session | null;
  /**
   * Who the shells are drawn for: `session`, or while a stored token is being checked the session
   * it belongs to. Never a reason to show a page: the guards decide that from `guard`.
   */
  readonly shellSession: Session | null;
  /** A login form succeeded: store the session and go to the landing of its role. */
  readonly signIn: (session: Session) => void;
  /** Ends the session on the server, clears every stored key and returns to '/'. */
  readonly logout: () => void;
  /** Checks the token again (docs/product.md: on entry to /admin/chat). */
  readonly revalidate: () => void;
  /**
   * A password change ends every earlier token and hands back a new one: keep the person signed
   * in, on the same page, with it.
   */
  readonly replaceToken: (jwt: string) => void;
  /** The person saved their profile: the shells show the saved name from now on. */
  readonly changeUser: (user: SessionUserChange) => void;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
