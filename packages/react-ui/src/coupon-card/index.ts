export type { CouponCardProps, CouponState } from './coupon-card';
export { CouponCard } from './coupon-card';
