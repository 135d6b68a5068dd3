import type { TApiKeyAccess, TApiKeyResource, TDeviceImportField, TImportField, TImportKind } from './audience';

// What the audience API answers with (SPEC §3 field names); the server builds these, the web reads them.

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
  // Member detail only: the email verification's verdict on the current address (null: not verified).
  email_verification?: TMemberEmailVerification | null;
};

export type TMemberEmailVerification = { status: string; reason: string; checkedAt: string };

export type TApplication = {
  id: number;
  name: string;
  platform: string;
  domains: string[];
  locale: string;
  sdk_token: string;
  snippet: string;
  web_push_public_key: string | null;
  push_configured: boolean;
  created_at: string;
};

export type TApiKey = {
  id: number;
  name: string;
  prefix: string;
  access: TApiKeyAccess;
  resources: TApiKeyResource[];
  created_at: string;
  last_used_at: string | null;
};
export type TCreatedApiKey = TApiKey & { key: string };

// CSV column index per member or device field.
export type TImportMapping = Partial<Record<TImportField | TDeviceImportField, number>>;

export type TMemberImport = {
  id: number;
  kind: TImportKind;
  application_id: number | null;
  file_name: string;
  status: string;
  columns: string[];
  preview: string[][];
  suggested_mapping: TImportMapping;
  mapping: TImportMapping | null;
  total_rows: number;
  processed_rows: number;
  inserted_rows: number;
  updated_rows: number;
  rejected_rows: number;
  passive_rows: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
};
