import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { IconPlus } from '@tabler/icons-react';
import type { TSegmentBlock, TSegmentCriteria } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { completeCriteria, newCriterion } from '../criteria-draft';
import { useSegmentPreview } from '../hooks/use-segment-preview';
import { CriterionRow, type TPickOption } from './criterion-row';

type TProps = {
  criteria: TSegmentCriteria;
  onChange: (next: TSegmentCriteria) => void;
  applicationId: number | null;
  segmentId: number | null;
  tagNames: string[];
  segments: TPickOption[];
};

// Blocks of criteria: AND/OR inside a block and between blocks, with a debounced live count.
export function SegmentBuilder({ criteria, onChange, applicationId, segmentId, tagNames, segments }: TProps) {
  const { t } = useTranslation();
  const preview = useSegmentPreview(criteria, applicationId, segmentId);
  const setBlock = (index: number, block: TSegmentBlock) =>
    onChange({ ...criteria, blocks: criteria.blocks.map((b, i) => (i === index ? block : b)) });
  const removeBlock = (index: number) =>
    onChange({ ...criteria, blocks: criteria.blocks.filter((_, i) => i !== index) });
  const logic = (value: 'and' | 'or', set: (v: 'and' | 'or') => void, testId: string) => (
    <SegmentedChoice
      size="xs"
      data={[
        { value: 'and', label: t('segments.builder.and') },
        { value: 'or', label: t('segments.builder.or') },
      ]}
      value={value}
      onChange={(v) => set(v === 'or' ? 'or' : 'and')}
      data-testid={testId}
    />
  );

  return (
    <Stack gap="sm" data-testid="segment-builder">
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('segments.builder.between_blocks')}
          </Text>
          {logic(criteria.operator, (operator) => onChange({ ...criteria, operator }), 'blocks-operator')}
        </Group>
        <LiveCount
          ready={completeCriteria(criteria)}
          loading={preview.isFetching}
          count={preview.data?.count ?? null}
          failed={preview.isError}
        />
      </Group>
      {criteria.blocks.map((block, index) => (
        <Paper key={index} withBorder p="sm" radius="md" data-testid="criteria-block">
          <Stack gap="xs">
            <Group justify="space-between">
              <Group gap="xs">
                <Badge variant="light">{t('segments.builder.block', { n: index + 1 })}</Badge>
                {logic(block.operator, (operator) => setBlock(index, { ...block, operator }), 'block-operator')}
              </Group>
              <Button size="xs" variant="subtle" color="red" onClick={() => removeBlock(index)}>
                {t('segments.builder.remove_block')}
              </Button>
            </Group>
            {block.criteria.map((criterion, k) => (
              <CriterionRow
                key={k}
                criterion={criterion}
                tagNames={tagNames}
                segments={segments}
                onChange={(next) =>
                  setBlock(index, { ...block, criteria: block.criteria.map((c, j) => (j === k ? next : c)) })
                }
                onRemove={() => setBlock(index, { ...block, criteria: block.criteria.filter((_, j) => j !== k) })}
              />
            ))}
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  setBlock(index, { ...block, criteria: [...block.criteria, newCriterion('member_profile')] })
                }
                data-testid="add-criterion"
              >
                {t('segments.builder.add_criterion')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange({ ...criteria, blocks: [...criteria.blocks, { operator: 'and', criteria: [] }] })}
          data-testid="add-block"
        >
          {t('segments.builder.add_block')}
        </Button>
      </Group>
    </Stack>
  );
}

function LiveCount({
  ready,
  loading,
  count,
  failed,
}: {
  ready: boolean;
  loading: boolean;
  count: number | null;
  failed: boolean;
}) {
  const { t } = useTranslation();
  if (!ready)
    return (
      <Text size="sm" c="dimmed">
        {t('segments.builder.count_incomplete')}
      </Text>
    );
  return (
    <Group gap="xs" data-testid="live-count">
      {loading ? <Loader size="xs" /> : null}
      <Text size="sm" fw={600}>
        {failed ? t('segments.builder.count_failed') : count === null ? '-' : t('segments.builder.count', { count })}
      </Text>
    </Group>
  );
}
