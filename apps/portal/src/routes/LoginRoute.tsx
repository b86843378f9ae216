import { LoginScreen } from '@portal/ui';
import { useLogin } from '../containers/useLogin';

export function LoginRoute() {
  return <LoginScreen {...useLogin()} />;
}
