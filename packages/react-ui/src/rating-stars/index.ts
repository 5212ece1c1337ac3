import '../theme-root/theme-root.css';
import { RatingStars as RatingStarsComponent } from './rating-stars';
import './rating-stars.css';

export type { RatingStarsProps, RatingStarsState } from './rating-stars';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const RatingStars = RatingStarsComponent;
