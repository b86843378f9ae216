import { AdminFinance } from '@portal/ui';
import { useAdminFinance } from '../containers/useAdminFinance';

export function AdminFinanceRoute() {
  return <AdminFinance {...useAdminFinance()} />;
}
