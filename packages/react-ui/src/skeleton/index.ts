import '../theme-root/theme-root.css';
import { Skeleton as SkeletonComponent, SkeletonScreen as SkeletonScreenComponent } from './skeleton';
import './skeleton.css';

export type { SkeletonLayout, SkeletonProps, SkeletonScreenProps, SkeletonShape } from './skeleton';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
export const Skeleton = SkeletonComponent;
export const SkeletonScreen = SkeletonScreenComponent;
