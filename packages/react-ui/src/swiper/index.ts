import '../theme-root/theme-root.css';
import { Swiper as SwiperComponent } from './swiper';
import './swiper.css';

export type { SwiperProps, SwiperSlide } from './swiper';
export { swiperDuration, swiperInterval } from './swiper';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const Swiper = SwiperComponent;
