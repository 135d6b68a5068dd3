import type { TMember } from '@ulak/shared';
import type { TMemberListRow } from './members.repository';

export type { TMember };

// `birthDate` is a date column's text (YYYY-MM-DD). Read by position: the list formats 20 rows a request.
export function ageOn(birthDate: string | null, now = new Date()): number | null {
  if (!birthDate) return null;
  const y = Number(birthDate.slice(0, 4));
  const m = Number(birthDate.slice(5, 7)) || 1;
  const d = Number(birthDate.slice(8, 10)) || 1;
  const month = now.getUTCMonth() + 1;
  return now.getUTCFullYear() - y - (month < m || (month === m && now.getUTCDate() < d) ? 1 : 0);
}

export function toMember(row: TMemberListRow, now = new Date()): TMember {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    birth_date: row.birthDate,
    age: ageOn(row.birthDate, now),
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
    created_at: row.createdAt,
    last_login: row.lastLoginAt,
  };
}
