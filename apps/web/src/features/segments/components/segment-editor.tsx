import { Button, Group, NumberInput, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  SEGMENT_PERIOD_MIN_MINUTES,
  SEGMENT_PLATFORMS,
  type TSegment,
  type TSegmentCriteria,
  type TSegmentInputDraft,
  type TSegmentKind,
} from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useApplications } from '../../applications/hooks/use-applications';
import { emptyCriteria } from '../criteria-draft';
import { useBuilderOptions } from '../hooks/use-builder-options';
import { useSaveSegment } from '../hooks/use-segments';
import { SegmentBuilder } from './segment-builder';

type TDraft = Omit<TSegmentInputDraft, 'criteria' | 'applicationId'> & {
  criteria: TSegmentCriteria | null;
  applicationId: number;
};
type TProps = {
  segment: TSegment | null;
  kind: TSegmentKind;
  initialCriteria?: TSegmentCriteria;
  initialName?: string;
  onSaved: (segment: TSegment) => void;
  onCancel?: () => void;
};

// Name, application, refresh settings and (for a dynamic segment) the criteria builder.
export function SegmentEditor({ segment, kind, initialCriteria, initialName, onSaved, onCancel }: TProps) {
  const { t } = useTranslation();
  const applications = useApplications();
  const save = useSaveSegment();
  const options = useBuilderOptions(segment?.id ?? null);
  const [draft, setDraft] = useState<TDraft>(() => ({
    name: segment?.name ?? initialName ?? '',
    applicationId: segment?.applicationId ?? 0,
    kind: segment?.kind ?? kind,
    platform: segment?.platform ?? 'all',
    criteria: segment?.criteria ?? (kind === 'dynamic' ? (initialCriteria ?? emptyCriteria()) : null),
    periodic: segment?.periodic ?? true,
    periodMinutes: segment?.periodMinutes ?? 60,
  }));
  const apps = applications.data ?? [];
  const applicationId = draft.applicationId || apps[0]?.id || 0;
  const set = (patch: Partial<TDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () =>
    save.mutate(
      { id: segment?.id ?? null, body: { ...draft, applicationId } },
      {
        onSuccess: (saved) => {
          showToast(t('segments.saved'), 'success');
          onSaved(saved);
        },
      },
    );

  return (
    <Stack gap="md" data-testid="segment-editor">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('segments.name')}
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            required
            data-testid="segment-name"
            w={260}
          />
          <Select
            label={t('segments.application')}
            data={apps.map((a) => ({ value: String(a.id), label: a.name }))}
            value={applicationId ? String(applicationId) : null}
            allowDeselect={false}
            onChange={(v) => set({ applicationId: Number(v ?? 0) })}
            data-testid="segment-application"
            w={220}
          />
          <Select
            label={t('segments.platform')}
            data={SEGMENT_PLATFORMS.map((p) => ({ value: p, label: t(`segments.platforms.${p}`) }))}
            value={draft.platform ?? 'all'}
            allowDeselect={false}
            onChange={(v) => set({ platform: (v ?? 'all') as TSegmentInputDraft['platform'] })}
            w={160}
          />
          {draft.kind === 'dynamic' ? (
            <>
              <Switch
                label={t('segments.periodic')}
                checked={draft.periodic ?? true}
                onChange={(e) => set({ periodic: e.currentTarget.checked })}
                mb={8}
              />
              <NumberInput
                label={t('segments.period_minutes')}
                min={SEGMENT_PERIOD_MIN_MINUTES}
                step={15}
                value={draft.periodMinutes ?? 60}
                disabled={draft.periodic === false}
                onChange={(v) => set({ periodMinutes: typeof v === 'number' ? v : 60 })}
                w={160}
              />
            </>
          ) : null}
        </Group>
      </Paper>
      {draft.kind === 'dynamic' && draft.criteria ? (
        <SegmentBuilder
          criteria={draft.criteria}
          onChange={(criteria) => set({ criteria })}
          applicationId={applicationId || null}
          segmentId={segment?.id ?? null}
          tagNames={options.tagNames}
          segments={options.segments}
        />
      ) : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button onClick={submit} loading={save.isPending} data-testid="segment-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
