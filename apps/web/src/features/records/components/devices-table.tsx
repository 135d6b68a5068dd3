import { ActionIcon, Anchor, Badge, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeShort, formatText } from '../../../lib/format';
import type { TDevice } from '../types';
import { PushBadge } from './device-badges';

export function DevicesTable({ devices, onEdit }: { devices: TDevice[]; onEdit: (device: TDevice) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="devices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devices.device')}</Table.Th>
            <Table.Th>{t('devices.platform')}</Table.Th>
            <Table.Th>{t('devices.language')}</Table.Th>
            <Table.Th>{t('devices.email')}</Table.Th>
            <Table.Th>{t('devices.push')}</Table.Th>
            <Table.Th>{t('devices.error')}</Table.Th>
            <Table.Th>{t('devices.last_seen')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {devices.map((device) => (
            <Table.Tr key={device.id} data-testid="device-row">
              <Table.Td>
                <Anchor component={Link} to={`/user/device/${device.id}`} ff="monospace" size="sm">
                  {device.device_id.slice(0, 18)}
                </Anchor>
                {device.passive ? (
                  <Badge ml={6} size="xs" color="gray">
                    {t('members.statuses.passive')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{t(`devices.platforms.${device.platform}`, { defaultValue: device.platform })}</Table.Td>
              <Table.Td>
                {device.language ? t(`languages.${device.language}`, device.language) : formatText(null)}
              </Table.Td>
              <Table.Td>{formatText(device.email)}</Table.Td>
              <Table.Td>
                <PushBadge device={device} />
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" c={device.push_error ? 'red' : undefined} lineClamp={2}>
                  {formatText(device.push_error)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTimeShort(device.last_seen_at)}</Table.Td>
              <Table.Td>
                <Tooltip label={t('common.edit')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('common.edit')}
                    onClick={() => onEdit(device)}
                    data-testid="device-edit"
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
