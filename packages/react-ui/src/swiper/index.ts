import '../theme-root/theme-root.css';
import { Swiper as SwiperComponent } from './swiper';
import './swiper.css';

export type { SwiperProps, SwiperSlide } from './swiper';
export { swiperDuration, swiperInterval } from './swiper';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * Banner carousel: moves on every 5000 ms with a 500 ms slide, loops, follows swipes, and pauses
 * while hovered or focused or when stopped with its button (the APG carousel pattern).
 */
export const Swiper = SwiperComponent;
