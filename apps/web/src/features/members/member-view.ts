import { MEMBER_PERMISSIONS } from '@ulak/shared/audience-keys';
import { EMPTY_VALUE } from '../../lib/format';
import type { TMemberStatus } from './member-list-state';
import type { TMember } from './types';

export type TPermissionBadge = { key: (typeof MEMBER_PERMISSIONS)[number]; active: boolean };

const PERMISSION_FIELD = {
  sms: 'sms_active',
  email: 'email_active',
  whatsapp: 'whatsapp_active',
  call: 'call_active',
} as const;

export function permissionBadges(member: TMember): TPermissionBadge[] {
  return MEMBER_PERMISSIONS.map((key) => ({ key, active: member[PERMISSION_FIELD[key]] }));
}

// Blocked wins over passive (over the package limit, SPEC §4); otherwise active.
export function memberStatus(member: Pick<TMember, 'blocked' | 'passive'>): TMemberStatus {
  if (member.blocked) return 'blocked';
  return member.passive ? 'passive' : 'active';
}

export const STATUS_COLORS: Record<TMemberStatus, string> = { active: 'teal', passive: 'gray', blocked: 'red' };

export function fullName(member: Pick<TMember, 'name' | 'surname'>): string {
  const text = [member.name, member.surname].filter((part) => part && part.trim() !== '').join(' ');
  return text === '' ? EMPTY_VALUE : text;
}
