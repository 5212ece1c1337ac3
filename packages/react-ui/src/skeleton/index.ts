import '../theme-root/theme-root.css';
import { Skeleton as SkeletonComponent, SkeletonScreen as SkeletonScreenComponent } from './skeleton';
import './skeleton.css';

export type { SkeletonLayout, SkeletonProps, SkeletonScreenProps, SkeletonShape } from './skeleton';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** One shimmering placeholder shape; hidden from assistive technology. */
export const Skeleton = SkeletonComponent;
/** A page-shaped placeholder (goods grid, list, goods detail) while the first data loads. */
export const SkeletonScreen = SkeletonScreenComponent;
