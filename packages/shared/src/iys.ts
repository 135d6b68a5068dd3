import { z } from 'zod';

// IYS (Turkey's commercial-message consent registry) settings and logs (SPEC §2, §3, §4, §5).

export const IYS_RECIPIENT_TYPES = ['BIREYSEL', 'TACIR'] as const;
export const ZIysRecipientType = z.enum(IYS_RECIPIENT_TYPES);
export type TIysRecipientType = z.infer<typeof ZIysRecipientType>;

// The channel types a brand registers consents for: sms (IYS MESAJ), call (ARAMA), email (EPOSTA).
export const IYS_CHANNELS = ['sms', 'call', 'email'] as const;
export const ZIysChannel = z.enum(IYS_CHANNELS);
export type TIysChannel = z.infer<typeof ZIysChannel>;

export const IYS_TYPES = ['MESAJ', 'ARAMA', 'EPOSTA'] as const;
export type TIysType = (typeof IYS_TYPES)[number];
export const IYS_TYPE_OF: Record<TIysChannel, TIysType> = { sms: 'MESAJ', call: 'ARAMA', email: 'EPOSTA' };

export const IYS_STATUSES = ['ONAY', 'RET'] as const;
export type TIysStatus = (typeof IYS_STATUSES)[number];

export const IYS_CONNECTION_STATES = ['valid', 'invalid', 'not_tested'] as const;
export type TIysConnectionState = (typeof IYS_CONNECTION_STATES)[number];

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

export type TIysSettings = {
  iysCode: string;
  brandCode: string;
  username: string;
  hasPassword: boolean;
  addressType: TIysRecipientType;
  channels: TIysChannel[];
  active: boolean;
  connectionState: TIysConnectionState;
  connectionCheckedAt: string | null;
  updatedAt: string;
};

export type TIysConnectionResult = { state: 'valid' | 'invalid'; message: string | null };

// Consents on their way to the registry (direction out) or taken from it (in).
export const IYS_CONSENT_STATES = ['pending', 'sending', 'sent', 'success', 'rejected', 'skipped', 'applied'] as const;
export type TIysConsentState = (typeof IYS_CONSENT_STATES)[number];
export const IYS_DIRECTIONS = ['out', 'in'] as const;
export type TIysDirection = (typeof IYS_DIRECTIONS)[number];

export type TIysChangeLog = {
  id: number;
  direction: TIysDirection;
  memberId: number | null;
  recipient: string;
  recipientType: TIysRecipientType;
  type: TIysType;
  status: TIysStatus;
  source: string;
  origin: string;
  consentDate: string;
  state: TIysConsentState;
  errorCode: string | null;
  errorMessage: string | null;
  batchId: number | null;
  createdAt: string;
};

export const IYS_BATCH_STATES = ['sending', 'polling', 'completed', 'failed'] as const;
export type TIysBatchState = (typeof IYS_BATCH_STATES)[number];

export type TIysTransferLog = {
  id: number;
  requestId: string | null;
  count: number;
  successCount: number;
  failureCount: number;
  status: TIysBatchState;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
};

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

export type TIysLogFigures = { last: string | null; total: number; last24h: number };

// The summary header of the IYS screens (SPEC §2).
export type TIysSummary = {
  integration: { configured: boolean; active: boolean; connectionState: TIysConnectionState };
  // The IYS queue (SPEC §4): completed, or continuing while changes wait or go out.
  queue: 'completed' | 'continuing';
  pending: number;
  // Changes waiting for 2 or more business days: the registry refuses them after 3.
  nearDeadline: number;
  changeLogs: TIysLogFigures;
  transferLogs: TIysLogFigures;
  packet: { name: string; countLimit: number | null; usage: number; perChannel: Record<TIysChannel, number> };
};
