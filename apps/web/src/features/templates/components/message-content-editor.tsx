import { ActionIcon, Grid, Group, Select, Stack, Tabs, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconStar, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TLanguageContent } from '@ulak/shared/messaging/api';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { CHANNEL_FIELDS, SHORT_FIELDS, fieldLabelKey, type TContentField } from '../content-fields';
import { insertAt } from '../variable-snippet';
import { MyTemplatePicker } from './my-template-picker';
import { SmsCounter } from './sms-counter';
import { VariableHelpPanel } from './variable-help-panel';

export type TContentValue = { defaultLanguage: string; languages: Record<string, TLanguageContent> };
type TFieldElement = HTMLInputElement | HTMLTextAreaElement;

// Per-language content of one message (tabs per language, the default first) with the variable panel.
// Reused by every screen that writes a message (direct send, later campaign tasks).
export function MessageContentEditor({
  channel,
  value,
  onChange,
}: {
  channel: TChannel;
  value: TContentValue;
  onChange: (next: TContentValue) => void;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(value.defaultLanguage);
  const fields = CHANNEL_FIELDS[channel];
  const elements = useRef(new Map<TContentField, TFieldElement>());
  const lastField = useRef<TContentField>(fields[fields.length - 1] ?? 'body');
  const language = value.languages[active] ? active : value.defaultLanguage;
  const current = value.languages[language] ?? {};
  const ordered = [value.defaultLanguage, ...Object.keys(value.languages).filter((l) => l !== value.defaultLanguage)];

  const setField = (field: TContentField, text: string) =>
    onChange({ ...value, languages: { ...value.languages, [language]: { ...current, [field]: text } } });

  const insert = (snippet: string) => {
    const field = lastField.current;
    const element = elements.current.get(field);
    const selection = element ? { start: element.selectionStart ?? 0, end: element.selectionEnd ?? 0 } : null;
    const next = insertAt(current[field] ?? '', snippet, selection);
    setField(field, next.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const addLanguage = (code: string | null) => {
    if (!code) return;
    onChange({ ...value, languages: { ...value.languages, [code]: {} } });
    setActive(code);
  };
  const removeLanguage = (code: string) => {
    const { [code]: _removed, ...rest } = value.languages;
    onChange({ ...value, languages: rest });
    setActive(value.defaultLanguage);
  };

  const fieldProps = (field: TContentField) => ({
    label: t(fieldLabelKey(channel, field)),
    value: current[field] ?? '',
    onFocus: () => (lastField.current = field),
    ref: (element: TFieldElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    'data-testid': `content-${field}`,
  });

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {channel === 'email' ? (
          <MyTemplatePicker
            hasContent={Object.values(value.languages).some((c) => Boolean(c.subject || c.html))}
            onPick={(content) => {
              onChange({ defaultLanguage: content.defaultLanguage, languages: content.languages });
              setActive(content.defaultLanguage);
            }}
          />
        ) : null}
        <Tabs value={language} onChange={(next) => setActive(next ?? value.defaultLanguage)}>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <Tabs.List>
              {ordered.map((code) => (
                <Tabs.Tab
                  key={code}
                  value={code}
                  data-testid={`content-language-${code}`}
                  leftSection={code === value.defaultLanguage ? <IconStar size={12} /> : null}
                  rightSection={
                    code === value.defaultLanguage ? null : (
                      <ActionIcon
                        component="span"
                        size="xs"
                        variant="subtle"
                        color="gray"
                        aria-label={t('templates.remove_language')}
                        onClick={(event) => {
                          event.stopPropagation();
                          removeLanguage(code);
                        }}
                      >
                        <IconX size={12} />
                      </ActionIcon>
                    )
                  }
                >
                  {t(`languages.${code}`, { defaultValue: code })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tooltip label={t('templates.add_language_hint')}>
              <Select
                aria-label={t('templates.add_language')}
                placeholder={t('templates.add_language')}
                data={MESSAGE_LANGUAGES.filter((code) => !value.languages[code]).map((code) => ({
                  value: code,
                  label: t(`languages.${code}`),
                }))}
                value={null}
                onChange={addLanguage}
                w={170}
                size="xs"
                data-testid="content-add-language"
              />
            </Tooltip>
          </Group>
          {/* One panel per language tab (each tab names its panel); the fields show in the active one. */}
          {ordered.map((code) => (
            <Tabs.Panel key={code} value={code}>
              {code === language ? fieldsOf() : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <VariableHelpPanel onInsert={insert} />
      </Grid.Col>
    </Grid>
  );

  function fieldsOf() {
    return (
      <Stack gap="sm" mt="sm">
        {fields.map((field) =>
          SHORT_FIELDS.includes(field) ? (
            <TextInput key={field} {...fieldProps(field)} onChange={(e) => setField(field, e.currentTarget.value)} />
          ) : (
            <Stack key={field} gap={4}>
              <Textarea
                {...fieldProps(field)}
                autosize
                minRows={field === 'html' ? 8 : 4}
                maxRows={20}
                ff={field === 'html' ? 'monospace' : undefined}
                onChange={(e) => setField(field, e.currentTarget.value)}
              />
              {channel === 'sms' && field === 'body' ? <SmsCounter text={current.body ?? ''} /> : null}
            </Stack>
          ),
        )}
      </Stack>
    );
  }
}
