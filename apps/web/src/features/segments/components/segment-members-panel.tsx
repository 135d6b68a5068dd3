import { Anchor, Button, FileButton, Group, Stack, Table, TagsInput, Text } from '@mantine/core';
import { IconDownload, IconUpload, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { TSegment } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { useEditSegmentMembers, useExportSegment, useSegmentMembers } from '../hooks/use-segments';

const toIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

// The segment's members with pages and CSV export; an empty segment is also edited here.
export function SegmentMembersPanel({ segment }: { segment: TSegment }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const members = useSegmentMembers(segment.id, paging);
  const exportCsv = useExportSegment();
  const edit = useEditSegmentMembers(segment.id);
  const [ids, setIds] = useState<string[]>([]);
  const change = (kind: 'add' | 'remove') =>
    edit.mutate(
      { change: kind, memberIds: toIds(ids) },
      {
        onSuccess: (n) => {
          showToast(t(kind === 'add' ? 'segments.members.added' : 'segments.members.removed', { count: n }), 'success');
          setIds([]);
        },
      },
    );
  const rows = members.data?.data ?? [];

  return (
    <Stack gap="md" data-testid="segment-members">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('segments.members.summary', { members: segment.memberCount, devices: segment.deviceCount })}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate(segment.id)}
          data-testid="segment-members-export"
        >
          {t('segments.members.export')}
        </Button>
      </Group>
      {segment.kind === 'empty' ? (
        <Group align="flex-end" wrap="wrap">
          <TagsInput
            label={t('segments.members.ids')}
            placeholder={t('segments.members.ids_hint')}
            value={ids}
            onChange={(v) => setIds(v.filter((x) => /^\d+$/.test(x)))}
            w={320}
          />
          <Button
            leftSection={<IconUserPlus size={16} />}
            disabled={ids.length === 0}
            loading={edit.isPending}
            onClick={() => change('add')}
          >
            {t('segments.members.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconUserMinus size={16} />}
            disabled={ids.length === 0}
            onClick={() => change('remove')}
          >
            {t('segments.members.remove')}
          </Button>
          <FileButton
            accept="text/csv,.csv"
            onChange={(file) =>
              file &&
              edit.mutate(
                { change: 'import', file },
                { onSuccess: (n) => showToast(t('segments.members.added', { count: n }), 'success') },
              )
            }
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
                {t('segments.members.import_csv')}
              </Button>
            )}
          </FileButton>
        </Group>
      ) : null}
      {members.isPending ? <LoadingScreen /> : null}
      {members.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <Table striped data-testid="segment-members-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>{t('segments.members.name')}</Table.Th>
              <Table.Th>{t('segments.fields.email')}</Table.Th>
              <Table.Th>{t('segments.fields.phone')}</Table.Th>
              <Table.Th>{t('segments.members.entered_at')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.id} data-testid="segment-member-row">
                <Table.Td>
                  <Anchor component={Link} to={`/user/member/${m.id}`}>
                    {m.id}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatText([m.name, m.surname].filter(Boolean).join(' '))}</Table.Td>
                <Table.Td>{formatText(m.email)}</Table.Td>
                <Table.Td>{formatText(m.phone)}</Table.Td>
                <Table.Td>{formatDateTimeShort(m.enteredAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {members.data && members.data.meta.total > 0 ? (
        <ListPager {...paging} total={members.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
