import { z } from 'zod';
import { ZPageMeta, ZTimestamp } from './http';

// IYS (Turkey's commercial-message consent registry) settings and logs (SPEC §2, §3, §4, §5).

export const IYS_RECIPIENT_TYPES = ['BIREYSEL', 'TACIR'] as const;
export const ZIysRecipientType = z.enum(IYS_RECIPIENT_TYPES);
export type TIysRecipientType = z.infer<typeof ZIysRecipientType>;

// The channel types a brand registers consents for: sms (IYS MESAJ), call (ARAMA), email (EPOSTA).
export const IYS_CHANNELS = ['sms', 'call', 'email'] as const;
export const ZIysChannel = z.enum(IYS_CHANNELS);
export type TIysChannel = z.infer<typeof ZIysChannel>;

export const IYS_TYPES = ['MESAJ', 'ARAMA', 'EPOSTA'] as const;
export const ZIysType = z.enum(IYS_TYPES);
export type TIysType = z.infer<typeof ZIysType>;
export const IYS_TYPE_OF: Record<TIysChannel, TIysType> = { sms: 'MESAJ', call: 'ARAMA', email: 'EPOSTA' };

export const IYS_STATUSES = ['ONAY', 'RET'] as const;
export const ZIysStatus = z.enum(IYS_STATUSES);
export type TIysStatus = z.infer<typeof ZIysStatus>;

export const IYS_CONNECTION_STATES = ['valid', 'invalid', 'not_tested'] as const;
export const ZIysConnectionState = z.enum(IYS_CONNECTION_STATES);
export type TIysConnectionState = z.infer<typeof ZIysConnectionState>;

const code = (message: string) =>
  z.string().trim().min(1, message).max(20).regex(/^\d+$/, 'iys.validation.code_digits');

export const ZIysSettingsInput = z.object({
  iysCode: code('iys.validation.iys_code_required'),
  brandCode: code('iys.validation.brand_code_required'),
  username: z.string().trim().min(1, 'iys.validation.username_required').max(120),
  // Empty keeps the stored password; required when none is stored yet.
  password: z.string().max(256).optional(),
  addressType: ZIysRecipientType.default('BIREYSEL'),
  channels: z.array(ZIysChannel).min(1, 'iys.validation.channels_required').max(3),
  active: z.boolean().default(true),
});
export type TIysSettingsInput = z.input<typeof ZIysSettingsInput>;

export const ZIysSettings = z.object({
  iysCode: z.string(),
  brandCode: z.string(),
  username: z.string(),
  hasPassword: z.boolean().describe('The password is write-only: only whether one is stored'),
  addressType: ZIysRecipientType,
  channels: z.array(ZIysChannel),
  active: z.boolean(),
  connectionState: ZIysConnectionState,
  connectionCheckedAt: ZTimestamp.nullable(),
  updatedAt: ZTimestamp,
});
export type TIysSettings = z.infer<typeof ZIysSettings>;

export const ZIysConnectionResult = z.object({ state: z.enum(['valid', 'invalid']), message: z.string().nullable() });
export type TIysConnectionResult = z.infer<typeof ZIysConnectionResult>;

// Consents on their way to the registry (direction out) or taken from it (in).
export const IYS_CONSENT_STATES = ['pending', 'sending', 'sent', 'success', 'rejected', 'skipped', 'applied'] as const;
export const ZIysConsentState = z.enum(IYS_CONSENT_STATES);
export type TIysConsentState = z.infer<typeof ZIysConsentState>;
export const IYS_DIRECTIONS = ['out', 'in'] as const;
export const ZIysDirection = z.enum(IYS_DIRECTIONS);
export type TIysDirection = z.infer<typeof ZIysDirection>;

export const ZIysChangeLog = z.object({
  id: z.number().int(),
  direction: ZIysDirection,
  memberId: z.number().int().nullable(),
  recipient: z.string(),
  recipientType: ZIysRecipientType,
  type: ZIysType,
  status: ZIysStatus,
  source: z.string(),
  origin: z.string(),
  consentDate: ZTimestamp,
  state: ZIysConsentState,
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  batchId: z.number().int().nullable(),
  createdAt: ZTimestamp,
});
export type TIysChangeLog = z.infer<typeof ZIysChangeLog>;
export const ZIysChangeLogPage = z.object({ data: z.array(ZIysChangeLog), meta: ZPageMeta });

export const IYS_BATCH_STATES = ['sending', 'polling', 'completed', 'failed'] as const;
export const ZIysBatchState = z.enum(IYS_BATCH_STATES);
export type TIysBatchState = z.infer<typeof ZIysBatchState>;

export const ZIysTransferLog = z.object({
  id: z.number().int(),
  requestId: z.string().nullable(),
  count: z.number().int(),
  successCount: z.number().int(),
  failureCount: z.number().int(),
  status: ZIysBatchState,
  error: z.string().nullable(),
  createdAt: ZTimestamp,
  completedAt: ZTimestamp.nullable(),
});
export type TIysTransferLog = z.infer<typeof ZIysTransferLog>;
export const ZIysTransferLogPage = z.object({ data: z.array(ZIysTransferLog), meta: ZPageMeta });

const page = {
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
};

export const ZIysChangeLogQuery = z.object({
  ...page,
  direction: z.enum(IYS_DIRECTIONS).optional(),
  state: z.enum(IYS_CONSENT_STATES).optional(),
  type: z.enum(IYS_TYPES).optional(),
  status: z.enum(IYS_STATUSES).optional(),
  search: z.string().trim().max(120).optional(),
});
export type TIysChangeLogQuery = z.input<typeof ZIysChangeLogQuery>;

export const ZIysTransferLogQuery = z.object({
  ...page,
  status: z.enum(IYS_BATCH_STATES).optional(),
});
export type TIysTransferLogQuery = z.input<typeof ZIysTransferLogQuery>;

export const ZIysLogFigures = z.object({
  last: ZTimestamp.nullable(),
  total: z.number().int(),
  last24h: z.number().int(),
});
export type TIysLogFigures = z.infer<typeof ZIysLogFigures>;

// The summary header of the IYS screens (SPEC §2).
export const ZIysSummary = z.object({
  integration: z.object({ configured: z.boolean(), active: z.boolean(), connectionState: ZIysConnectionState }),
  // The IYS queue (SPEC §4): completed, or continuing while changes wait or go out.
  queue: z.enum(['completed', 'continuing']),
  pending: z.number().int(),
  nearDeadline: z
    .number()
    .int()
    .describe('Changes waiting for 2 or more business days: the registry refuses them after 3'),
  changeLogs: ZIysLogFigures,
  transferLogs: ZIysLogFigures,
  packet: z.object({
    name: z.string(),
    countLimit: z.number().nullable(),
    usage: z.number(),
    perChannel: z.object({ sms: z.number(), call: z.number(), email: z.number() }),
  }),
});
export type TIysSummary = z.infer<typeof ZIysSummary>;
