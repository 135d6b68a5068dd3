import { Alert, Group, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import type { TTemplateWarning } from '@ulak/shared/templates/template-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type TMode = 'desktop' | 'mobile' | 'dark';
const WIDTH: Record<TMode, number> = { desktop: 680, mobile: 375, dark: 680 };

// Mail clients' dark modes invert light backgrounds; this approximates what most of them show.
const DARK_FILTER = 'invert(1) hue-rotate(180deg)';

// An email's HTML in a sandboxed frame (no scripts), at desktop or phone width or in dark mode.
export function EmailPreviewFrame({ html, subject, testId }: { html: string; subject?: string; testId: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TMode>('desktop');
  return (
    <Stack gap="sm" data-testid={testId}>
      <Group justify="space-between" wrap="wrap">
        {subject !== undefined ? (
          <Text fw={600} data-testid={`${testId}-subject`}>
            {subject}
          </Text>
        ) : (
          <span />
        )}
        <SegmentedChoice
          aria-label={t('email_templates.preview.mode')}
          value={mode}
          onChange={(v) => setMode(v as TMode)}
          data={(['desktop', 'mobile', 'dark'] as const).map((m) => ({
            value: m,
            label: t(`email_templates.preview.${m}`),
          }))}
          data-testid={`${testId}-mode`}
        />
      </Group>
      <div style={{ overflowX: 'auto', background: mode === 'dark' ? '#1a1b1e' : 'transparent' }}>
        <iframe
          title={t('email_templates.preview.title')}
          sandbox=""
          srcDoc={html}
          data-testid={`${testId}-frame`}
          style={{
            display: 'block',
            margin: '0 auto',
            width: WIDTH[mode],
            maxWidth: '100%',
            height: 560,
            border: '1px solid var(--mantine-color-default-border)',
            filter: mode === 'dark' ? DARK_FILTER : undefined,
            background: '#fff',
          }}
        />
      </div>
    </Stack>
  );
}

// The checks run at save time, as warnings (the template is saved anyway).
export function TemplateWarnings({ warnings }: { warnings: TTemplateWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" title={t('email_templates.warnings.title')} data-testid="template-warnings">
      <Stack gap={4}>
        {warnings.map((w) => (
          <Text size="sm" key={w.code} data-testid={`warning-${w.code}`}>
            {t(`email_templates.warnings.${w.code}`, { count: w.count ?? 0, kb: Math.round((w.bytes ?? 0) / 1024) })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
