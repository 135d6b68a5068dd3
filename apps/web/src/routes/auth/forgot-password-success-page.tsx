import { useTranslation } from 'react-i18next';
import { AuthResult } from '../../features/auth/components/auth-result';

export function ForgotPasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthResult
      kind="mail"
      title={t('auth.forgot_success_title')}
      message={t('auth.forgot_success_message')}
      actionLabel={t('auth.back_to_login')}
      actionTo="/auth/login"
    />
  );
}
