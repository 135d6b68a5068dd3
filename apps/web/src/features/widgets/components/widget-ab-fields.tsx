import { ColorInput, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { AB_METRICS, type TWidgetStyle } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import type { TDraftAbTest, TDraftText, TWidgetDraft } from '../widget-drafts';
import { WidgetPreview } from './widget-preview';
import { WidgetTextFields } from './widget-text-fields';

type TProps = { draft: TWidgetDraft; lang: 'tr' | 'en'; onAbTest: (abTest: TDraftAbTest | null) => void };
const COLOURS = ['backgroundColor', 'textColor', 'buttonColor', 'buttonTextColor'] as const;

// The widget's A/B test: the share of devices that see B, the metric that picks the winner, and B's own
// texts (per language) and, optionally, colours; B's preview beside them.
export function WidgetAbFields({ draft, lang, onAbTest }: TProps) {
  const { t } = useTranslation();
  const ab = draft.abTest;
  if (!ab?.enabled) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('widgets.ab.hint')}
        </Text>
        <Switch
          label={t('widgets.ab.enable')}
          checked={false}
          onChange={() =>
            onAbTest({
              enabled: true,
              split: ab?.split ?? 50,
              metric: ab?.metric ?? 'conversion',
              texts: ab?.texts ?? { tr: { ...draft.texts.tr }, en: { ...draft.texts.en } },
              style: ab?.style ?? null,
            })
          }
          data-testid="ab-enable"
        />
      </Stack>
    );
  }
  const text: TDraftText = ab.texts[lang] ?? { title: '' };
  const patch = (p: Partial<TDraftAbTest>) => onAbTest({ ...ab, ...p });
  const patchText = (p: Partial<TDraftText>) => patch({ texts: { ...ab.texts, [lang]: { ...text, ...p } } });
  const patchStyle = (p: Partial<TWidgetStyle>) => patch({ style: { ...(ab.style ?? draft.style), ...p } });
  const preview: TWidgetDraft = {
    ...draft,
    texts: { tr: ab.texts.tr ?? draft.texts.tr, en: ab.texts.en ?? draft.texts.en },
    style: ab.style ?? draft.style,
  };
  return (
    <Stack gap="xs">
      <Switch
        label={t('widgets.ab.enable')}
        checked
        onChange={() => patch({ enabled: false })}
        data-testid="ab-enable"
      />
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('widgets.ab.split')}
          description={t('widgets.ab.split_hint')}
          min={1}
          max={99}
          suffix="%"
          value={ab.split}
          onChange={(v) => patch({ split: Number(v) })}
          data-testid="ab-split"
        />
        <Select
          label={t('widgets.ab.metric')}
          data={AB_METRICS.map((m) => ({ value: m, label: t(`widgets.ab.metrics.${m}`) }))}
          value={ab.metric}
          onChange={(v) => patch({ metric: v === 'revenue' ? 'revenue' : 'conversion' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <WidgetTextFields
        text={text}
        onText={patchText}
        titleLabel={t('widgets.ab.title', { lang: lang.toUpperCase() })}
        titleTestId="ab-title"
      />
      <Switch
        label={t('widgets.ab.own_colours')}
        checked={ab.style !== null}
        onChange={(e) => patch({ style: e.currentTarget.checked ? { ...draft.style } : null })}
      />
      {ab.style ? (
        <SimpleGrid cols={2}>
          {COLOURS.map((key) => (
            <ColorInput
              key={key}
              withEyeDropper={false}
              label={t(`widgets.fields.${key}`)}
              value={ab.style?.[key] ?? draft.style[key]}
              onChange={(v) => patchStyle({ [key]: v })}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <Text size="sm" fw={600}>
        {t('widgets.ab.preview_b')}
      </Text>
      <div style={{ maxWidth: 420 }} data-testid="ab-preview">
        <WidgetPreview draft={preview} lang={lang} mobile={false} />
      </div>
    </Stack>
  );
}
