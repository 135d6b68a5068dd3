// The billing module's public API: packets, quotas, limits, feature gates, payments.
export {
  accountChannelQuota,
  accountEmailVerificationQuota,
  accountHasFeature,
  accountLimits,
  assertFeature,
  assertRoom,
  limitReached,
  type TLimitKind,
  type TPlanFeature,
  type TPlanLimits,
} from './limits.service';
export {
  accountEntitlements,
  channelQuotaPeriod,
  channelRefusal,
  overQuota,
  PACKAGE_REFUSALS,
  type TEntitlements,
} from './entitlements.service';
export { DEFAULT_PLANS, TRIAL_PACKET, TRIAL_DAYS, QUOTA_CHANNELS } from './plan-defaults';
export { onPacketsChanged, registerUsageSource } from './usage-sources';
export { billingCallbackRoutes, billingRoutes } from './billing.routes';
export { billingAdminRoutes } from './billing-admin.routes';
export { PLAN_LIMITS_JOB, RENEW_PACKETS_CRON, RENEW_PACKETS_JOB } from './billing.jobs';
export { monthlyRecurringRevenue, paidAccountCount } from './admin-figures';
