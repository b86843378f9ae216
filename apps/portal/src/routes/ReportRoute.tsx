import { useParams } from 'react-router-dom';
import { ReportDetail } from '@portal/ui';
import { useReportDetail } from '../containers/useReports';

export function ReportRoute() {
  const { id = '' } = useParams();
  // Another report is another machine: keyed, so going from one report to the next starts over.
  return <Report key={id} id={id} />;
}

function Report({ id }: { readonly id: string }) {
  return <ReportDetail {...useReportDetail(id)} />;
}
