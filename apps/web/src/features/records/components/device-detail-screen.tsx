import { Anchor, Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatText } from '../../../lib/format';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { useRemoveDeviceTag, useSetDeviceTag } from '../hooks/use-device-writes';
import { useDevice } from '../hooks/use-records';
import type { TDeviceDetail } from '../types';
import { PushBadge } from './device-badges';
import { DeviceFormDrawer } from './device-form-drawer';
import { TagEditor } from './tag-editor';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ wordBreak: 'break-all' }}>{children}</Text>
    </Stack>
  );
}

function DeviceTags({ device }: { device: TDeviceDetail }) {
  const save = useSetDeviceTag(device.id);
  const remove = useRemoveDeviceTag(device.id);
  return (
    <TagEditor
      tags={device.tags}
      loading={false}
      adding={save.isPending}
      onAdd={(tag, done) => save.mutate(tag, { onSuccess: done })}
      onRemove={(name) => remove.mutate(name)}
      rowTestId="device-tag-row"
    />
  );
}

function DeviceBody({ device }: { device: TDeviceDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" data-testid="device-fields">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Field label={t('devices.platform')}>
            {t(`devices.platforms.${device.platform}`, { defaultValue: device.platform })}
          </Field>
          <Field label={t('devices.language')}>
            {device.language ? t(`languages.${device.language}`, device.language) : formatText(null)}
          </Field>
          <Field label={t('devices.email')}>{formatText(device.email)}</Field>
          <Field label={t('devices.push')}>
            <PushBadge device={device} />
          </Field>
          <Field label={t('devices.error')}>{formatText(device.push_error)}</Field>
          <Field label={t('orders.member')}>
            {device.member_id ? (
              <Anchor component={Link} to={`/user/member/${device.member_id}`}>
                #{device.member_id}
              </Anchor>
            ) : (
              '-'
            )}
          </Field>
          <Field label={t('members.status')}>
            <Badge color={device.passive ? 'gray' : 'teal'} variant="light" data-testid="device-status">
              {t(device.passive ? 'members.statuses.passive' : 'members.statuses.active')}
            </Badge>
            {device.passive ? (
              <Text component="span" display="block" size="xs" c="dimmed" mt={4}>
                {t('device_state.passive_hint')}
              </Text>
            ) : null}
          </Field>
          <Field label={t('devices.reg_id')}>{formatText(device.reg_id)}</Field>
          <Field label={t('common.created_at')}>{formatDateTime(device.created_at)}</Field>
          <Field label={t('devices.updated_at')}>{formatDateTime(device.updated_at)}</Field>
        </SimpleGrid>
      </Paper>
      <Title order={2} fz="h4">
        {t('tags.title')}
      </Title>
      <DeviceTags device={device} />
    </Stack>
  );
}

export function DeviceDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const device = useDevice(id);
  const [editing, setEditing] = useState(false);
  if (!device.data) return <RecordState query={device} title={t('pages.device_detail')} listPath="/user/devices" />;
  return (
    <Stack gap="md">
      <PageHeader
        title={device.data.device_id}
        description={t('pages.device_detail')}
        actions={
          <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)} data-testid="device-edit">
            {t('common.edit')}
          </Button>
        }
      />
      <DeviceBody device={device.data} />
      {editing ? <DeviceFormDrawer device={device.data} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
