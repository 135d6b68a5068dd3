import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isGuardLoggedIn } from '../../lib/session/session';
import { AuthResult } from '../../features/auth/components/auth-result';
import { DomainVerificationPanel } from '../../features/domains/components/domain-verification-panel';

export function DomainVerificationPage() {
  const { t } = useTranslation();
  if (!isGuardLoggedIn('user')) {
    return (
      <AuthResult
        kind="mail"
        title={t('pages.domain_verification')}
        message={t('domains.login_required')}
        actionLabel={t('auth.login_button')}
        actionTo="/auth/login"
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('pages.domain_verification')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('domains.intro')}
      </Text>
      <DomainVerificationPanel />
    </Stack>
  );
}
