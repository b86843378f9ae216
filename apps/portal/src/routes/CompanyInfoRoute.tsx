import { CompanyInfo } from '@portal/ui';
import { useCompanyInfo } from '../containers/useCompanyInfo';

export function CompanyInfoRoute() {
  return <CompanyInfo {...useCompanyInfo()} />;
}
