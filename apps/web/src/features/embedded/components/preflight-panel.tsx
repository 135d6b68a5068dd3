import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconUsersGroup } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChannel } from '@ulak/shared/messaging/channels';
import type { TSendPreflight } from '@ulak/shared/messaging/api';
import { isApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/error-text';
import { refusalLink, type TSendLinks } from '../quick-send';
import { formatCount } from '../../../lib/format';

const number = (value: number, language: string) => formatCount(value, language);

// The check before a send: who it reaches, who is skipped and why, the quota left; or, when it
// cannot go out (no settings, no quota, nobody reachable), why and a link to what fixes it.
export function PreflightPanel({
  channel,
  check,
  links,
}: {
  channel: TChannel;
  check: UseQueryResult<TSendPreflight> | null;
  links: TSendLinks;
}) {
  const { t, i18n } = useTranslation();
  if (!check) {
    return (
      <Text size="sm" c="dimmed" data-testid="preflight-waiting">
        {t('embedded.send.preflight_choose')}
      </Text>
    );
  }
  if (check.isPending) {
    return (
      <Group gap="xs" data-testid="preflight-loading">
        <Loader size="xs" />
        <Text size="sm">{t('embedded.send.preflight_checking')}</Text>
      </Group>
    );
  }
  if (check.isError) {
    const error = check.error;
    const link = isApiError(error) && error.status === 418 ? refusalLink(error.code, channel, links) : null;
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="preflight-refused">
        <Text size="sm">{apiErrorText(error, t)}</Text>
        {link ? (
          <Anchor component={Link} to={link} size="sm" fw={600} data-testid="preflight-fix-link">
            {error && isApiError(error) && error.code === 'setting_not_found'
              ? t('embedded.send.go_to_settings')
              : t('embedded.send.go_to_packets')}
          </Anchor>
        ) : null}
      </Alert>
    );
  }
  const result = check.data;
  const quota =
    result.quotaLeft === null
      ? t('embedded.send.quota_unlimited')
      : t('embedded.send.quota_left', { count: result.quotaLeft, value: number(result.quotaLeft, i18n.language) });
  return (
    <Alert color="teal" icon={<IconUsersGroup size={18} />} data-testid="preflight-ok">
      {result.total === null || result.skipped === null ? (
        <Text size="sm" data-testid="preflight-reach">
          {t('embedded.send.preflight_devices')}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={600} data-testid="preflight-reach">
            {t('embedded.send.preflight_reach', {
              sendable: number(result.sendable ?? 0, i18n.language),
              total: number(result.total, i18n.language),
            })}
          </Text>
          <Text size="sm" data-testid="preflight-skipped">
            {t('embedded.send.preflight_skipped', {
              noPermission: result.skipped.noPermission,
              suppressed: result.skipped.suppressed,
              noAddress: result.skipped.noAddress,
            })}
          </Text>
        </>
      )}
      <Text size="sm" data-testid="preflight-quota">
        {quota}
      </Text>
    </Alert>
  );
}
