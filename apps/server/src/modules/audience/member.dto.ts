import type { TMemberListRow } from './members.repository';

// A member as the API shows it (SPEC §3 field names).
export type TMember = {
  id: number;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  gender: string | null;
  birth_date: string | null;
  age: number | null;
  city: string | null;
  district: string | null;
  address: string | null;
  country: string | null;
  zip_code: string | null;
  language: string;
  customerId: string | null;
  source: string;
  sms_active: boolean;
  email_active: boolean;
  whatsapp_active: boolean;
  call_active: boolean;
  blocked: boolean;
  passive: boolean;
  notes: string | null;
  error_count: number;
  tag_count: number;
  segment_count: number;
  created_at: string;
  last_login: string | null;
};

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
    // Filled once the segments module exists.
    segment_count: 0,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLoginAt?.toISOString() ?? null,
  };
}
