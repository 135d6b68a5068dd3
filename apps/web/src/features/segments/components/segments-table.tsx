import { ActionIcon, Anchor, Badge, Group, Menu, Table } from '@mantine/core';
import {
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
  IconBolt,
} from '@tabler/icons-react';
import type { TSegment } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatDateTimeShort } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

export type TSegmentRowHandlers = {
  detailPath: (id: number) => string;
  actionsPath: (id: number) => string;
  onStatus: (segment: TSegment) => void;
  onRefresh: (segment: TSegment) => void;
  onDelete: (segment: TSegment) => void;
};

export function SegmentStatusBadge({ segment }: { segment: TSegment }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={segment.kind === 'dynamic' ? 'grape' : 'gray'}>
        {t(`segments.kinds.${segment.kind}`)}
      </Badge>
      <Badge variant="dot" color={segment.status === 'active' ? 'green' : 'gray'} data-testid="segment-status">
        {t(`segments.statuses.${segment.status}`)}
      </Badge>
    </Group>
  );
}

export function SegmentsTable({ segments, handlers }: { segments: TSegment[]; handlers: TSegmentRowHandlers }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="segments-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('segments.name')}</Table.Th>
            <Table.Th>{t('segments.kind')}</Table.Th>
            <Table.Th ta="right">{t('segments.member_count')}</Table.Th>
            <Table.Th ta="right">{t('segments.device_count')}</Table.Th>
            <Table.Th>{t('segments.last_run')}</Table.Th>
            <Table.Th>{t('common.created_at')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {segments.map((s) => (
            <Table.Tr key={s.id} data-testid="segment-row">
              <Table.Td>
                <Anchor component={Link} to={handlers.detailPath(s.id)}>
                  {s.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <SegmentStatusBadge segment={s} />
              </Table.Td>
              <Table.Td ta="right">{formatCount(s.memberCount, currentLanguage())}</Table.Td>
              <Table.Td ta="right">{formatCount(s.deviceCount, currentLanguage())}</Table.Td>
              <Table.Td>{formatDateTimeShort(s.lastRunAt)}</Table.Td>
              <Table.Td>{formatDateTimeShort(s.createdAt)}</Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={t('segments.row_menu')} data-testid="segment-menu">
                      <IconDots size={18} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item component={Link} to={handlers.detailPath(s.id)} leftSection={<IconPencil size={14} />}>
                      {t('common.edit')}
                    </Menu.Item>
                    <Menu.Item component={Link} to={handlers.actionsPath(s.id)} leftSection={<IconBolt size={14} />}>
                      {t('segments.actions.title')}
                    </Menu.Item>
                    {s.kind === 'dynamic' ? (
                      <Menu.Item leftSection={<IconRefresh size={14} />} onClick={() => handlers.onRefresh(s)}>
                        {t('segments.refresh')}
                      </Menu.Item>
                    ) : null}
                    <Menu.Item
                      leftSection={s.status === 'active' ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
                      onClick={() => handlers.onStatus(s)}
                    >
                      {t(s.status === 'active' ? 'segments.passivate' : 'segments.activate')}
                    </Menu.Item>
                    <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => handlers.onDelete(s)}>
                      {t('common.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
