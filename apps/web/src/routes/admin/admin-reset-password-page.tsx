import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function AdminResetPasswordPage() {
  return (
    <ResetPasswordForm
      area="admin"
      loginPath="/admin/auth/login"
      successPath="/admin/auth/reset-password-success-admin"
    />
  );
}
