export type { RatingStarsProps, RatingStarsState } from './rating-stars';
export { RatingStars } from './rating-stars';
