import { z } from 'zod';
import { EMAIL_VERIFICATION_STATUSES, type TEmailVerificationStatus } from './audience-keys';

// Member email verification (SPEC §3 packet "member email verification"): every member's address is
// classified verified, risky or invalid with the reason that decided it.
export { EMAIL_VERIFICATION_STATUSES, type TEmailVerificationStatus };

export const EMAIL_VERIFICATION_REASONS = [
  // verified
  'mx',
  'address_record',
  // risky
  'disposable',
  'role',
  'duplicate',
  'domain_unchecked',
  // invalid
  'syntax',
  'no_mail_domain',
] as const;
export type TEmailVerificationReason = (typeof EMAIL_VERIFICATION_REASONS)[number];

export const EMAIL_VERIFICATION_RUN_STATES = ['running', 'done', 'stopped'] as const;
export type TEmailVerificationRunState = (typeof EMAIL_VERIFICATION_RUN_STATES)[number];

export const ZEmailVerificationRun = z.object({
  id: z.number().int(),
  state: z.enum(EMAIL_VERIFICATION_RUN_STATES),
  // Why a run stopped early: the packet ran out ('quota') or expired.
  stoppedReason: z.string().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  verified: z.number().int(),
  risky: z.number().int(),
  invalid: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TEmailVerificationRun = z.infer<typeof ZEmailVerificationRun>;

export const ZEmailVerificationOverview = z.object({
  // The monthly packet: null = unlimited; 0 = not in the plan.
  quota: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  // Every member's latest result by class, and members with an address not verified yet.
  counts: z.object({
    verified: z.number().int(),
    risky: z.number().int(),
    invalid: z.number().int(),
    unchecked: z.number().int(),
  }),
  latestRun: ZEmailVerificationRun.nullable(),
});
export type TEmailVerificationOverview = z.infer<typeof ZEmailVerificationOverview>;

export const ZEmailVerificationResult = z.object({
  memberId: z.number().int(),
  email: z.string(),
  status: z.enum(EMAIL_VERIFICATION_STATUSES),
  reason: z.enum(EMAIL_VERIFICATION_REASONS),
  checkedAt: z.string(),
});
export type TEmailVerificationResult = z.infer<typeof ZEmailVerificationResult>;

export const ZEmailVerificationResultsQuery = z.object({
  status: z.enum(EMAIL_VERIFICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type TEmailVerificationResultsQuery = z.input<typeof ZEmailVerificationResultsQuery>;
