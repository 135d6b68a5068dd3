// The coupons module's public API: generation for a campaign, assignment at send time, usage from orders.
export {
  assignCoupons,
  couponPoolExists,
  couponSummary,
  generateCoupons,
  markCouponsUsed,
  reserveCoupon,
  unusedSentCoupons,
  usedCouponCount,
} from './coupons.service';
export { couponsRoutes } from './coupons.routes';
export { couponsRelation } from './read-models';
export { registerCampaignLookup } from './campaign-lookup';
export { COUPON_CRONS, COUPON_JOBS } from './coupons.jobs';
