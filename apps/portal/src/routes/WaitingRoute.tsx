import { WaitingScreen } from '@portal/ui';
import { useSession } from '../app/session-context';

export function WaitingRoute() {
  const { session, logout } = useSession();
  return <WaitingScreen userName={session?.user.name} onBackToLogin={logout} />;
}
