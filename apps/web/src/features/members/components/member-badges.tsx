import { Badge } from '@mantine/core';
import type { TMemberLabels } from '../member-labels';
import { STATUS_COLORS, memberStatus, permissionBadges } from '../member-view';
import type { TMember } from '../types';

// The labels come from the caller (useMemberLabels), translated once for a whole table rather than per row.
export function PermissionBadges({ member, labels }: { member: TMember; labels: TMemberLabels }) {
  return (
    <div className="ulak-badge-row">
      {permissionBadges(member).map(({ key, active }) => {
        const label = labels.permissions[key];
        return (
          <Badge
            key={key}
            size="sm"
            variant={active ? 'light' : 'outline'}
            color={active ? 'teal' : 'gray'}
            td={active ? undefined : 'line-through'}
            title={active ? label.on : label.off}
            data-active={active}
          >
            {label.name}
          </Badge>
        );
      })}
    </div>
  );
}

export function MemberStatusBadge({
  member,
  labels,
}: {
  member: Pick<TMember, 'blocked' | 'passive'>;
  labels: TMemberLabels;
}) {
  const status = memberStatus(member);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="member-status">
      {labels.statuses[status]}
    </Badge>
  );
}
