export type { SwiperProps, SwiperSlide } from './swiper';
export { Swiper, swiperDuration, swiperInterval } from './swiper';
