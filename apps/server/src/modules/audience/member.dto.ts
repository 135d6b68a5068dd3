import type { TMember } from '@ulak/shared';
import type { TMemberListRow } from './members.repository';

export type { TMember };

export function ageOn(birthDate: string | null, now = new Date()): number | null {
  if (!birthDate) return null;
  const [y = 0, m = 1, d = 1] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

export function toMember(row: TMemberListRow): TMember {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    birth_date: row.birthDate,
    age: ageOn(row.birthDate),
    city: row.city,
    district: row.district,
    address: row.address,
    country: row.country,
    zip_code: row.zipCode,
    language: row.language,
    customerId: row.customerId,
    source: row.source,
    sms_active: row.smsActive,
    email_active: row.emailActive,
    whatsapp_active: row.whatsappActive,
    call_active: row.callActive,
    blocked: row.blocked,
    passive: row.passive,
    notes: row.notes,
    error_count: row.errorCount,
    tag_count: row.tagCount,
    segment_count: row.segmentCount,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLoginAt?.toISOString() ?? null,
  };
}
