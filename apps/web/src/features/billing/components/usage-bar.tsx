import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usageLevel } from '../usage-level';
import { formatCount } from '../../../lib/format';

const COLORS = { unlimited: 'teal', not_included: 'gray', ok: 'teal', warn: 'orange', danger: 'red' } as const;
const NOTES = { warn: 'billing.warn_70', danger: 'billing.warn_90', not_included: 'billing.not_included' } as const;

// One limit's use: green, orange from 70%, red from 90%, each with a line saying so; a channel the
// package does not include says that instead of a full red bar.
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
  const number = (n: number) => formatCount(n, i18n.language);
  const { level, share } = usageLevel(used, limit);
  const note = level === 'warn' || level === 'danger' || level === 'not_included' ? NOTES[level] : null;
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
      <Progress value={share * 100} color={COLORS[level]} aria-label={label} data-level={level} />
      {note ? (
        <Text
          size="xs"
          c={level === 'danger' ? 'red' : level === 'warn' ? 'orange' : 'dimmed'}
          role="status"
          data-testid={`${testId}-note`}
        >
          {t(note)}
        </Text>
      ) : null}
    </Stack>
  );
}
