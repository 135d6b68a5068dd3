import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['controller', 'purpose', 'transfer', 'collection', 'rights'] as const;

export function KvkkPage() {
  const { t } = useTranslation();
  const rights = t('kvkk.rights_list', { returnObjects: true }) as unknown;
  return (
    <Stack gap="md" data-testid="kvkk-page">
      <Title order={1}>{t('pages.kvkk')}</Title>
      <Text c="dimmed">{t('kvkk.intro')}</Text>
      {SECTIONS.map((section) => (
        <Stack gap={4} key={section}>
          <Title order={2} fz="h4">
            {t(`kvkk.${section}_title`)}
          </Title>
          <Text>{t(`kvkk.${section}_body`)}</Text>
        </Stack>
      ))}
      {Array.isArray(rights) ? (
        <List>
          {(rights as string[]).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('kvkk.contact')}
      </Text>
    </Stack>
  );
}
