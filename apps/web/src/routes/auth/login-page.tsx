import { LoginForm } from '../../features/auth/components/login-form';

export function LoginPage() {
  return (
    <LoginForm
      area="user"
      homePath="/user"
      titleKey="auth.login_title"
      forgotPath="/auth/forgot-password"
      registerPath="/auth/register"
    />
  );
}
