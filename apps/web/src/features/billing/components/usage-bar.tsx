import { Group, Progress, Stack, Text } from '@mantine/core';
import { USAGE_WARN_AT } from '@ulak/shared/billing';
import { useTranslation } from 'react-i18next';

const [WARN, DANGER] = USAGE_WARN_AT;

// One limit's use: green, orange from 70%, red from 90% (with a line saying so).
export function UsageBar({
  label,
  used,
  limit,
  testId,
}: {
  label: string;
  used: number;
  limit: number | null;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'tr-TR').format(n);
  const share = limit === null ? 0 : limit === 0 ? 1 : Math.min(1, used / limit);
  const color = share >= DANGER ? 'red' : share >= WARN ? 'orange' : 'teal';
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" data-testid={`${testId}-text`}>
          {limit === null
            ? t('billing.unlimited_used', { used: number(used) })
            : t('billing.used_of', { used: number(used), limit: number(limit) })}
        </Text>
      </Group>
      <Progress value={limit === null ? 0 : share * 100} color={color} aria-label={label} />
      {limit !== null && limit > 0 && share >= WARN ? (
        <Text size="xs" c={share >= DANGER ? 'red.9' : 'orange.9'} role="status">
          {t(share >= DANGER ? 'billing.warn_90' : 'billing.warn_70')}
        </Text>
      ) : null}
    </Stack>
  );
}
