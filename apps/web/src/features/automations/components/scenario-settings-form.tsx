import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import {
  SCENARIO_CHANNEL_SETS,
  ZScenarioSettings,
  type TScenarioChannelSet,
  type TScenarioDetail,
  type TScenarioField,
  type TScenarioSettings,
} from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useApplications } from '../../applications/hooks/use-applications';
import { useCampaigns } from '../../campaigns/hooks/use-campaigns';
import { useSaveScenario } from '../hooks/use-automations';

const NUMBER_FIELDS: TScenarioField[] = [
  'orderPriceThreshold',
  'signupWindowDays',
  'delayHours',
  'secondDelayHours',
  'delayDays',
  'unusedDays',
  'priceDropPercent',
];

// SPEC §3 Scenario: name, campaign, domain, sending type, title, message; the scenario's own settings.
export function ScenarioSettingsForm({ scenario }: { scenario: TScenarioDetail }) {
  const { t } = useTranslation();
  const save = useSaveScenario();
  const campaigns = useCampaigns({ page: 1, perPage: 100 });
  const applications = useApplications();
  const form = useSchemaForm({
    schema: ZScenarioSettings,
    initialValues: scenario.settings,
    errorNamespace: 'automations',
  });
  const draft = form.getValues();
  const set = (patch: Partial<TScenarioSettings>) => form.setValues(patch);
  // A language's title and body change together (English is optional until written).
  const setText = (lang: 'tr' | 'en', patch: Partial<{ title: string; body: string }>) => {
    const current = draft.messages[lang] ?? { title: '', body: '' };
    form.setFieldValue(`messages.${lang}`, { ...current, ...patch });
  };
  const errorOf = (key: string) => form.getInputProps(key).error as string | undefined;

  const onSubmit = form.onSubmit((settings) =>
    save.mutate(
      { code: scenario.code, settings },
      {
        onSuccess: () => showToast(t('automations.saved'), 'success'),
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="scenario-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('automations.fields.name')}
            value={draft.name}
            error={errorOf('name')}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Select
            label={t('automations.fields.channels')}
            data={SCENARIO_CHANNEL_SETS.map((value) => ({ value, label: t(`automations.channel_sets.${value}`) }))}
            value={draft.channels}
            allowDeselect={false}
            onChange={(v) => v && set({ channels: v as TScenarioChannelSet })}
          />
          <Select
            label={t('automations.fields.campaign')}
            placeholder={t('automations.none')}
            data={(campaigns.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={draft.campaignId === null ? null : String(draft.campaignId)}
            clearable
            onChange={(v) => set({ campaignId: v ? Number(v) : null, uniqueCoupon: v ? draft.uniqueCoupon : false })}
          />
          <Select
            label={t('automations.fields.domain')}
            placeholder={t('automations.none')}
            data={(applications.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={draft.applicationId === null ? null : String(draft.applicationId)}
            clearable
            onChange={(v) => set({ applicationId: v ? Number(v) : null })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('automations.fields.title')}
            value={draft.messages.tr.title}
            onChange={(e) => setText('tr', { title: e.currentTarget.value })}
          />
          <TextInput
            label={t('automations.fields.title_en')}
            value={draft.messages.en?.title ?? ''}
            onChange={(e) => setText('en', { title: e.currentTarget.value, body: draft.messages.en?.body ?? '' })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t('automations.fields.body_tr')}
            autosize
            minRows={3}
            value={draft.messages.tr.body}
            error={errorOf('messages.tr.body')}
            onChange={(e) => setText('tr', { body: e.currentTarget.value })}
          />
          <Textarea
            label={t('automations.fields.body_en')}
            autosize
            minRows={3}
            value={draft.messages.en?.body ?? ''}
            error={errorOf('messages.en.body')}
            onChange={(e) => setText('en', { body: e.currentTarget.value, title: draft.messages.en?.title ?? '' })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {NUMBER_FIELDS.filter((f) => scenario.fields.includes(f)).map((field) => (
            <NumberInput
              key={field}
              label={t(`automations.fields.${field}`)}
              value={(draft[field as keyof TScenarioSettings] as number | null) ?? ''}
              error={errorOf(field)}
              onChange={(v) => set({ [field]: v === '' ? null : Number(v) })}
              data-testid={`field-${field}`}
            />
          ))}
          {scenario.fields.includes('orderStatus') ? (
            <TextInput
              label={t('automations.fields.orderStatus')}
              value={draft.orderStatus ?? ''}
              onChange={(e) => set({ orderStatus: e.currentTarget.value || null })}
            />
          ) : null}
          <TextInput
            label={t('automations.fields.couponCode')}
            value={draft.couponCode ?? ''}
            onChange={(e) => set({ couponCode: e.currentTarget.value || null })}
          />
        </SimpleGrid>
        <Switch
          label={t('automations.fields.uniqueCoupon')}
          checked={draft.uniqueCoupon}
          disabled={draft.campaignId === null}
          onChange={(e) => set({ uniqueCoupon: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button color="indigo.8" type="submit" loading={save.isPending} data-testid="scenario-save">
            {t('automations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
