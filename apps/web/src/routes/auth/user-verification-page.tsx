import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorText } from '../../lib/api/error-text';
import { isGuardLoggedIn } from '../../lib/session/session';
import { AuthResult } from '../../features/auth/components/auth-result';
import { useVerifyEmail } from '../../features/auth/hooks/use-verify-email';
import { LoadingScreen } from '../../features/common/components/loading-screen';

export function UserVerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);
  const next = isGuardLoggedIn('user')
    ? { label: t('auth.go_domain_verification'), to: '/auth/domain-verification' }
    : { label: t('auth.back_to_login'), to: '/auth/login' };
  if (!token) {
    return (
      <AuthResult
        kind="error"
        title={t('auth.verification_failed_title')}
        message={t('auth.verification_token_missing')}
        actionLabel={next.label}
        actionTo={next.to}
      />
    );
  }
  if (verify.isPending) return <LoadingScreen />;
  if (verify.isError) {
    return (
      <AuthResult
        kind="error"
        title={t('auth.verification_failed_title')}
        message={apiErrorText(verify.error, t)}
        actionLabel={next.label}
        actionTo={next.to}
      />
    );
  }
  return (
    <AuthResult
      kind="success"
      title={t('auth.verification_success_title')}
      message={t('auth.verification_success_message')}
      actionLabel={next.label}
      actionTo={next.to}
    />
  );
}
