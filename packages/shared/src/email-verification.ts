import { z } from 'zod';

// Member email verification (SPEC §3 packet "member email verification"): every member's address is
// classified verified, risky or invalid with the reason that decided it.
export const EMAIL_VERIFICATION_STATUSES = ['verified', 'risky', 'invalid'] as const;
export type TEmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];

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

export type TEmailVerificationRun = {
  id: number;
  state: TEmailVerificationRunState;
  // Why a run stopped early: the packet ran out ('quota') or expired.
  stoppedReason: string | null;
  total: number;
  processed: number;
  verified: number;
  risky: number;
  invalid: number;
  createdAt: string;
  finishedAt: string | null;
};

export type TEmailVerificationOverview = {
  // The monthly packet: null = unlimited; 0 = not in the plan.
  quota: number | null;
  used: number;
  remaining: number | null;
  // Every member's latest result by class, and members with an address not verified yet.
  counts: Record<TEmailVerificationStatus, number> & { unchecked: number };
  latestRun: TEmailVerificationRun | null;
};

export type TEmailVerificationResult = {
  memberId: number;
  email: string;
  status: TEmailVerificationStatus;
  reason: TEmailVerificationReason;
  checkedAt: string;
};

export const ZEmailVerificationResultsQuery = z.object({
  status: z.enum(EMAIL_VERIFICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type TEmailVerificationResultsQuery = z.input<typeof ZEmailVerificationResultsQuery>;
