import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { formatDateTime, formatText } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useDevice } from '../hooks/use-records';
import type { TDeviceDetail } from '../types';
import { PushBadge } from './device-badges';

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

function DeviceBody({ device }: { device: TDeviceDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" data-testid="device-fields">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Field label={t('devices.platform')}>
            {t(`devices.platforms.${device.platform}`, { defaultValue: device.platform })}
          </Field>
          <Field label={t('devices.language')}>{formatText(device.language)}</Field>
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
          <Field label={t('devices.reg_id')}>{formatText(device.reg_id)}</Field>
          <Field label={t('common.created_at')}>{formatDateTime(device.created_at)}</Field>
          <Field label={t('devices.updated_at')}>{formatDateTime(device.updated_at)}</Field>
        </SimpleGrid>
      </Paper>
      <Title order={2} fz="h4">
        {t('tags.title')}
      </Title>
      {device.tags.length === 0 ? (
        <EmptyState titleKey="empty.nothing_to_show" />
      ) : (
        <Group gap="xs" data-testid="device-tags">
          {device.tags.map((tag) => (
            <Badge key={tag.name} variant="light" tt="none" size="lg">
              {tag.name}
              {tag.value ? `: ${tag.value}` : ''}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export function DeviceDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const device = useDevice(id);
  if (device.isPending) return <LoadingScreen />;
  if (device.isError) {
    const notFound = isApiError(device.error) && device.error.status === 404;
    return (
      <>
        <PageHeader title={t('pages.device_detail')} />
        <EmptyState titleKey={notFound ? 'devices.not_found' : 'dialog.error_title'} />
      </>
    );
  }
  return (
    <Stack gap="md">
      <PageHeader title={device.data.device_id} description={t('pages.device_detail')} />
      <DeviceBody device={device.data} />
    </Stack>
  );
}
