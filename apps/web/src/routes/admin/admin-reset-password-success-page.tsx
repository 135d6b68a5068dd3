import { useTranslation } from 'react-i18next';
import { AuthResult } from '../../features/auth/components/auth-result';

export function AdminResetPasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthResult
      kind="success"
      title={t('auth.reset_success_title')}
      message={t('auth.reset_success_message')}
      actionLabel={t('auth.login_button')}
      actionTo="/admin/auth/login"
    />
  );
}
