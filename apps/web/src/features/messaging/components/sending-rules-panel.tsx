import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { FormAlert } from '../../common/components/form-alert';
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

function SendingRulesForm({ initial }: { initial: TMessagingSettings }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveMessagingSettings();
  const set = (patch: Partial<TMessagingSettings>) => setForm({ ...form, ...patch });
  const submit = () => {
    if ((form.quietHoursStart === null) !== (form.quietHoursEnd === null)) {
      setProblem(t('messaging.rules.quiet_hours_both'));
      return;
    }
    setProblem(null);
    save.mutate(form, { onSuccess: () => showToast(t('messages.settings_saved'), 'success') });
  };
  return (
    <Stack gap="md" data-testid="sending-rules">
      <Text c="dimmed" size="sm">
        {t('messaging.rules.intro')}
      </Text>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('messaging.rules.cap_count')}
            description={t('messaging.rules.cap_count_hint')}
            value={form.frequencyCapCount ?? ''}
            min={1}
            max={1000}
            allowDecimal={false}
            onChange={(value) => set({ frequencyCapCount: typeof value === 'number' ? value : null })}
            data-testid="rules-cap-count"
          />
          <NumberInput
            label={t('messaging.rules.cap_hours')}
            value={form.frequencyCapHours}
            min={1}
            max={720}
            allowDecimal={false}
            onChange={(value) => set({ frequencyCapHours: typeof value === 'number' ? value : 24 })}
            data-testid="rules-cap-hours"
          />
          <Select
            label={t('messaging.rules.quiet_start')}
            description={t('messaging.rules.quiet_hint')}
            data={HOURS}
            value={form.quietHoursStart === null ? null : String(form.quietHoursStart)}
            onChange={(value) => set({ quietHoursStart: toHour(value) })}
            clearable
            data-testid="rules-quiet-start"
          />
          <Select
            label={t('messaging.rules.quiet_end')}
            data={HOURS}
            value={form.quietHoursEnd === null ? null : String(form.quietHoursEnd)}
            onChange={(value) => set({ quietHoursEnd: toHour(value) })}
            clearable
            data-testid="rules-quiet-end"
          />
          <Select
            label={t('messaging.rules.timezone')}
            description={t('sendRules.timezone_hint')}
            data={timeZones(form.timezone)}
            value={form.timezone}
            onChange={(value) => set({ timezone: value ?? form.timezone })}
            searchable
            allowDeselect={false}
            data-testid="rules-timezone"
          />
          <Select
            label={t('messaging.rules.default_language')}
            description={t('messaging.rules.default_language_hint')}
            data={MESSAGE_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
            value={form.defaultLanguage}
            onChange={(value) => set({ defaultLanguage: value ?? form.defaultLanguage })}
            allowDeselect={false}
            data-testid="rules-default-language"
          />
        </SimpleGrid>
      </Paper>
      <FormAlert message={problem} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending} data-testid="rules-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

// Frequency cap, quiet hours and default message language of the account (the 'Sending rules' tab).
export function SendingRulesPanel() {
  const settings = useMessagingSettings();
  if (settings.isPending) return <Skeleton h={260} />;
  if (settings.isError) return <EmptyState titleKey="dialog.error_title" descriptionKey="dialog.system_error" />;
  return <SendingRulesForm initial={settings.data} />;
}
