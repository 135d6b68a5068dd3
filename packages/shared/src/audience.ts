import { z } from 'zod';
import { ZHttpUrl } from './urls';
import { MESSAGE_LANGUAGES } from './locales';
import { ZIsoDay, ZPageQuery } from './http';
import { IMPORT_FIELDS, type TImportField } from './member-fields';
import { GENDERS, MEMBER_PERMISSIONS, MEMBER_SORTS, MEMBER_SOURCES } from './audience-keys';

export { GENDERS, MEMBER_PERMISSIONS, MEMBER_SORTS, MEMBER_SOURCES };

// Applications, members, devices, tags, orders and imports (the audience screens and their API).
export const APPLICATION_PLATFORMS = ['web', 'ios', 'android'] as const;
export const DEVICE_PLATFORMS = ['ios', 'android', 'browser'] as const;
export const CSV_MAX_BYTES = 200 * 1024 * 1024;
export const CSV_MAX_ROWS = 2_000_000;

const HOSTNAME =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$|^localhost(:\d+)?$/;
const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .pipe(z.string().regex(HOSTNAME, 'validation.domain_invalid'));

export const ZApplicationInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(200),
  platform: z.enum(APPLICATION_PLATFORMS).default('web'),
  domains: z.array(ZDomain).max(20).default([]),
  locale: z.enum(MESSAGE_LANGUAGES).default('tr'),
});
export type TApplicationInput = z.infer<typeof ZApplicationInput>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const ZMemberInput = z.object({
  name: optionalText(100),
  surname: optionalText(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('validation.email_invalid')
    .max(254)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  phone: optionalText(32),
  gender: z.enum(GENDERS).nullable().optional(),
  // A birth date is a day between 1900 and today (an age of 0 to about 125).
  birthDate: ZIsoDay.refine(
    (day) => day >= '1900-01-01' && day <= new Date().toISOString().slice(0, 10),
    'validation.birth_date_range',
  )
    .nullable()
    .optional(),
  city: optionalText(100),
  district: optionalText(100),
  address: optionalText(500),
  country: optionalText(100),
  zipCode: optionalText(20),
  language: z.enum(MESSAGE_LANGUAGES).optional(),
  customerId: optionalText(100),
  smsActive: z.boolean().optional(),
  emailActive: z.boolean().optional(),
  whatsappActive: z.boolean().optional(),
  callActive: z.boolean().optional(),
  blocked: z.boolean().optional(),
  notes: optionalText(5000),
});
export type TMemberInput = z.infer<typeof ZMemberInput>;

const ZBoolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

// List filters shared by the member list, its CSV export and segments later.
export const ZMemberListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  source: z.enum(MEMBER_SOURCES).optional(),
  gender: z.enum(GENDERS).optional(),
  language: z.enum(MESSAGE_LANGUAGES).optional(),
  city: z.string().trim().max(100).optional(),
  blocked: ZBoolQuery.optional(),
  passive: ZBoolQuery.optional(),
  permission: z.enum(MEMBER_PERMISSIONS).optional(),
  tag: z.string().trim().max(100).optional(),
  // The class of the member's email verification ('unchecked': not verified, or the address changed since).
  emailVerification: z.enum(['verified', 'risky', 'invalid', 'unchecked']).optional(),
  createdFrom: ZIsoDay.optional(),
  createdTo: ZIsoDay.optional(),
  sort: z.enum(MEMBER_SORTS).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TMemberListQuery = z.infer<typeof ZMemberListQuery>;

export const ZDeviceListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  platform: z.enum(DEVICE_PLATFORMS).optional(),
  applicationId: z.coerce.number().int().positive().optional(),
  faulty: ZBoolQuery.optional(),
  memberId: z.coerce.number().int().positive().optional(),
});
export type TDeviceListQuery = z.infer<typeof ZDeviceListQuery>;

// A typed tag's value must read as its type, so segment comparisons on it mean something.
const TAG_VALUE_FORMATS: Record<string, RegExp> = {
  number: /^-?\d+(\.\d+)?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  boolean: /^(true|false)$/,
};
export const ZTagInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    type: z.enum(['string', 'number', 'date', 'boolean']).default('string'),
    value: z.string().max(1000).nullable().default(null),
  })
  .superRefine((tag, ctx) => {
    const format = TAG_VALUE_FORMATS[tag.type];
    if (format && tag.value !== null && !format.test(tag.value.trim())) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `validation.tag_value_${tag.type}` });
    }
  });
export type TTagInput = z.infer<typeof ZTagInput>;

export const ZTagParams = z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1).max(100) });

// A device added by hand (SPEC §3); without a device id the server makes one.
export const ZDeviceInput = z.object({
  applicationId: z.coerce.number().int().positive('validation.fill_all_fields'),
  platform: z.enum(DEVICE_PLATFORMS),
  deviceId: optionalText(100),
  regId: optionalText(1000),
  language: z.enum(MESSAGE_LANGUAGES).nullable().optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .email('validation.email_invalid')
    .max(254)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  // When present, the device's tags become exactly these.
  tags: z.array(ZTagInput).max(50).optional(),
});
export type TDeviceInput = z.infer<typeof ZDeviceInput>;

// The tags screen: member and device tag names with counts, and set-based edits by name.
export const ZTagListQuery = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });
export type TTagListQuery = z.infer<typeof ZTagListQuery>;
export const ZTagNameParams = z.object({ name: z.string().trim().min(1).max(100) });
export const ZTagRenameInput = z.object({ name: z.string().trim().min(1, 'validation.fill_all_fields').max(100) });
export type TTagRenameInput = z.infer<typeof ZTagRenameInput>;
// Add or remove one tag on every member the list's current filter matches.
export const ZTagBulkInput = z.object({
  action: z.enum(['add', 'remove']),
  tag: ZTagInput,
  filters: ZMemberListQuery.omit({ page: true, perPage: true, sort: true, order: true }).default({}),
});
export type TTagBulkInput = z.infer<typeof ZTagBulkInput>;

export const ZOrderListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.string().trim().max(50).optional(),
  memberId: z.coerce.number().int().positive().optional(),
  // Order dates, inclusive days; `before` is the old-orders cutoff (orders dated before that day).
  dateFrom: ZIsoDay.optional(),
  dateTo: ZIsoDay.optional(),
  before: ZIsoDay.optional(),
});
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;

export const ZEventListQuery = ZPageQuery.extend({
  code: z.string().trim().max(100).optional(),
  memberId: z.coerce.number().int().positive().optional(),
  deviceId: z.coerce.number().int().positive().optional(),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

// An import fills members or the devices of one application.
export const IMPORT_KINDS = ['members', 'devices'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];

// The device fields a CSV column can map to (SPEC §3 Device); device_id and platform are required.
export const DEVICE_IMPORT_FIELDS = ['deviceId', 'regId', 'platform', 'language', 'email', 'pushApproved'] as const;
export type TDeviceImportField = (typeof DEVICE_IMPORT_FIELDS)[number];

const ANY_IMPORT_FIELDS: readonly (TImportField | TDeviceImportField)[] = [
  ...IMPORT_FIELDS,
  'deviceId',
  'regId',
  'platform',
  'pushApproved',
];

// mapping: field → zero-based column index in the uploaded file (the fields of the import's kind count).
export const ZImportStartInput = z.object({
  mapping: z.partialRecord(z.enum(ANY_IMPORT_FIELDS), z.number().int().min(0).max(500)),
});
export type TImportStartInput = z.infer<typeof ZImportStartInput>;

// What a REST API key may do: read only or read and write, on which resources of /api/v1/public.
export const API_KEY_ACCESS = ['read', 'write'] as const;
export type TApiKeyAccess = (typeof API_KEY_ACCESS)[number];
export const API_KEY_RESOURCES = ['members', 'orders', 'products', 'segments'] as const;
export type TApiKeyResource = (typeof API_KEY_RESOURCES)[number];

export const ZApiKeyInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(100),
  // Keys made before scopes existed (and callers that name none) may read and write everything.
  access: z.enum(API_KEY_ACCESS).default('write'),
  resources: z
    .array(z.enum(API_KEY_RESOURCES))
    .min(1, 'validation.api_key_resources')
    .default([...API_KEY_RESOURCES])
    .transform((list) => [...new Set(list)]),
});
export type TApiKeyInput = z.input<typeof ZApiKeyInput>;

export const ZPublicOrderInput = z.object({
  orderCode: z.string().trim().min(1).max(100),
  status: z.string().trim().max(50).default('created'),
  totalCount: z.number().int().min(0).default(0),
  totalPrice: z.number().min(0).default(0),
  currency: z.string().trim().max(3).default('TRY'),
  date: z.iso.datetime({ offset: true }).optional(),
  customerId: z.string().trim().max(100).optional(),
  email: z.string().trim().toLowerCase().email('validation.email_invalid').optional(),
  satisfactionUrl: ZHttpUrl.optional(),
  trackingUrl: ZHttpUrl.optional(),
  trackingCode: z.string().max(200).optional(),
  items: z.array(z.record(z.string(), z.unknown())).max(500).default([]),
});
export type TPublicOrderInput = z.infer<typeof ZPublicOrderInput>;

export const ZProductInput = z.object({
  code: z.string().trim().min(1).max(100),
  title: z.string().trim().min(1).max(500),
  content: z.string().max(10_000).nullable().optional(),
  price: z.number().min(0).nullable().optional(),
  discountPrice: z.number().min(0).nullable().optional(),
  currency: z.string().trim().max(3).default('TRY'),
  url: ZHttpUrl.nullable().optional(),
  image: ZHttpUrl.nullable().optional(),
  category: z.string().max(200).nullable().optional(),
  // Units in stock; absent or null keeps what is stored. 0 → more sends the stock alarm.
  stock: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
});
export type TProductInput = z.infer<typeof ZProductInput>;
