import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  return <ResetPasswordForm area="user" loginPath="/auth/login" successPath="/auth/reset-password-success" />;
}
