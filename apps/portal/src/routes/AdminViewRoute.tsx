import { RouteLoading } from '../app/RouteLoading';
import { useCompanyView } from '../containers/useCompanyView';

/** Shows the shell's loading bar while the link's company is checked, then moves on. */
export function AdminViewRoute() {
  useCompanyView();
  return <RouteLoading />;
}
