import { LoginForm } from '../../features/auth/components/login-form';

export function LiteLoginPage() {
  return (
    <LoginForm
      area="user"
      homePath="/lite"
      titleKey="auth.lite_login_title"
      forgotPath="/auth/forgot-password"
      registerPath="/auth/register"
    />
  );
}
