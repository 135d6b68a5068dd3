import { ColorInput, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddRowButton, RemoveRowButton } from './row-buttons';
import { MultiBannerFields, ProductReminderFields, StoryFields, WebPushFields } from './widget-media-fields';
import type { TWidgetDraft } from '../widget-drafts';

export type TOption = { value: string; label: string };
type TProps = {
  draft: TWidgetDraft;
  onSettings: (patch: Record<string, unknown>) => void;
  staticSegments: TOption[];
  campaigns: TOption[];
};

const idValue = (v: unknown) => (typeof v === 'number' ? String(v) : null);
const toId = (v: string | null) => (v ? Number(v) : null);

type TSector = { name: string; percentage: number; color: string; textColor: string; couponCampaignId: number | null };
type TAnswer = { text: string; segmentId: number | null };

function WheelFields({ draft, onSettings, campaigns }: TProps) {
  const { t } = useTranslation();
  const sectors = (draft.settings.sectors as TSector[] | undefined) ?? [];
  const set = (k: number, patch: Partial<TSector>) =>
    onSettings({ sectors: sectors.map((s, i) => (i === k ? { ...s, ...patch } : s)) });
  const total = sectors.reduce((sum, s) => sum + (Number(s.percentage) || 0), 0);
  return (
    <Stack gap="xs">
      <Select
        label={t('widgets.fields.collect')}
        data={['email', 'phone'].map((v) => ({ value: v, label: t(`widgets.fields.channels.${v}`) }))}
        value={String(draft.settings.collect ?? 'email')}
        onChange={(v) => onSettings({ collect: v ?? 'email' })}
        allowDeselect={false}
      />
      {sectors.map((s, k) => (
        <Group key={k} gap="xs" align="flex-end" wrap="wrap" data-testid="wheel-sector">
          <TextInput
            label={t('widgets.fields.sector_name')}
            value={s.name}
            onChange={(e) => set(k, { name: e.currentTarget.value })}
            w={120}
          />
          <NumberInput
            label={t('widgets.fields.percentage')}
            value={s.percentage}
            min={0}
            max={100}
            onChange={(v) => set(k, { percentage: Number(v) || 0 })}
            w={90}
          />
          <ColorInput
            withEyeDropper={false}
            label={t('widgets.fields.color')}
            value={s.color}
            onChange={(v) => set(k, { color: v })}
            w={120}
          />
          <ColorInput
            withEyeDropper={false}
            label={t('widgets.fields.text_color')}
            value={s.textColor}
            onChange={(v) => set(k, { textColor: v })}
            w={120}
          />
          <Select
            label={t('widgets.fields.coupon_campaign')}
            data={campaigns}
            value={idValue(s.couponCampaignId)}
            onChange={(v) => set(k, { couponCampaignId: toId(v) })}
            clearable
            clearButtonProps={{ 'aria-label': t('widgets.fields.clear') }}
            w={180}
          />
          <RemoveRowButton
            onClick={() => onSettings({ sectors: sectors.filter((_, i) => i !== k) })}
            disabled={sectors.length <= 2}
          />
        </Group>
      ))}
      <Group justify="space-between">
        <AddRowButton
          label={t('widgets.fields.add_sector')}
          onClick={() =>
            onSettings({
              sectors: [
                ...sectors,
                { name: '', percentage: 0, color: '#1971c2', textColor: '#ffffff', couponCampaignId: null },
              ],
            })
          }
          disabled={sectors.length >= 12}
        />
        <Text size="sm" c={total === 100 ? 'teal.9' : 'red.9'} data-testid="wheel-total">
          {t('widgets.fields.total', { total })}
        </Text>
      </Group>
    </Stack>
  );
}

function SurveyFields({ draft, onSettings, staticSegments }: TProps) {
  const { t } = useTranslation();
  const answers = (draft.settings.answers as TAnswer[] | undefined) ?? [];
  const set = (k: number, patch: Partial<TAnswer>) =>
    onSettings({ answers: answers.map((a, i) => (i === k ? { ...a, ...patch } : a)) });
  return (
    <Stack gap="xs">
      {answers.map((a, k) => (
        <Group key={k} gap="xs" align="flex-end" data-testid="survey-answer">
          <TextInput
            label={t('widgets.fields.answer', { n: k + 1 })}
            value={a.text}
            onChange={(e) => set(k, { text: e.currentTarget.value })}
            w={220}
          />
          <Select
            label={t('widgets.fields.answer_segment')}
            data={staticSegments}
            value={idValue(a.segmentId)}
            onChange={(v) => set(k, { segmentId: toId(v) })}
            clearable
            clearButtonProps={{ 'aria-label': t('widgets.fields.clear') }}
            w={200}
          />
          <RemoveRowButton
            onClick={() => onSettings({ answers: answers.filter((_, i) => i !== k) })}
            disabled={answers.length <= 2}
          />
        </Group>
      ))}
      <AddRowButton
        label={t('widgets.fields.add_answer')}
        onClick={() => onSettings({ answers: [...answers, { text: '', segmentId: null }] })}
        disabled={answers.length >= 10}
      />
      <Switch
        label={t('widgets.fields.other_option')}
        checked={draft.settings.otherOption === true}
        onChange={(e) => onSettings({ otherOption: e.currentTarget.checked })}
      />
      {draft.settings.otherOption === true ? (
        <Select
          label={t('widgets.fields.other_segment')}
          data={staticSegments}
          value={idValue(draft.settings.otherSegmentId)}
          onChange={(v) => onSettings({ otherSegmentId: toId(v) })}
          clearable
          clearButtonProps={{ 'aria-label': t('widgets.fields.clear') }}
          w={260}
        />
      ) : null}
    </Stack>
  );
}

// The settings of the widget's own type (SPEC §3 Wheel sector, Survey, Story; §1 the other types).
export function WidgetTypeFields(props: TProps) {
  const { t } = useTranslation();
  const { draft, onSettings, campaigns } = props;
  const s = draft.settings;
  if (draft.type === 'wheel') return <WheelFields {...props} />;
  if (draft.type === 'survey') return <SurveyFields {...props} />;
  if (draft.type === 'multi_banner') return <MultiBannerFields {...props} />;
  if (draft.type === 'story') return <StoryFields {...props} />;
  if (draft.type === 'product_view_remember') return <ProductReminderFields {...props} />;
  if (draft.type === 'web_push') return <WebPushFields />;
  if (draft.type === 'newsletter') {
    return (
      <Stack gap="xs">
        <Select
          label={t('widgets.fields.channel')}
          data={['email', 'phone'].map((v) => ({ value: v, label: t(`widgets.fields.channels.${v}`) }))}
          value={String(s.channel ?? 'email')}
          onChange={(v) => onSettings({ channel: v ?? 'email' })}
          allowDeselect={false}
        />
        <TextInput
          label={t('widgets.fields.tag')}
          value={String(s.tag ?? '')}
          onChange={(e) => onSettings({ tag: e.currentTarget.value })}
        />
        <Select
          label={t('widgets.fields.coupon_campaign')}
          description={t('widgets.fields.coupon_on_confirm')}
          data={campaigns}
          value={idValue(s.couponCampaignId)}
          onChange={(v) => onSettings({ couponCampaignId: toId(v) })}
          clearable
          clearButtonProps={{ 'aria-label': t('widgets.fields.clear') }}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label={t('widgets.fields.position')}
        data={['top', 'bottom', 'center'].map((v) => ({ value: v, label: t(`widgets.fields.positions.${v}`) }))}
        value={String(s.position ?? 'top')}
        onChange={(v) => onSettings({ position: v ?? 'top' })}
        allowDeselect={false}
      />
      <TextInput
        label={t('widgets.fields.image_url')}
        value={String(s.imageUrl ?? '')}
        onChange={(e) => onSettings({ imageUrl: e.currentTarget.value.trim() || null })}
      />
      <TextInput
        label={t('widgets.fields.link_url')}
        value={String(s.linkUrl ?? '')}
        onChange={(e) => onSettings({ linkUrl: e.currentTarget.value.trim() || null })}
        data-testid="banner-link"
      />
      <Switch
        label={t('widgets.fields.closable')}
        checked={s.closable !== false}
        onChange={(e) => onSettings({ closable: e.currentTarget.checked })}
      />
    </Stack>
  );
}
