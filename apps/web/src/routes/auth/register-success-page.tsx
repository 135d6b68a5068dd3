import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthResult } from '../../features/auth/components/auth-result';

export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <AuthResult
      kind="mail"
      title={t('auth.register_success_title')}
      message={email ? t('auth.register_success_message_email', { email }) : t('auth.register_success_message')}
      actionLabel={t('auth.back_to_login')}
      actionTo="/auth/login"
    />
  );
}
