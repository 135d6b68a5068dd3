import { Stack, Text } from '@mantine/core';
import { TWO_FACTOR_METHODS } from '@ulak/shared/auth';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useTwoFactorStatus } from '../hooks/use-two-factor';
import { TwoFactorMethodCard } from './two-factor-method-card';

export function TwoFactorSettings() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  if (status.isPending) return <LoadingScreen />;
  if (status.isError) return <EmptyState />;
  return (
    <Stack gap="md" maw={720} data-testid="two-factor-settings">
      <Text c="dimmed" size="sm">
        {t('two_factor.intro')}
      </Text>
      {TWO_FACTOR_METHODS.map((method) => {
        const entry = status.data.methods.find((item) => item.method === method);
        return (
          <TwoFactorMethodCard
            key={method}
            method={method}
            enabled={entry?.enabled ?? false}
            primary={entry?.primary ?? false}
          />
        );
      })}
    </Stack>
  );
}
