import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useNotifyFeature, useRoadmap } from '../hooks/use-support';

// /user/coming-soon: the roadmap, where links to features not yet here land; a merchant can ask to
// be told when one lands (stored for the operator, listed in the admin area).
export function ComingSoonScreen() {
  const { t } = useTranslation();
  const roadmap = useRoadmap();
  const notify = useNotifyFeature();
  const items = roadmap.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.upcoming_features')} description={t('coming_soon.description')} />
      {roadmap.isPending ? <LoadingScreen /> : null}
      {roadmap.isSuccess && items.length === 0 ? <EmptyState titleKey="empty.nothing_to_show" /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((item) => (
          <Card key={item.key} withBorder radius="md" padding="lg" data-testid={`roadmap-${item.key}`}>
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{t(`coming_soon.features.${item.key}.title`)}</Text>
                  <Badge variant="light">{item.quarter.replace('-', ' ')}</Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`coming_soon.features.${item.key}.body`)}
                </Text>
              </Stack>
              {item.requested ? (
                <Group gap={6} data-testid={`roadmap-${item.key}-requested`}>
                  <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
                  <Text size="sm" c="teal.9">
                    {t('coming_soon.requested')}
                  </Text>
                </Group>
              ) : (
                <Button
                  variant="light"
                  leftSection={<IconBell size={16} />}
                  loading={notify.isPending && notify.variables === item.key}
                  onClick={() => notify.mutate(item.key)}
                  data-testid={`roadmap-${item.key}-notify`}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('coming_soon.notify')}
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
