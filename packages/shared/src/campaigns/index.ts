export * from './campaign-api';
export * from './coupon-api';
export * from './task-api';
