import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { ZMessagingSettingsInput } from '@ulak/shared/messaging/api';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { useMessagingSettings, useSaveMessagingSettings } from '../hooks/use-messaging';
import type { TMessagingSettings } from '../types';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

const toHour = (value: string | null): number | null => (value === null ? null : Number(value));
const hourText = (hour: number | null): string | null => (hour === null ? null : String(hour));

// The fields keep what the inputs hold (an empty cap is '', an hour is its option value).
type TRulesDraft = {
  frequencyCapCount: number | string;
  frequencyCapHours: number | string;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  timezone: string;
  defaultLanguage: string;
};

const draftOf = (settings: TMessagingSettings): TRulesDraft => ({
  frequencyCapCount: settings.frequencyCapCount ?? '',
  frequencyCapHours: settings.frequencyCapHours,
  quietHoursStart: hourText(settings.quietHoursStart),
  quietHoursEnd: hourText(settings.quietHoursEnd),
  timezone: settings.timezone,
  defaultLanguage: settings.defaultLanguage,
});

const toInput = (draft: TRulesDraft) => ({
  ...draft,
  frequencyCapCount: draft.frequencyCapCount === '' ? null : Number(draft.frequencyCapCount),
  frequencyCapHours: Number(draft.frequencyCapHours),
  quietHoursStart: toHour(draft.quietHoursStart),
  quietHoursEnd: toHour(draft.quietHoursEnd),
});

function SendingRulesForm({ initial }: { initial: TMessagingSettings }) {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: ZMessagingSettingsInput, initialValues: draftOf(initial), toInput });
  const save = useSaveMessagingSettings();
  const onSubmit = form.onSubmit((input) =>
    save.mutate(input, { onSuccess: () => showToast(t('messages.settings_saved'), 'success') }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="sending-rules">
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('messaging.rules.intro')}
        </Text>
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('messaging.rules.cap_count')}
              description={t('messaging.rules.cap_count_hint')}
              {...form.getInputProps('frequencyCapCount')}
              min={1}
              max={1000}
              allowDecimal={false}
              data-testid="rules-cap-count"
            />
            <NumberInput
              label={t('messaging.rules.cap_hours')}
              {...form.getInputProps('frequencyCapHours')}
              min={1}
              max={720}
              allowDecimal={false}
              data-testid="rules-cap-hours"
            />
            <Select
              label={t('messaging.rules.quiet_start')}
              description={t('messaging.rules.quiet_hint')}
              data={HOURS}
              {...form.getInputProps('quietHoursStart')}
              clearable
              data-testid="rules-quiet-start"
            />
            <Select
              label={t('messaging.rules.quiet_end')}
              data={HOURS}
              {...form.getInputProps('quietHoursEnd')}
              clearable
              data-testid="rules-quiet-end"
            />
            <Select
              label={t('messaging.rules.timezone')}
              description={t('sendRules.timezone_hint')}
              data={timeZones(initial.timezone)}
              {...form.getInputProps('timezone')}
              searchable
              allowDeselect={false}
              data-testid="rules-timezone"
            />
            <Select
              label={t('messaging.rules.default_language')}
              description={t('messaging.rules.default_language_hint')}
              data={MESSAGE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
              {...form.getInputProps('defaultLanguage')}
              allowDeselect={false}
              data-testid="rules-default-language"
            />
          </SimpleGrid>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="rules-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// Frequency cap, quiet hours and default message language of the account (the 'Sending rules' tab).
export function SendingRulesPanel() {
  const settings = useMessagingSettings();
  if (settings.isPending) return <Skeleton h={260} />;
  if (settings.isError) return <EmptyState titleKey="dialog.error_title" descriptionKey="dialog.system_error" />;
  return <SendingRulesForm initial={settings.data} />;
}
