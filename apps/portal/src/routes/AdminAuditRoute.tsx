import { AdminAuditLog } from '@portal/ui';
import { useAuditLog } from '../containers/useAuditLog';

export function AdminAuditRoute() {
  return <AdminAuditLog {...useAuditLog()} />;
}
