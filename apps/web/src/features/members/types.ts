import type { TPageMeta } from '@ulak/shared/http';

// A member as the server shows it (apps/server/src/modules/audience/member.dto.ts, SPEC §3 names).
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

export type TMemberPage = { data: TMember[]; meta: TPageMeta };
