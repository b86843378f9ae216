import { ReportsAnalytics } from '@portal/ui';
import { useReports } from '../containers/useReports';

export function ReportsRoute() {
  return <ReportsAnalytics {...useReports()} />;
}
