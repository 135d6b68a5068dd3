import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, memberStatus, permissionBadges } from '../member-view';
import type { TMember } from '../types';

export function PermissionBadges({ member }: { member: TMember }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {permissionBadges(member).map(({ key, active }) => (
        <Badge
          key={key}
          size="sm"
          variant={active ? 'light' : 'outline'}
          color={active ? 'teal' : 'gray'}
          td={active ? undefined : 'line-through'}
          title={t(active ? 'members.permission_on' : 'members.permission_off', {
            channel: t(`members.permissions.${key}`),
          })}
          data-active={active}
        >
          {t(`members.permissions.${key}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function MemberStatusBadge({ member }: { member: Pick<TMember, 'blocked' | 'passive'> }) {
  const { t } = useTranslation();
  const status = memberStatus(member);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="member-status">
      {t(`members.statuses.${status}`)}
    </Badge>
  );
}
