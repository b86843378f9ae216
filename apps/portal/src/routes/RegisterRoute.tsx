import { RegistrationScreen } from '@portal/ui';
import { useRegistration } from '../containers/useRegistration';

export function RegisterRoute() {
  return <RegistrationScreen {...useRegistration()} />;
}
