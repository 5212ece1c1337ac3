import '../theme-root/theme-root.css';
import { CouponCard as CouponCardComponent } from './coupon-card';
import './coupon-card.css';

export type { CouponCardProps, CouponState } from './coupon-card';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A ticket-shaped coupon: amount on the left, condition and validity, and a get/use button. */
export const CouponCard = CouponCardComponent;
