import { NotificationBell } from '@portal/ui';
import { useNotifications } from '../containers/useNotifications';

/**
 * The top bar's bell, for a person (a business account, a company's code, has none). Its own
 * component so its machine starts only when it is drawn.
 */
export function ShellBell({ onNavigate }: { readonly onNavigate: (href: string) => void }) {
  return <NotificationBell {...useNotifications()} onNavigate={onNavigate} />;
}
