export { couponKeys } from './api';
