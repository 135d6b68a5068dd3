import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconCrown, IconEye } from '@tabler/icons-react';
import type { TLocalizedText, TStoreTemplateSummary } from '@ulak/shared/templates/template-api';
import { useTranslation } from 'react-i18next';
import { useStoreTemplate } from '../hooks/use-email-templates';

export function localized(text: TLocalizedText, language: string): string {
  return language === 'en' ? text.en : text.tr;
}

// A live thumbnail: the template's compiled HTML drawn at 40% in a sandboxed frame.
function Thumbnail({ template, language }: { template: TStoreTemplateSummary; language: string }) {
  const { t } = useTranslation();
  const detail = useStoreTemplate(template.id);
  const lang = detail.data?.content[language] ? language : template.defaultLanguage;
  const html = detail.data?.content[lang]?.html;
  return (
    <Box h={240} style={{ overflow: 'hidden', background: '#f1f3f5', position: 'relative' }} aria-hidden>
      {html ? (
        <iframe
          title={t('email_templates.store.thumbnail', { name: localized(template.name, language) })}
          sandbox=""
          srcDoc={html}
          tabIndex={-1}
          style={{
            width: 640,
            height: 600,
            border: 0,
            transform: 'scale(0.4)',
            transformOrigin: '0 0',
            pointerEvents: 'none',
          }}
        />
      ) : null}
    </Box>
  );
}

export function StoreCard({
  template,
  language,
  locked,
  copying,
  onPreview,
  onCopy,
}: {
  template: TStoreTemplateSummary;
  language: string;
  locked: boolean;
  copying: boolean;
  onPreview: () => void;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  const name = localized(template.name, language);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="store-card" data-premium={template.premium}>
      <Card.Section>
        <Thumbnail template={template} language={language} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} lineClamp={1} data-testid="store-card-name">
            {name}
          </Text>
          {template.premium ? (
            <Badge color="yellow.3" autoContrast leftSection={<IconCrown size={12} />}>
              {t('email_templates.store.premium')}
            </Badge>
          ) : (
            <Badge color="teal.9">{t('email_templates.store.free')}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
          {localized(template.description, language)}
        </Text>
        <Group gap="xs" grow>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconEye size={14} />}
            onClick={onPreview}
            aria-label={`${t('email_templates.store.preview')}: ${name}`}
          >
            {t('email_templates.store.preview')}
          </Button>
          <Button
            size="xs"
            leftSection={locked ? <IconCrown size={14} /> : <IconCopy size={14} />}
            color={locked ? 'yellow.3' : undefined}
            autoContrast
            loading={copying}
            onClick={onCopy}
            aria-label={`${t('email_templates.store.use')}: ${name}`}
            data-testid="store-card-use"
          >
            {t('email_templates.store.use')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
