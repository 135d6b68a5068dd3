import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TDirectSendInput } from '@ulak/shared/messaging/api';
import { ApiError } from '../../../lib/api/api-error';
import { sendingSettingsPath } from '../../messaging/preflight-check';
import { usePlannedRunCheck } from '../hooks/use-billing';
import { formatCount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

// The task wizard's schedule step: the planned run checked now with the direct send's own pre-send
// check (settings, package, who is reachable). A run past what is left of the quota is refused when
// it is due, so it is said here, before the task is saved.
export function PlannedRunCheck({
  channel,
  audience,
}: {
  channel: TChannel;
  audience: { kind: 'all' } | { kind: 'segment'; segmentId: number } | null;
}) {
  const { t } = useTranslation();
  const direct: TDirectSendInput['audience'] =
    audience?.kind === 'segment'
      ? { kind: 'segment', segmentId: audience.segmentId, confirmSegment: true }
      : { kind: 'all', confirmAll: true };
  const check = usePlannedRunCheck(channel, direct, audience !== null);
  if (audience === null) return null;
  if (check.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr="xs" />
        {t('billing.planned_run.checking')}
      </Text>
    );
  if (check.isError) {
    const error = check.error;
    const refused = error instanceof ApiError && error.status === 418;
    const link =
      refused && error.code === 'setting_not_found'
        ? sendingSettingsPath(channel)
        : refused && error.code !== 'nothing_to_send'
          ? '/user/packet'
          : null;
    return (
      <Alert color="red" title={t('billing.planned_run.refused_title')} data-testid="planned-run-check">
        <Text size="sm">{error.message}</Text>
        {link ? (
          <Anchor component={Link} to={link} size="sm" fw={600}>
            {t(link === '/user/packet' ? 'billing.planned_run.to_packets' : 'billing.planned_run.to_settings')}
          </Anchor>
        ) : null}
      </Alert>
    );
  }
  const r = check.data;
  const left = r.quotaLeft === null ? t('billing.unlimited') : formatCount(r.quotaLeft, currentLanguage());
  const recipients = r.sendable === null ? null : formatCount(r.sendable, currentLanguage());
  if (r.overQuota > 0)
    return (
      <Alert color="orange" title={t('billing.planned_run.over_title')} data-testid="planned-run-check">
        <Text size="sm">{t('billing.planned_run.over_text', { recipients, left })}</Text>
        <Anchor component={Link} to="/user/packet" size="sm" fw={600}>
          {t('billing.planned_run.to_packets')}
        </Anchor>
      </Alert>
    );
  return (
    <Alert color="teal" variant="light" data-testid="planned-run-check">
      <Text size="sm">
        {recipients === null
          ? t('billing.planned_run.ok_devices', { left })
          : t('billing.planned_run.ok_text', { recipients, left })}
      </Text>
    </Alert>
  );
}
