import { Button, Group, Menu, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconPlus, IconSearch, IconSparkles } from '@tabler/icons-react';
import { SEGMENT_EXAMPLES, SEGMENT_STATUSES, type TSegmentKind } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useSegmentRowHandlers } from '../hooks/use-segment-row-handlers';
import { useSegments } from '../hooks/use-segments';
import { segmentPaths, type TSegmentArea } from '../segment-paths';
import { SegmentEditor } from './segment-editor';
import { SegmentsTable } from './segments-table';

// The segment list (search, status, pages) and the create flow: empty, dynamic or from an example.
export function SegmentsScreen({ area }: { area: TSegmentArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = segmentPaths(area);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const segments = useSegments({ ...paging, search: debounced || undefined, status: status ?? undefined });
  const handlers = useSegmentRowHandlers();

  const creating = params.get('new') as TSegmentKind | null;
  const example = SEGMENT_EXAMPLES.find((e) => e.key === params.get('example'));
  const startCreate = (kind: TSegmentKind, exampleKey?: string) =>
    setParams(exampleKey ? { new: kind, example: exampleKey } : { new: kind });

  if (creating === 'dynamic' || creating === 'empty')
    return (
      <Stack gap="md">
        <PageHeader title={t(creating === 'dynamic' ? 'segments.new_dynamic' : 'segments.new_empty')} />
        <SegmentEditor
          key={`${creating}-${example?.key ?? ''}`}
          segment={null}
          kind={creating}
          initialCriteria={example?.criteria}
          initialName={example ? t(`segments.examples.${example.key}.name`) : undefined}
          onSaved={(saved) => void navigate(paths.detail(saved.id))}
          onCancel={() => setParams({})}
        />
      </Stack>
    );

  const rows = segments.data?.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.segments')}
        description={t('segments.description')}
        actions={
          <Group gap="xs">
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconSparkles size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                  data-testid="segment-examples"
                >
                  {t('segments.examples.title')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {SEGMENT_EXAMPLES.map((e) => (
                  <Menu.Item key={e.key} onClick={() => startCreate('dynamic', e.key)}>
                    {t(`segments.examples.${e.key}.name`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => startCreate('empty')}
              data-testid="segment-new-empty"
            >
              {t('segments.new_empty')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => startCreate('dynamic')}
              data-testid="segment-new-dynamic"
            >
              {t('segments.new_dynamic')}
            </Button>
          </Group>
        }
      />
      <Group gap="sm">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('segments.search')}
          aria-label={t('segments.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          w={260}
        />
        <Select
          aria-label={t('segments.status')}
          placeholder={t('segments.status')}
          data={SEGMENT_STATUSES.map((s) => ({ value: s, label: t(`segments.statuses.${s}`) }))}
          value={status}
          clearable
          onChange={(v) => {
            setStatus(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          w={180}
        />
      </Group>
      {segments.isPending ? <LoadingScreen /> : null}
      {segments.isSuccess && rows.length === 0 ? (
        <EmptyState
          titleKey="segments.empty_title"
          descriptionKey="segments.empty_description"
          action={
            <Button size="xs" onClick={() => startCreate('dynamic')}>
              {t('segments.new_dynamic')}
            </Button>
          }
        />
      ) : null}
      {rows.length > 0 ? (
        <SegmentsTable
          segments={rows}
          handlers={{
            ...handlers,
            onDelete: (s) => void handlers.onDelete(s),
            detailPath: paths.detail,
            actionsPath: paths.actions,
          }}
        />
      ) : null}
      {segments.data && segments.data.meta.total > 0 ? (
        <ListPager {...paging} total={segments.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
