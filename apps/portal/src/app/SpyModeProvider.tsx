import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  clearSpyMode,
  isSpyModeStored,
  readBusiness,
  spyModeMachine,
  writeSpyMode,
  type KeyValueStorage,
  type SessionRole,
  type StoredBusiness,
} from '@portal/domain';
import type { Navigate } from './SessionProvider';
import { useSession } from './session-context';
import { SpyModeContext, type SpyModeContextValue } from './spy-mode-context';

type Props = {
  readonly navigate: Navigate;
  /** Where the flag and the viewed company are kept (the session's storage). */
  readonly storage: KeyValueStorage;
  readonly children: ReactNode;
};

// Spy mode lives as long as the signed-in person: a new person (or role) gets a fresh actor that
// restores the stored flag only if this person may use it. It goes by the shell's session, so an
// admin reloading a company page is back in that company while the token is still checked (the
// guards still wait for the check before showing the page).
export function SpyModeProvider({ navigate, storage, children }: Props) {
  const { shellSession: session } = useSession();
  const role = session?.user.role ?? null;
  return (
    <SpyModeActor
      key={`${session?.user.id ?? 'anonymous'}:${role ?? ''}`}
      role={role}
      ownBusiness={session?.business ?? null}
      navigate={navigate}
      storage={storage}
    >
      {children}
    </SpyModeActor>
  );
}

function SpyModeActor({
  role,
  ownBusiness,
  navigate,
  storage,
  children,
}: Props & { readonly role: SessionRole | null; readonly ownBusiness: StoredBusiness | null }) {
  // Read at the moment of leaving, not when the actor was created.
  const own = useRef(ownBusiness);
  useEffect(() => {
    own.current = ownBusiness;
  }, [ownBusiness]);
  const [machine] = useState(() =>
    spyModeMachine.provide({
      actions: {
        persistSpyMode: (_, { business }) => writeSpyMode(storage, business),
        clearSpyMode: () => clearSpyMode(storage, own.current),
        navigate: (_, { to, replace }) => navigate(to, { replace: replace === true }),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      role,
      stored: {
        active: isSpyModeStored(storage),
        business: readBusiness(storage),
      },
    },
  });
  const active = useSelector(actor, (s) => s.matches('active'));
  const business = useSelector(actor, (s) => s.context.business);

  const enter = useCallback(
    (next: StoredBusiness, to?: string) =>
      actor.send(
        to === undefined
          ? { type: 'spyMode.enter', business: next }
          : { type: 'spyMode.enter', business: next, to, replace: true },
      ),
    [actor],
  );
  const exit = useCallback(() => actor.send({ type: 'spyMode.exit' }), [actor]);
  const value = useMemo<SpyModeContextValue>(
    () => ({ active, business, enter, exit }),
    [active, business, enter, exit],
  );
  return <SpyModeContext.Provider value={value}>{children}</SpyModeContext.Provider>;
}
