import { AdminChat } from '@portal/ui';
import { useAdminChat } from '../containers/useAdminChat';

export function AdminChatRoute() {
  return <AdminChat {...useAdminChat()} />;
}
