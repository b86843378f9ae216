import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@portal/ui';
import { decideAccess, type AccessRule } from './guards';
import { useSession } from './session-context';

type GuardProps = {
  readonly access: AccessRule;
  readonly revalidateOnEntry?: boolean;
  readonly children: ReactNode;
};

// Renders its children only when the route's access rule allows the current session; the
// decision itself is the pure `decideAccess` (tested in guards.test.ts).
export function Guard({ access, revalidateOnEntry = false, children }: GuardProps) {
  const { guard, revalidate } = useSession();

  useEffect(() => {
    if (revalidateOnEntry) revalidate();
  }, [revalidateOnEntry, revalidate]);

  const decision = decideAccess(access, guard);
  if (decision.type === 'wait') return <FullPageSpinner />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
