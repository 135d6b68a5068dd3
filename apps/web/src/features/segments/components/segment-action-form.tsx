import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { SEGMENT_ACTION_KINDS, type TSegmentActionInput, type TSegmentActionKind } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { useRunSegmentAction, useSegments } from '../hooks/use-segments';

// Starts a segment action: add or remove a tag, move members to an empty segment, or export.
export function SegmentActionForm({ segmentId }: { segmentId: number }) {
  const { t } = useTranslation();
  const run = useRunSegmentAction(segmentId);
  const targets = useSegments({ perPage: 100, kind: 'empty' });
  const [kind, setKind] = useState<TSegmentActionKind>('add_tag');
  const [tag, setTag] = useState('');
  const [value, setValue] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const body = (): TSegmentActionInput | null => {
    if (kind === 'export') return { kind };
    if (kind === 'move') return target ? { kind, targetSegmentId: Number(target) } : null;
    return tag.trim() ? { kind, tag: tag.trim(), value: value.trim() || null } : null;
  };
  const ready = body();
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('segments.actions.kind')}
          data={SEGMENT_ACTION_KINDS.map((k) => ({ value: k, label: t(`segments.actions.kinds.${k}`) }))}
          value={kind}
          allowDeselect={false}
          onChange={(v) => v && setKind(v as TSegmentActionKind)}
          data-testid="segment-action-kind"
          w={220}
        />
        {kind === 'add_tag' || kind === 'remove_tag' ? (
          <>
            <TextInput
              label={t('segments.builder.tag')}
              value={tag}
              onChange={(e) => setTag(e.currentTarget.value)}
              w={200}
            />
            {kind === 'add_tag' ? (
              <TextInput
                label={t('segments.builder.value')}
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                w={180}
              />
            ) : null}
          </>
        ) : null}
        {kind === 'move' ? (
          <Select
            label={t('segments.actions.target')}
            data={(targets.data?.data ?? [])
              .filter((s) => s.id !== segmentId)
              .map((s) => ({ value: String(s.id), label: s.name }))}
            value={target}
            onChange={setTarget}
            w={240}
          />
        ) : null}
        <Button
          disabled={!ready}
          loading={run.isPending}
          onClick={() =>
            ready && run.mutate(ready, { onSuccess: () => showToast(t('segments.actions.queued'), 'success') })
          }
          data-testid="segment-action-run"
        >
          {t('segments.actions.run')}
        </Button>
      </Group>
    </Paper>
  );
}
