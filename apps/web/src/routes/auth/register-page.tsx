import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterPage() {
  return <RegisterForm />;
}
