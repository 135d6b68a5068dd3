import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDevice } from '../types';

// Push approval: faulty (an error from the push service) wins over approved / not approved.
export function PushBadge({ device }: { device: Pick<TDevice, 'push_approved' | 'push_error'> }) {
  const { t } = useTranslation();
  if (device.push_error)
    return (
      <Badge color="red" variant="light" data-testid="push-badge">
        {t('devices.faulty')}
      </Badge>
    );
  return (
    <Badge color={device.push_approved ? 'teal' : 'gray'} variant="light" data-testid="push-badge">
      {t(device.push_approved ? 'devices.push_approved' : 'devices.push_not_approved')}
    </Badge>
  );
}
