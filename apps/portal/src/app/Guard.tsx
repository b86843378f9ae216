import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@portal/ui';
import {
  decideAccess,
  guardView,
  redirectTarget,
  type AccessRule,
  type GuardFrame,
} from './guards';
import { RouteLoading } from './RouteLoading';
import { useSession } from './session-context';
import { useSpyMode } from './spy-mode-context';

type GuardProps = {
  readonly access: AccessRule;
  /** Where the guard stands: what it shows while the route may not render yet (guards.ts). */
  readonly frame?: GuardFrame;
  readonly revalidateOnEntry?: boolean;
  readonly children: ReactNode;
};

// Renders its children only when the route's access rule allows the current session; the
// decision and what to show meanwhile are the pure `decideAccess` and `guardView` (tested in
// guards.test.ts).
export function Guard({ access, frame = 'page', revalidateOnEntry = false, children }: GuardProps) {
  const { guard, revalidate } = useSession();
  const spy = useSpyMode();
  const location = useLocation();

  useEffect(() => {
    if (revalidateOnEntry) revalidate();
  }, [revalidateOnEntry, revalidate]);

  const view = guardView(decideAccess(access, guard, { spyMode: spy.active }), frame);
  switch (view.show) {
    case 'route':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={redirectTarget(view.to, access, guard, location)} replace />;
    case 'loadingBar':
      return <RouteLoading />;
    case 'spinner':
      return <FullPageSpinner />;
  }
}
