import { LoginForm } from '../../features/auth/components/login-form';

export function AdminLoginPage() {
  return (
    <LoginForm
      area="admin"
      homePath="/admin"
      titleKey="auth.admin_login_title"
      forgotPath="/admin/auth/forgot-password-admin"
    />
  );
}
