import { ResetPasswordScreen } from '@portal/ui';
import { useResetPassword } from '../containers/useResetPassword';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen {...useResetPassword()} />;
}
