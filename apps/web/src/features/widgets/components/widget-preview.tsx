import { Box, Button, Checkbox, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDraftText, TWidgetDraft } from '../widget-drafts';

type TSector = { name: string; color: string; textColor: string };

function Wheel({ sectors }: { sectors: TSector[] }) {
  const step = 360 / Math.max(1, sectors.length);
  const at = (angle: number, r: number) => {
    const rad = ((angle - 90) * Math.PI) / 180;
    return `${(100 + r * Math.cos(rad)).toFixed(2)} ${(100 + r * Math.sin(rad)).toFixed(2)}`;
  };
  return (
    <svg viewBox="0 0 200 200" width={160} height={160} role="img" aria-label={sectors.map((s) => s.name).join(', ')}>
      {sectors.map((s, k) => (
        <path
          key={k}
          d={`M100 100 L${at(k * step, 100)} A100 100 0 ${step > 180 ? 1 : 0} 1 ${at((k + 1) * step, 100)} Z`}
          fill={s.color}
        />
      ))}
      {sectors.map((s, k) => {
        const [x = '0', y = '0'] = at(k * step + step / 2, 62).split(' ');
        return (
          <text
            key={`t${k}`}
            x={x}
            y={y}
            fill={s.textColor}
            fontSize={11}
            textAnchor="middle"
            dominantBaseline="middle"
            transform={`rotate(${k * step + step / 2} ${x} ${y})`}
          >
            {s.name}
          </text>
        );
      })}
      <path d="M92 0 L108 0 L100 16 Z" fill="#111" />
    </svg>
  );
}

const tile = (label: string, key: number, round = false) => (
  <Box
    key={key}
    style={{
      width: round ? 56 : '100%',
      height: round ? 56 : 90,
      borderRadius: round ? 28 : 8,
      background: 'rgba(127,127,127,.25)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: 'none',
    }}
  >
    {label}
  </Box>
);

// The parts of the four media types: slides, story circles, product tiles, the push ask's buttons.
function MediaParts({ draft, button }: { draft: TWidgetDraft; button: (label: string) => ReactNode }) {
  const { t } = useTranslation();
  const s = draft.settings;
  if (draft.type === 'multi_banner') {
    const slides = (s.slides as { imageUrl: string }[] | undefined) ?? [];
    const first = slides[0]?.imageUrl;
    return (
      <Stack gap={6} align="center">
        {first ? <img src={first} alt="" style={{ maxWidth: '100%', borderRadius: 8 }} /> : tile('1', 0)}
        <Group gap={6}>
          {slides.map((_, k) => (
            <Box key={k} style={{ width: 10, height: 10, borderRadius: 5, border: '2px solid currentColor' }} />
          ))}
        </Group>
      </Stack>
    );
  }
  if (draft.type === 'story') {
    const stories = (s.stories as { name: string; images: string[] }[] | undefined) ?? [];
    return (
      <Group gap="sm" wrap="nowrap" style={{ overflow: 'hidden' }}>
        {stories.map((story, k) =>
          story.images[0] ? (
            <img key={k} src={story.images[0]} alt="" width={56} height={56} style={{ borderRadius: 28 }} />
          ) : (
            tile(story.name.slice(0, 2) || String(k + 1), k, true)
          ),
        )}
      </Group>
    );
  }
  if (draft.type === 'product_view_remember') {
    const count = Math.min(3, Number(s.maxProducts ?? 3));
    return (
      <Group gap="xs" wrap="nowrap" grow>
        {Array.from({ length: count }, (_, k) => tile(t('widgets.preview.product', { n: k + 1 }), k))}
      </Group>
    );
  }
  if (draft.type === 'web_push') {
    return (
      <Group gap="xs">
        {button(t('widgets.preview.allow'))}
        <Button size="xs" variant="default" tabIndex={-1} component="span">
          {t('widgets.preview.later')}
        </Button>
      </Group>
    );
  }
  return null;
}

// How the widget looks on the shop, drawn from the editor's draft (the script renders the same parts).
export function WidgetPreview({ draft, lang, mobile }: { draft: TWidgetDraft; lang: 'tr' | 'en'; mobile: boolean }) {
  const { t } = useTranslation();
  const text: TDraftText = draft.texts[lang].title ? draft.texts[lang] : draft.texts.tr;
  const s = draft.settings;
  const style = draft.style;
  const button = (label: string) => (
    <Button
      size="xs"
      styles={{ root: { background: style.buttonColor, color: style.buttonTextColor } }}
      tabIndex={-1}
      component="span"
    >
      {text.buttonText || label}
    </Button>
  );
  const bar = (draft.type === 'banner' || draft.type === 'multi_banner') && s.position !== 'center';
  return (
    <Box
      aria-hidden
      style={{
        background: style.backgroundColor,
        color: style.textColor,
        fontSize: style.fontSize,
        fontWeight: Number(style.fontWeight),
        borderRadius: bar ? 0 : mobile ? '12px 12px 0 0' : 12,
        boxShadow: '0 6px 24px rgba(0,0,0,.25)',
        padding: 16,
        width: '100%',
      }}
    >
      <Stack gap={8}>
        {draft.type === 'banner' && typeof s.imageUrl === 'string' && s.imageUrl ? (
          <img src={s.imageUrl} alt="" style={{ maxWidth: '100%', borderRadius: 8 }} />
        ) : null}
        <Title order={3} fz="1.2em" c="inherit">
          {text.title || t('widgets.editor.title_placeholder')}
        </Title>
        {text.description ? <Text fz="inherit">{text.description}</Text> : null}
        {draft.type === 'wheel' ? (
          <Group justify="center">
            <Wheel sectors={(s.sectors as TSector[] | undefined) ?? []} />
          </Group>
        ) : null}
        {draft.type === 'survey'
          ? ((s.answers as { text: string }[] | undefined) ?? [])
              .map((a) => a.text)
              .concat(s.otherOption ? [t('widgets.preview.other')] : [])
              .map((answer, k) => <Radio key={k} label={answer} readOnly tabIndex={-1} />)
          : null}
        {draft.type === 'newsletter' || draft.type === 'wheel' ? (
          <>
            <TextInput
              readOnly
              tabIndex={-1}
              placeholder={t(
                s.channel === 'phone' || s.collect === 'phone' ? 'widgets.preview.phone' : 'widgets.preview.email',
              )}
            />
            <Checkbox readOnly tabIndex={-1} label={text.consentText || t('widgets.preview.consent')} />
          </>
        ) : null}
        <MediaParts draft={draft} button={button} />
        {(draft.type === 'banner' && !s.linkUrl) ||
        !['banner', 'newsletter', 'survey', 'wheel'].includes(draft.type) ? null : (
          <div>{button(t(draft.type === 'wheel' ? 'widgets.preview.spin' : 'widgets.preview.send'))}</div>
        )}
      </Stack>
    </Box>
  );
}

// The desktop and mobile frames the editor and the market show side by side.
export function PreviewFrames({ draft, lang }: { draft: TWidgetDraft; lang: 'tr' | 'en' }) {
  const { t } = useTranslation();
  const bar = (draft.type === 'banner' || draft.type === 'multi_banner') && draft.settings.position !== 'center';
  const frame = (mobile: boolean) => (
    <Box
      data-testid={mobile ? 'preview-mobile' : 'preview-desktop'}
      style={{
        width: mobile ? 240 : 420,
        height: 380,
        border: '8px solid #343a40',
        borderRadius: mobile ? 24 : 8,
        background: '#dee2e6',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: bar && draft.settings.position === 'top' ? 'flex-start' : mobile ? 'flex-end' : 'center',
        alignItems: 'center',
        padding: bar || mobile ? 0 : 24,
        overflow: 'hidden',
      }}
    >
      <WidgetPreview draft={draft} lang={lang} mobile={mobile} />
    </Box>
  );
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('widgets.preview.desktop')}
        </Text>
        {frame(false)}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('widgets.preview.mobile')}
        </Text>
        {frame(true)}
      </Stack>
    </Group>
  );
}
