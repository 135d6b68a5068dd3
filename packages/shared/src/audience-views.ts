import { z } from 'zod';
import { ZTimestamp, pageEnvelope } from './http';
import { API_KEY_ACCESS, API_KEY_RESOURCES, DEVICE_IMPORT_FIELDS, IMPORT_KINDS } from './audience';
import { IMPORT_FIELDS } from './member-fields';

// What the audience API answers with (SPEC §3 field names); the server builds these, the web reads them.

export const ZMemberEmailVerification = z.object({
  status: z.string(),
  reason: z.string(),
  checkedAt: ZTimestamp,
});
export type TMemberEmailVerification = z.infer<typeof ZMemberEmailVerification>;

export const ZMember = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable().describe('YYYY-MM-DD'),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
  language: z.string(),
  customerId: z.string().nullable().describe("The shop's own id of the member"),
  source: z.string(),
  sms_active: z.boolean(),
  email_active: z.boolean(),
  whatsapp_active: z.boolean(),
  call_active: z.boolean(),
  blocked: z.boolean(),
  passive: z.boolean(),
  notes: z.string().nullable(),
  error_count: z.number().int(),
  tag_count: z.number().int(),
  segment_count: z.number().int(),
  created_at: ZTimestamp,
  last_login: ZTimestamp.nullable(),
  // Member detail only: the email verification's verdict on the current address (null: not verified).
  email_verification: ZMemberEmailVerification.nullable().optional(),
});
export type TMember = z.infer<typeof ZMember>;
export const ZMemberPage = pageEnvelope(ZMember);
export type TMemberPage = z.infer<typeof ZMemberPage>;

export const ZApplication = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: z.string(),
  domains: z.array(z.string()),
  locale: z.string(),
  sdk_token: z.string().describe('The public token the shop SDK sends'),
  snippet: z.string().describe('The script tag to paste into the shop'),
  web_push_public_key: z.string().nullable(),
  push_configured: z.boolean(),
  created_at: ZTimestamp,
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key, to recognise it'),
  access: z.enum(API_KEY_ACCESS),
  resources: z.array(z.enum(API_KEY_RESOURCES)),
  created_at: ZTimestamp,
  last_used_at: ZTimestamp.nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string().describe('The whole key: shown once, never again') });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

// CSV column index per member or device field.
export const ZImportMapping = z.partialRecord(z.enum([...IMPORT_FIELDS, ...DEVICE_IMPORT_FIELDS]), z.number().int());
export type TImportMapping = z.infer<typeof ZImportMapping>;

export const ZMemberImport = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  application_id: z.number().int().nullable(),
  file_name: z.string(),
  status: z.string().describe('uploaded, queued, running, done or failed'),
  columns: z.array(z.string()).describe('The header row of the file'),
  preview: z.array(z.array(z.string())).describe('The first rows of the file'),
  suggested_mapping: ZImportMapping,
  mapping: ZImportMapping.nullable(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  inserted_rows: z.number().int(),
  updated_rows: z.number().int(),
  rejected_rows: z.number().int(),
  passive_rows: z.number().int(),
  error: z.string().nullable(),
  created_at: ZTimestamp,
  finished_at: ZTimestamp.nullable(),
});
export type TMemberImport = z.infer<typeof ZMemberImport>;

// The members screen's summary cards and by-source donut: each figure is the total the member list answers
// with that one filter (active: neither passive nor blocked).
const ZCount = z.number().int();
export const ZMemberSummary = z.object({
  total: ZCount,
  statuses: z.object({ active: ZCount, passive: ZCount, blocked: ZCount }),
  sources: z.object({ site: ZCount, manual: ZCount, csv: ZCount, api: ZCount }),
});
export type TMemberSummary = z.infer<typeof ZMemberSummary>;
