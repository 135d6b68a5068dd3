import { Group, NumberInput, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWidgetDraft } from '../widget-drafts';
import { AddRowButton, RemoveRowButton } from './row-buttons';

type TProps = { draft: TWidgetDraft; onSettings: (patch: Record<string, unknown>) => void };
type TSlide = { imageUrl: string; linkUrl: string | null };
type TStory = { name: string; images: string[]; content: string; linkUrl: string | null };

const orNull = (value: string) => value.trim() || null;

// Multi banner: where it shows, its slides (image and optional link) and the autoplay interval.
export function MultiBannerFields({ draft, onSettings }: TProps) {
  const { t } = useTranslation();
  const slides = (draft.settings.slides as TSlide[] | undefined) ?? [];
  const set = (k: number, patch: Partial<TSlide>) =>
    onSettings({ slides: slides.map((s, i) => (i === k ? { ...s, ...patch } : s)) });
  return (
    <Stack gap="xs">
      <Select
        label={t('widgets.fields.position')}
        data={['top', 'bottom', 'center'].map((v) => ({ value: v, label: t(`widgets.fields.positions.${v}`) }))}
        value={String(draft.settings.position ?? 'center')}
        onChange={(v) => onSettings({ position: v ?? 'center' })}
        allowDeselect={false}
      />
      {slides.map((slide, k) => (
        <Group key={k} gap="xs" align="flex-end" data-testid="slide">
          <TextInput
            label={t('widgets.fields.slide_image', { n: k + 1 })}
            value={slide.imageUrl}
            onChange={(e) => set(k, { imageUrl: e.currentTarget.value.trim() })}
            w={260}
          />
          <TextInput
            label={t('widgets.fields.link_url')}
            value={slide.linkUrl ?? ''}
            onChange={(e) => set(k, { linkUrl: orNull(e.currentTarget.value) })}
            w={220}
          />
          <RemoveRowButton
            onClick={() => onSettings({ slides: slides.filter((_, i) => i !== k) })}
            disabled={slides.length <= 1}
          />
        </Group>
      ))}
      <AddRowButton
        label={t('widgets.fields.add_slide')}
        onClick={() => onSettings({ slides: [...slides, { imageUrl: '', linkUrl: null }] })}
        disabled={slides.length >= 10}
      />
      <NumberInput
        label={t('widgets.fields.autoplay_seconds')}
        description={t('widgets.fields.autoplay_hint')}
        value={Number(draft.settings.autoplaySeconds ?? 5)}
        min={0}
        max={60}
        onChange={(v) => onSettings({ autoplaySeconds: Number(v) || 0 })}
        w={220}
      />
    </Stack>
  );
}

// Story: each story's name, images (one address per line), text and link; seconds per image.
export function StoryFields({ draft, onSettings }: TProps) {
  const { t } = useTranslation();
  const stories = (draft.settings.stories as TStory[] | undefined) ?? [];
  const set = (k: number, patch: Partial<TStory>) =>
    onSettings({ stories: stories.map((s, i) => (i === k ? { ...s, ...patch } : s)) });
  return (
    <Stack gap="xs">
      {stories.map((story, k) => (
        <Paper key={k} withBorder p="sm" data-testid="story">
          <Stack gap={6}>
            <Group gap="xs" align="flex-end">
              <TextInput
                label={t('widgets.fields.story_name', { n: k + 1 })}
                value={story.name}
                onChange={(e) => set(k, { name: e.currentTarget.value })}
                w={200}
              />
              <TextInput
                label={t('widgets.fields.link_url')}
                value={story.linkUrl ?? ''}
                onChange={(e) => set(k, { linkUrl: orNull(e.currentTarget.value) })}
                w={240}
              />
              <RemoveRowButton
                onClick={() => onSettings({ stories: stories.filter((_, i) => i !== k) })}
                disabled={stories.length <= 1}
              />
            </Group>
            <Textarea
              label={t('widgets.fields.story_images')}
              description={t('widgets.fields.story_images_hint')}
              autosize
              minRows={2}
              value={story.images.join('\n')}
              onChange={(e) =>
                set(k, {
                  images: e.currentTarget.value
                    .split('\n')
                    .map((line) => line.trim())
                    .filter((line, i, all) => line !== '' || i === all.length - 1),
                })
              }
            />
            <Textarea
              label={t('widgets.fields.story_content')}
              autosize
              minRows={1}
              maxLength={500}
              value={story.content}
              onChange={(e) => set(k, { content: e.currentTarget.value })}
            />
          </Stack>
        </Paper>
      ))}
      <AddRowButton
        label={t('widgets.fields.add_story')}
        onClick={() => onSettings({ stories: [...stories, { name: '', images: [''], content: '', linkUrl: null }] })}
        disabled={stories.length >= 20}
      />
      <NumberInput
        label={t('widgets.fields.seconds_per_image')}
        value={Number(draft.settings.secondsPerImage ?? 5)}
        min={2}
        max={30}
        onChange={(v) => onSettings({ secondsPerImage: Number(v) || 5 })}
        w={220}
      />
    </Stack>
  );
}

// Product view reminder: how many products, from how many days back.
export function ProductReminderFields({ draft, onSettings }: TProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('widgets.fields.reminder_hint')}
      </Text>
      <Group gap="md">
        <NumberInput
          label={t('widgets.fields.max_products')}
          value={Number(draft.settings.maxProducts ?? 4)}
          min={1}
          max={10}
          onChange={(v) => onSettings({ maxProducts: Number(v) || 1 })}
          w={200}
        />
        <NumberInput
          label={t('widgets.fields.lookback_days')}
          value={Number(draft.settings.lookbackDays ?? 30)}
          min={1}
          max={90}
          onChange={(v) => onSettings({ lookbackDays: Number(v) || 1 })}
          w={200}
        />
      </Group>
    </Stack>
  );
}

// Web push pop-up: nothing to set beyond texts and targeting; say what it needs to show.
export function WebPushFields() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('widgets.fields.web_push_hint')}
    </Text>
  );
}
