import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  WHATSAPP_TEMPLATE_CATEGORIES,
  type TWhatsappProvider,
  type TWhatsappTemplate,
} from '@ulak/shared/whatsapp/whatsapp-settings';
import { useTranslation } from 'react-i18next';
import { useVariableCatalogue } from '../../templates/hooks/use-templates';

// The approved templates of the number: name and language as approved in the Meta app, and for each
// body parameter ({{1}}, {{2}}, ...) the variable (or fixed text) that fills it. Helorobo templates also
// carry their id there, the URL button's parameter and the copy code button's value (a coupon).
export function WhatsappTemplatesEditor({
  provider,
  value,
  onChange,
}: {
  provider: TWhatsappProvider;
  value: TWhatsappTemplate[];
  onChange: (next: TWhatsappTemplate[]) => void;
}) {
  const { t } = useTranslation();
  const catalogue = useVariableCatalogue();
  const variables = (catalogue.data ?? []).flatMap(({ group, variables: names }) =>
    names.filter((name) => !name.startsWith('<')).map((name) => `${group}.${name}`),
  );
  const update = (index: number, patch: Partial<TWhatsappTemplate>) =>
    onChange(value.map((template, i) => (i === index ? { ...template, ...patch } : template)));
  const add = () =>
    onChange([
      ...value,
      {
        name: '',
        language: 'tr',
        category: 'MARKETING',
        bodyText: '',
        parameters: [],
        providerTemplateId: '',
        urlButton: '',
        copyCode: '',
      },
    ]);

  return (
    <Stack gap="sm" data-testid="whatsapp-templates">
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('whatsapp_settings.no_templates')}
        </Text>
      ) : null}
      {value.map((template, index) => (
        <Paper key={index} withBorder p="sm" radius="md" data-testid={`whatsapp-template-${index}`}>
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                flex={2}
                label={t('whatsapp_settings.template_name')}
                value={template.name}
                onChange={(e) => update(index, { name: e.currentTarget.value })}
                data-testid={`whatsapp-template-name-${index}`}
              />
              <TextInput
                flex={1}
                label={t('whatsapp_settings.template_language')}
                value={template.language}
                onChange={(e) => update(index, { language: e.currentTarget.value })}
              />
              <Select
                flex={1}
                label={t('whatsapp_settings.template_category')}
                data={WHATSAPP_TEMPLATE_CATEGORIES.map((c) => ({
                  value: c,
                  label: t(`whatsapp_settings.categories.${c}`),
                }))}
                value={template.category}
                allowDeselect={false}
                onChange={(category) =>
                  update(index, { category: (category ?? 'MARKETING') as TWhatsappTemplate['category'] })
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('common.delete')}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                mb={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {provider === 'helorobo' ? (
              <Group grow align="flex-start">
                <TextInput
                  label={t('whatsapp_provider.template_id')}
                  value={template.providerTemplateId}
                  onChange={(e) => update(index, { providerTemplateId: e.currentTarget.value })}
                  data-testid={`whatsapp-template-id-${index}`}
                />
                <Autocomplete
                  label={t('whatsapp_provider.url_button')}
                  data={variables}
                  value={template.urlButton}
                  onChange={(urlButton) => update(index, { urlButton })}
                />
                <Autocomplete
                  label={t('whatsapp_provider.copy_code')}
                  description={t('whatsapp_provider.copy_code_hint')}
                  data={variables}
                  value={template.copyCode}
                  onChange={(copyCode) => update(index, { copyCode })}
                  data-testid={`whatsapp-copy-code-${index}`}
                />
              </Group>
            ) : null}
            <Textarea
              label={t('whatsapp_settings.template_body')}
              autosize
              minRows={2}
              value={template.bodyText}
              onChange={(e) => update(index, { bodyText: e.currentTarget.value })}
            />
            {template.parameters.map((parameter, p) => (
              <Group key={p} align="flex-end" wrap="nowrap">
                <Autocomplete
                  flex={1}
                  label={t('whatsapp_settings.parameter', { index: p + 1 })}
                  data={variables}
                  value={parameter.variable}
                  onChange={(variable) =>
                    update(index, {
                      parameters: template.parameters.map((x, i) => (i === p ? { variable } : x)),
                    })
                  }
                  data-testid={`whatsapp-parameter-${index}-${p}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('common.delete')}
                  onClick={() => update(index, { parameters: template.parameters.filter((_, i) => i !== p) })}
                  mb={4}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPlus size={14} />}
                onClick={() => update(index, { parameters: [...template.parameters, { variable: 'member.name' }] })}
              >
                {t('whatsapp_settings.add_parameter')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} data-testid="whatsapp-add-template">
          {t('whatsapp_settings.add_template')}
        </Button>
      </Group>
    </Stack>
  );
}
