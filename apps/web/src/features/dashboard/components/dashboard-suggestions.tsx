import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBulb, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDismissSuggestion, useSuggestions } from '../hooks/use-dashboard';

// Suggestions and strategy recommendations (SPEC §2) from the account's own data: each says why, with
// its figure, links to where it is fixed, and can be dismissed for good.
export function DashboardSuggestions() {
  const { t } = useTranslation();
  const suggestions = useSuggestions();
  const dismiss = useDismissSuggestion();
  if (suggestions.isPending) return <Skeleton h={96} />;
  const list = suggestions.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="dashboard-suggestions">
      <Title order={2} fz="h4">
        {t('insights.suggestions.title')}
      </Title>
      {list.map((s) => (
        <Card key={s.key} withBorder radius="md" padding="md" data-testid={`suggestion-${s.key}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <IconBulb size={22} color="var(--mantine-color-yellow-8)" aria-hidden />
              <Stack gap={2}>
                <Text fw={600}>{t(`insights.suggestions.${s.key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`insights.suggestions.${s.key}.why`, { count: s.count })}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to={s.link} size="xs" variant="light">
                {t(`insights.suggestions.${s.key}.action`)}
              </Button>
              <Tooltip label={t('insights.suggestions.dismiss')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${t('insights.suggestions.dismiss')}: ${t(`insights.suggestions.${s.key}.title`)}`}
                  onClick={() => dismiss.mutate(s.key)}
                  data-testid={`dismiss-${s.key}`}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
