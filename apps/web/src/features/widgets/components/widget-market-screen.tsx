import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../common/components/page-header';
import { BUILT_WIDGET_TYPES, newDraft } from '../widget-drafts';
import { WidgetPreview } from './widget-preview';

// /user/widget-v2 (and /user/widget): every widget type with a live preview, to create one or list yours.
export function WidgetMarketScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.widgets')}
        description={t('widgets.market.description')}
        actions={
          <Button component={Link} to="/user/widgets" variant="default" leftSection={<IconList size={16} />}>
            {t('pages.my_widgets')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {BUILT_WIDGET_TYPES.map((type) => {
          const example = newDraft(type, t(`widgets.market.example_title.${type}`), 0);
          example.texts.en = { ...example.texts.en, title: t(`widgets.market.example_title.${type}`) };
          return (
            <Card key={type} withBorder radius="md" padding="lg" data-testid={`market-${type}`}>
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  {t(`widgets.types.${type}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`widgets.market.about.${type}`)}
                </Text>
                <Group justify="center" bg="gray.2" p="md" style={{ borderRadius: 8 }}>
                  <div style={{ width: 300 }}>
                    <WidgetPreview draft={example} lang={lang} mobile={false} />
                  </div>
                </Group>
                <Group gap="xs">
                  <Button
                    component={Link}
                    to={`/user/widget-v2/${type}/new`}
                    leftSection={<IconPlus size={16} />}
                    data-testid={`create-${type}`}
                  >
                    {t('widgets.market.create')}
                  </Button>
                  <Button component={Link} to={`/user/widget-v2/widget-list/${type}`} variant="default">
                    {t('widgets.market.list')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
