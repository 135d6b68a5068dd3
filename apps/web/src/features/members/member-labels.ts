import type { TFunction } from 'i18next';
import { MEMBER_PERMISSIONS } from '@ulak/shared/audience-keys';
import { MEMBER_STATUSES, type TMemberStatus } from './member-list-state';
import type { TPermissionBadge } from './member-view';

export type TPermissionLabel = { name: string; on: string; off: string };

export type TMemberLabels = {
  source: (source: string) => string;
  permissions: Record<TPermissionBadge['key'], TPermissionLabel>;
  statuses: Record<TMemberStatus, string>;
};

// The words every member row repeats (its source, the four permission badges with their titles, its status),
// translated once per language for a whole table: per row they were some 300 translations in a page's first render.
export function memberLabels(t: TFunction): TMemberLabels {
  const sources = new Map<string, string>();
  const permission = (key: TPermissionBadge['key']): TPermissionLabel => {
    const name = t(`members.permissions.${key}`);
    return {
      name,
      on: t('members.permission_on', { channel: name }),
      off: t('members.permission_off', { channel: name }),
    };
  };
  return {
    // Sources are open text on the server: any value is looked up once, as it is first met.
    source: (source) => {
      const known = sources.get(source);
      if (known !== undefined) return known;
      const label = t(`members.sources.${source}`);
      sources.set(source, label);
      return label;
    },
    permissions: Object.fromEntries(MEMBER_PERMISSIONS.map((key) => [key, permission(key)])) as Record<
      TPermissionBadge['key'],
      TPermissionLabel
    >,
    statuses: Object.fromEntries(MEMBER_STATUSES.map((status) => [status, t(`members.statuses.${status}`)])) as Record<
      TMemberStatus,
      string
    >,
  };
}
