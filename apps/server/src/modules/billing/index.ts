// The billing module's public API (for now the plan limits of members and devices and plan features).
export {
  accountChannelQuota,
  accountEmailVerificationQuota,
  accountLimits,
  assertRoom,
  limitReached,
  type TLimitKind,
} from './limits.service';
export { PLAN_LIMITS, TRIAL_PACKET, limitsForPlan, type TPlanLimits } from './plan-limits';
export {
  CHANNEL_QUOTAS,
  EMAIL_VERIFICATION_QUOTAS,
  channelQuotaForPlan,
  emailVerificationQuotaForPlan,
  type TChannelQuotas,
} from './channel-quotas';
export { PLAN_FEATURES, accountHasFeature, planHasFeature } from './plan-features';
export { monthlyRecurringRevenue, paidAccountCount } from './admin-figures';
