import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useTwoFactorStatus } from '../hooks/use-two-factor';
import { userTwoFactorApi, type TTwoFactorApi } from '../two-factor-api';
import { TwoFactorMethodCard } from './two-factor-method-card';

// The user's methods by default; the admin profile passes the admin API (TOTP only).
export function TwoFactorSettings({ api = userTwoFactorApi }: { api?: TTwoFactorApi }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus(api);
  if (status.isPending) return <LoadingScreen />;
  if (status.isError) return <EmptyState />;
  return (
    <Stack gap="md" maw={720} data-testid="two-factor-settings">
      <Text c="dimmed" size="sm">
        {t('two_factor.intro')}
      </Text>
      {api.methods.map((method) => {
        const entry = status.data.methods.find((item) => item.method === method);
        return (
          <TwoFactorMethodCard
            key={method}
            api={api}
            method={method}
            enabled={entry?.enabled ?? false}
            primary={entry?.primary ?? false}
          />
        );
      })}
    </Stack>
  );
}
