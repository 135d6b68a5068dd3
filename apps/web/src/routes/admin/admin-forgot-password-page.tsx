import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthResult } from '../../features/auth/components/auth-result';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function AdminForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <AuthResult
        kind="mail"
        title={t('auth.forgot_success_title')}
        message={t('auth.forgot_success_message')}
        actionLabel={t('auth.back_to_login')}
        actionTo="/admin/auth/login"
      />
    );
  }
  return <ForgotPasswordForm area="admin" loginPath="/admin/auth/login" onSent={() => setSent(true)} />;
}
