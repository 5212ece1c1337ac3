import '../theme-root/theme-root.css';
import { RatingStars as RatingStarsComponent } from './rating-stars';
import './rating-stars.css';

export type { RatingStarsProps, RatingStarsState } from './rating-stars';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/**
 * A 1–5 star rating. As a choice it is a group of native radio buttons (one per star, visually a
 * star), so arrow keys, Tab and screen readers work as they do for any radio group; read-only it is
 * one picture named by `starLabel(value)`.
 */
export const RatingStars = RatingStarsComponent;
