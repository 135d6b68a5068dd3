import { useNavigate } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <ForgotPasswordForm
      area="user"
      loginPath="/auth/login"
      onSent={() => void navigate('/auth/forgot-password-success')}
    />
  );
}
